package dev.simdjson.spring.jsonrpc;

import org.junit.jupiter.api.Test;
import dev.simdjson.spring.JsonRpcMethods;
import dev.simdjson.spring.actuate.SimdJsonEndpoint;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;

/** JSON-RPC over HTTP on Spring MVC (Tomcat, a real port). */
@SpringBootTest(classes = RpcApp.class, webEnvironment = WebEnvironment.RANDOM_PORT,
        properties = {"simdjson.warm-up.enabled=false", "simdjson.jsonrpc.path=/rpc",
        "management.endpoints.web.exposure.include=simdjson"})
class JsonRpcMvcTests extends JsonRpcTransportContract {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    HttpResponse<byte[]> post(byte[] body, String contentType) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/rpc"))
                .header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    @Override
    byte[] exchange(byte[] request) throws Exception {
        HttpResponse<byte[]> response = post(request, "application/json");
        if (response.statusCode() == 204) {
            assertThat(response.body()).isEmpty();
            return null;
        }
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        return response.body();
    }

    @Test
    void getAndOtherContentTypesGetHttpErrorsNotJsonRpcOnes() throws Exception {
        HttpResponse<String> get = HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/rpc"))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(get.statusCode()).isEqualTo(405);
        assertThat(get.headers().firstValue("Allow")).hasValue("POST");
        HttpResponse<byte[]> text = post(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"x\"],\"id\":1}"),
                "text/plain");
        assertThat(text.statusCode()).isEqualTo(415);
        assertThat(post(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"x\"],\"id\":1}"),
                "application/json-rpc").statusCode()).isEqualTo(200);
    }

    @Autowired
    MeterRegistry meters;

    @Autowired
    SimdJsonEndpoint endpoint;

    @Test
    void callsAreTimedPerMethodAndOutcomeAndListedByTheActuatorEndpoint() throws Exception {
        exchange(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[3,1],\"id\":1}"));
        exchange(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[\"x\",1],\"id\":2}"));
        exchange(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"nobody\",\"id\":3}"));
        assertThat(meters.get("simdjson.jsonrpc").tags("method", "subtract", "outcome", "success").timer().count())
                .isPositive();
        assertThat(meters.get("simdjson.jsonrpc").tags("method", "subtract", "outcome", "invalid_params").timer()
                .count()).isPositive();
        assertThat(meters.get("simdjson.jsonrpc").tags("method", "unknown", "outcome", "method_not_found").timer()
                .count()).isPositive();
        JsonRpcMethods.Description subtract = endpoint.simdjson().jsonrpc().stream()
                .filter(m -> m.name().equals("subtract")).findFirst().orElseThrow();
        assertThat(subtract.parameters()).containsExactly("minuend", "subtrahend");
        assertThat(subtract.calls()).isGreaterThanOrEqualTo(2);
        assertThat(subtract.errors()).isPositive();
        assertThat(subtract.p99Micros()).isGreaterThanOrEqualTo(subtract.p50Micros()).isPositive();
        assertThat(subtract.javaMethod()).isEqualTo(SpecMethods.class.getName() + ".subtract(int, int)");
    }

    @Test
    void aNotificationGets204() throws Exception {
        assertThat(post(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"notify_hello\",\"params\":[1]}"), "application/json")
                .statusCode()).isEqualTo(204);
    }
}
