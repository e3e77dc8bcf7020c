package dev.simdjson.spring.actuate;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.http.JsonBodies;
import dev.simdjson.spring.http.JsonBodyException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A real Spring MVC server with Actuator and Micrometer: after a few parses, {@code /actuator/simdjson},
 * {@code /actuator/health}, {@code /actuator/info} and {@code /actuator/metrics/simdjson.parse} render with their
 * content.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "management.endpoints.web.exposure.include=health,info,metrics,simdjson",
        "management.endpoint.health.show-details=always",
        "simdjson.limits.max-depth=100",
        "simdjson.unknown-properties=fail",
        "simdjson.warm-up.timeout=500ms"})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SimdJsonActuatorEndToEndTests {

    private static final byte[] GOOD = "{\"sensor\":\"t1\",\"value\":21.5}".getBytes(StandardCharsets.UTF_8);
    private static final byte[] BAD = "{\"sensor\":\"t1\",".getBytes(StandardCharsets.UTF_8);
    private static final long PARSED_BYTES = 2L * GOOD.length + BAD.length;

    record Reading(String sensor, double value) {
    }

    @SpringBootConfiguration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    static class App {
    }

    @LocalServerPort
    int port;

    @Autowired
    JsonBodies bodies;

    @Autowired
    RuntimeReport report;

    @BeforeAll
    void parseSomeBodies() {
        assertThat(bodies.read(GOOD, GOOD.length, Reading.class, Transport.HTTP_SERVER))
                .isEqualTo(new Reading("t1", 21.5));
        assertThat(bodies.read(GOOD, GOOD.length, Reading.class, Transport.HTTP_SERVER))
                .isEqualTo(new Reading("t1", 21.5));
        assertThatThrownBy(() -> bodies.read(BAD, BAD.length, Reading.class, Transport.HTTP_SERVER))
                .isInstanceOf(JsonBodyException.class);
        assertThat(bodies.canRead(Runnable.class)).isFalse(); // handed to Jackson
    }

    @Test
    void simdjsonEndpointRendersTheRuntimeSettingsFiguresAndHandoffs() throws Exception {
        HttpResponse<String> response = ActuatorHttp.get(port, "/actuator/simdjson", ActuatorHttp.ACTUATOR_JSON);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith(ActuatorHttp.ACTUATOR_JSON));
        DocumentContext json = JsonPath.parse(response.body());

        assertThat(json.read("$.runtime.implementation", String.class))
                .isEqualTo(report.implementation().name().toLowerCase());
        assertThat(json.read("$.runtime.requestedImplementation", String.class)).isEqualTo("auto");
        assertThat(json.read("$.runtime.javaVersion", String.class)).isEqualTo(System.getProperty("java.version"));
        assertThat(json.read("$.runtime.bitWidth", Integer.class)).isEqualTo(report.bitWidth());
        assertThat(json.read("$.runtime.vectorModulePresent", Boolean.class)).isEqualTo(report.vectorModulePresent());
        assertThat(json.read("$.runtime.cpuFeatures", List.class)).isNotNull();

        assertThat(json.read("$.limits.maxDepth", Integer.class)).isEqualTo(100);
        assertThat(json.read("$.limits.maxDocumentBytes", Long.class)).isEqualTo(256L * 1024 * 1024);
        assertThat(json.read("$.binding.unknownProperties", String.class)).isEqualTo("fail");
        assertThat(json.read("$.binding.propertyNaming", String.class)).isEqualTo("identity");
        assertThat(json.read("$.warmUp.enabled", Boolean.class)).isTrue();
        assertThat(json.read("$.warmUp.state", String.class)).isIn("running", "done",
                "timed-out"); // timed-out only on a loaded machine
        assertThat(json.read("$.warmUp.timeoutMillis", Integer.class)).isEqualTo(500);

        assertThat(json.read("$.transports.http-server.documents", Integer.class)).isEqualTo(3);
        assertThat(json.read("$.transports.http-server.errors", Integer.class)).isEqualTo(1);
        assertThat(json.read("$.transports.http-server.bytes", Long.class)).isEqualTo(PARSED_BYTES);
        assertThat(json.read("$.transports.http-server.p50Micros", Double.class)).isPositive();
        assertThat(json.read("$.transports.http-server.p99Micros", Double.class)).isPositive();
        assertThat(json.read("$.transports.http-client.documents", Integer.class)).isZero();

        List<Map<String, Object>> handoffs = json.read("$.jackson.handoffs[?(@.type == 'java.lang.Runnable')]");
        assertThat(handoffs).singleElement().satisfies(handoff -> {
            assertThat(handoff).containsEntry("direction", "read");
            assertThat((String) handoff.get("reason")).contains("interface");
        });
        assertThat(json.read("$.jackson.dropped", Integer.class)).isZero();
    }

    @Test
    void simdjsonEndpointAnswersPlainJsonToo() throws Exception {
        HttpResponse<String> response = ActuatorHttp.get(port, "/actuator/simdjson", "application/json");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        assertThat(JsonPath.parse(response.body()).read("$.limits.maxDepth", Integer.class)).isEqualTo(100);
    }

    @Test
    void healthHasAnUpSimdjsonComponentWithDetails() throws Exception {
        DocumentContext json = ActuatorHttp.ok(port, "/actuator/health");
        assertThat(json.read("$.status", String.class)).isEqualTo("UP");
        assertThat(json.read("$.components.simdjson.status", String.class)).isEqualTo("UP");
        assertThat(json.read("$.components.simdjson.details.implementation", String.class))
                .isEqualTo(report.implementation().name().toLowerCase());
        assertThat(json.read("$.components.simdjson.details.warmUp", String.class)).isIn("running", "done",
                "timed-out"); // timed-out only on a loaded machine
    }

    @Test
    void infoHasASimdjsonSection() throws Exception {
        DocumentContext json = ActuatorHttp.ok(port, "/actuator/info");
        assertThat(json.read("$.simdjson.implementation", String.class))
                .isEqualTo(report.implementation().name().toLowerCase());
        assertThat(json.read("$.simdjson.bitWidth", Integer.class)).isEqualTo(report.bitWidth());
    }

    @Test
    void metricsEndpointShowsTheParseTimer() throws Exception {
        DocumentContext json = ActuatorHttp.ok(port, "/actuator/metrics/simdjson.parse");
        assertThat(json.read("$.name", String.class)).isEqualTo("simdjson.parse");
        assertThat(json.read("$.measurements[?(@.statistic == 'COUNT')].value", List.class))
                .singleElement().isEqualTo(3.0);
        assertThat(json.read("$.availableTags[*].tag", List.class))
                .containsExactlyInAnyOrder("transport", "outcome", "implementation");
        assertThat(json.read("$.availableTags[?(@.tag == 'outcome')].values[*]", List.class))
                .containsExactlyInAnyOrder("success", "invalid-json");

        DocumentContext summary = ActuatorHttp.ok(port,
                "/actuator/metrics/simdjson.payload.size?tag=transport:http-server");
        assertThat(summary.read("$.baseUnit", String.class)).isEqualTo("bytes");
        assertThat(summary.read("$.measurements[?(@.statistic == 'TOTAL')].value", List.class))
                .singleElement().isEqualTo((double) PARSED_BYTES);
    }
}
