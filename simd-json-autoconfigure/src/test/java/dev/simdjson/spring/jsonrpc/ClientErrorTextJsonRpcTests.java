package dev.simdjson.spring.jsonrpc;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.ClientErrorText;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * JSON-RPC errors filter the binder's reasons as the HTTP converter does: what a parameter type's own constructor
 * said stays out of the answer, a plain binding reason stays in.
 */
class ClientErrorTextJsonRpcTests {

    private static final JsonMapper JACKSON = JsonMapper.builder().build();

    public record Amount(long cents) {
        public Amount {
            if (cents < 0) {
                throw new IllegalArgumentException("ledger 7 refuses negative amounts (internal rule 12b)");
            }
        }
    }

    public static class Payments {

        @JsonRpcMethod
        public long pay(Amount amount) {
            return amount.cents();
        }
    }

    private final JsonRpcDispatcher dispatcher;

    ClientErrorTextJsonRpcTests() {
        JsonRpcMethodRegistry registry = new JsonRpcMethodRegistry();
        registry.register(new Payments());
        dispatcher = new JsonRpcDispatcher(registry, SimdJsonMapper.create(), JsonRpcLimits.DEFAULTS,
                new DefaultJsonRpcErrorHandler(), JsonRpcObserver.NONE);
    }

    private String call(String request) {
        return new String(dispatcher.dispatch(request.getBytes(StandardCharsets.UTF_8)).join(),
                StandardCharsets.UTF_8);
    }

    @Test
    void aConstructorsOwnWordsDoNotReachThePeer() {
        String response = call("{\"jsonrpc\":\"2.0\",\"method\":\"pay\",\"params\":[{\"cents\":-5}],\"id\":1}");
        JsonNode error = JACKSON.readTree(response).get("error");
        assertThat(error.get("code").asInt()).isEqualTo(JsonRpcError.INVALID_PARAMS);
        assertThat(error.get("data").get("reason").asString()).isEqualTo(ClientErrorText.REJECTED);
        assertThat(response).doesNotContain("ledger").doesNotContain("IllegalArgumentException")
                .doesNotContain("cannot construct");
    }

    @Test
    void aPlainBindingReasonStays() {
        String response = call("{\"jsonrpc\":\"2.0\",\"method\":\"pay\",\"params\":[{\"cents\":\"x\"}],\"id\":1}");
        JsonNode error = JACKSON.readTree(response).get("error");
        assertThat(error.get("data").get("reason").asString()).isNotEqualTo(ClientErrorText.REJECTED)
                .isNotBlank();
        assertThat(error.get("data").get("path").asString()).isEqualTo("$.params[0].cents");
    }
}
