package dev.simdjson.spring.jsonrpc;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

import static org.assertj.core.api.Assertions.assertThat;

/** JSON-RPC over HTTP on WebFlux (Netty, a real port), with a request limit small enough to reach. */
@SpringBootTest(classes = RpcApp.class, webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "spring.main.web-application-type=reactive", "simdjson.warm-up.enabled=false",
        "simdjson.jsonrpc.max-request-size=4KB"})
class JsonRpcWebFluxTests extends JsonRpcHttpContract {

    @Override
    String path() {
        return "/jsonrpc";
    }

    @Test
    void aBodyOverTheLimitIsOneInvalidRequestError() throws Exception {
        String big = "{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"" + "x".repeat(5000) + "\"],\"id\":1}";
        var answer = JACKSON.readTree(exchange(bytes(big)));
        assertThat(answer.get("error").get("code").asInt()).isEqualTo(-32600);
        assertThat(answer.get("id").isNull()).isTrue();
    }
}
