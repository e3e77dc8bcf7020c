package dev.simdjson.spring.jsonrpc.client;

import brave.handler.MutableSpan;
import brave.handler.SpanHandler;
import brave.propagation.TraceContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * One trace across a JSON-RPC call over HTTP, with Brave through Boot's tracing support in a client application and a
 * server application: the client's {@code jsonrpc.client.requests} span holds the RestClient's HTTP span, whose
 * trace context goes out in the W3C {@code traceparent} header; the server's HTTP span continues that trace and holds
 * its {@code jsonrpc.server.requests} span. Synchronous and asynchronous calls alike.
 */
class JsonRpcTracingTests {

    private static ConfigurableApplicationContext server;
    private static ConfigurableApplicationContext client;

    @BeforeAll
    static void start() {
        server = new SpringApplicationBuilder(InventoryServer.class, Spans.class).web(WebApplicationType.SERVLET)
                .properties("server.port=0", "simdjson.warm-up.enabled=false",
                        "management.tracing.sampling.probability=1.0")
                .run();
        int port = ((WebServerApplicationContext) server).getWebServer().getPort();
        client = new SpringApplicationBuilder(JsonRpcClientTests.ClientApp.class, Spans.class)
                .web(WebApplicationType.NONE)
                .properties("simdjson.warm-up.enabled=false", "management.tracing.sampling.probability=1.0",
                        "simdjson.jsonrpc.clients.inventory.url=http://localhost:" + port + "/jsonrpc",
                        "simdjson.jsonrpc.clients.inventory.interfaces=" + InventoryClient.class.getName())
                .run();
    }

    @AfterAll
    static void stop() {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void aSynchronousCallIsOneTraceFromClientToServer() {
        client.getBean(InventoryClient.class).item("T-1");

        assertOneTrace("inventory.item");
    }

    @Test
    void anAsynchronousCallIsOneTraceToo() throws Exception {
        client.getBean(InventoryClient.class).itemLater("T-2", 5).get(10, TimeUnit.SECONDS);

        assertOneTrace("inventory.later");
    }

    private static void assertOneTrace(String method) {
        Spans clientSpans = client.getBean(Spans.class);
        Spans serverSpans = server.getBean(Spans.class);
        MutableSpan call = await().atMost(Duration.ofSeconds(10)).until(() -> clientSpans.named(method),
                Optional::isPresent).orElseThrow();
        MutableSpan http = await().atMost(Duration.ofSeconds(10)).until(() -> clientSpans.childOf(call),
                Optional::isPresent).orElseThrow();
        MutableSpan served = await().atMost(Duration.ofSeconds(10)).until(() -> serverSpans.named(method),
                Optional::isPresent).orElseThrow();

        assertThat(http.name()).startsWith("http post");
        assertThat(served.traceId()).isEqualTo(call.traceId());
        MutableSpan serverHttp = serverSpans.byId(served.parentId()).orElseThrow();
        assertThat(serverHttp.traceId()).isEqualTo(call.traceId());
        assertThat(serverHttp.parentId()).as("the server's HTTP span continues the client's HTTP span")
                .isEqualTo(http.id());
        assertThat(served.tag("transport")).isEqualTo("http");
        assertThat(call.tag("outcome")).isEqualTo("success");
    }

    /** Every finished span of an application, kept (a source of the application, so a bean Brave reports to). */
    @Configuration(proxyBeanMethods = false)
    static class Spans extends SpanHandler {

        private final List<MutableSpan> spans = new CopyOnWriteArrayList<>();

        @Override
        public boolean end(TraceContext context, MutableSpan span, Cause cause) {
            spans.add(span);
            return true;
        }

        Optional<MutableSpan> named(String name) {
            return spans.stream().filter(s -> name.equals(s.name())).reduce((first, second) -> second);
        }

        Optional<MutableSpan> childOf(MutableSpan parent) {
            return spans.stream().filter(s -> parent.id().equals(s.parentId())).findFirst();
        }

        Optional<MutableSpan> byId(String id) {
            return spans.stream().filter(s -> id.equals(s.id())).findFirst();
        }
    }
}
