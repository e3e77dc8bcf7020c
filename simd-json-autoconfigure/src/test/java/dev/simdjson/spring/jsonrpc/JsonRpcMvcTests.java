package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.JsonRpcMethods;
import dev.simdjson.spring.actuate.SimdJsonEndpoint;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

import static org.assertj.core.api.Assertions.assertThat;

/** JSON-RPC over HTTP on Spring MVC (Tomcat, a real port). */
@SpringBootTest(classes = RpcApp.class, webEnvironment = WebEnvironment.RANDOM_PORT,
        properties = {"simdjson.warm-up.enabled=false", "simdjson.jsonrpc.path=/rpc",
        "management.endpoints.web.exposure.include=simdjson"})
class JsonRpcMvcTests extends JsonRpcHttpContract {

    @Autowired
    MeterRegistry meters;

    @Autowired
    SimdJsonEndpoint endpoint;

    @Override
    String path() {
        return "/rpc";
    }

    @Test
    void callsAreTimedPerMethodAndOutcomeAndListedByTheActuatorEndpoint() throws Exception {
        exchange(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[3,1],\"id\":1}"));
        exchange(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[\"x\",1],\"id\":2}"));
        exchange(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"nobody\",\"id\":3}"));
        // The timers come from the calls' jsonrpc.server.requests observations.
        assertThat(meters.get("jsonrpc.server.requests").tags("jsonrpc.method", "subtract", "outcome", "success",
                "transport", "http", "error.code", "none").timer().count()).isPositive();
        assertThat(meters.get("jsonrpc.server.requests").tags("jsonrpc.method", "subtract",
                "outcome", "invalid_params", "error.code", "-32602").timer().count()).isPositive();
        assertThat(meters.get("jsonrpc.server.requests").tags("jsonrpc.method", "unknown",
                "outcome", "method_not_found", "error.code", "-32601").timer().count()).isPositive();
        assertThat(meters.find("simdjson.jsonrpc").timers()).isEmpty();
        JsonRpcMethods.Description subtract = endpoint.simdjson().jsonrpc().stream()
                .filter(m -> m.name().equals("subtract")).findFirst().orElseThrow();
        assertThat(subtract.parameters()).containsExactly("minuend", "subtrahend");
        assertThat(subtract.calls()).isGreaterThanOrEqualTo(2);
        assertThat(subtract.errors()).isPositive();
        assertThat(subtract.p99Micros()).isGreaterThanOrEqualTo(subtract.p50Micros()).isPositive();
        assertThat(subtract.javaMethod()).isEqualTo(SpecMethods.class.getName() + ".subtract(int, int)");
    }
}
