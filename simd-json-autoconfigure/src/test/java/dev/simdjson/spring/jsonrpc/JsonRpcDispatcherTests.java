package dev.simdjson.spring.jsonrpc;

import dev.simdjson.SimdJsonMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import reactor.core.publisher.Mono;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

/**
 * The dispatcher on its own (no transport): the specification's examples, then each rule of the specification and
 * of the programming model: ids as sent, invalid requests, params of the wrong shape or type with where, limits,
 * notifications that are never answered, async results, error mapping, and what the registry refuses.
 */
class JsonRpcDispatcherTests {

    private static final JsonMapper JACKSON = JsonMapper.builder().build();

    private final SpecMethods spec = new SpecMethods();
    private final Extras extras = new Extras();
    private final List<String> observed = new ArrayList<>();
    private final JsonRpcDispatcher dispatcher = dispatcher(new DefaultJsonRpcErrorHandler(), JsonRpcLimits.DEFAULTS);

    private JsonRpcDispatcher dispatcher(JsonRpcErrorHandler errors, JsonRpcLimits limits) {
        JsonRpcMethodRegistry registry = new JsonRpcMethodRegistry();
        registry.register(spec);
        registry.register(extras);
        return new JsonRpcDispatcher(registry, SimdJsonMapper.create(), limits, errors,
                (method, outcome, nanos) -> observed.add(method + " " + outcome));
    }

    public record Point(int x, int y) {
    }

    /** Methods for the rules beyond the specification's examples. */
    @JsonRpcService("x.")
    public static class Extras {

        final AtomicInteger calls = new AtomicInteger();
        final CompletableFuture<String> later = new CompletableFuture<>();

        @JsonRpcMethod
        public Point move(Point from, int dx) {
            calls.incrementAndGet();
            return new Point(from.x() + dx, from.y());
        }

        @JsonRpcMethod
        public String greet(Optional<String> name, @JsonRpcParam(value = "times", required = false) Integer times) {
            return "hello " + name.orElse("you") + " x" + times;
        }

        @JsonRpcMethod
        public CompletableFuture<String> slow() {
            return later;
        }

        @JsonRpcMethod
        public Mono<Integer> mono(int n) {
            return Mono.just(n * 2);
        }

        @JsonRpcMethod
        public CompletableFuture<String> refused() {
            return CompletableFuture.failedFuture(new JsonRpcException(4001, "not now", Map.of("retry", 5)));
        }

        @JsonRpcMethod
        public void fail() {
            throw new IllegalStateException("secret database password in a message");
        }

        @JsonRpcMethod("raw")
        public String raw(dev.simdjson.JsonValue anything) {
            return anything.toString();
        }
    }

    private String call(String request) {
        byte[] answer = dispatcher.dispatch(request.getBytes(StandardCharsets.UTF_8)).join();
        return answer == null ? null : new String(answer, StandardCharsets.UTF_8);
    }

    private static JsonNode json(String text) {
        return JACKSON.readTree(text);
    }

    @ParameterizedTest
    @MethodSource("dev.simdjson.spring.jsonrpc.SpecExamples#all")
    void theSpecificationsExamples(SpecExamples.Example example) {
        SpecExamples.assertAnswers(example, dispatcher.dispatch(example.request()).join());
    }

    @Test
    void notificationsRunButAreNotAnswered() {
        SpecExamples.all().filter(e -> e.name().equals("03.0") || e.name().equals("12.0"))
                .forEach(e -> assertThat(dispatcher.dispatch(e.request()).join()).isNull());
        assertThat(spec.notified).containsExactly("update[1, 2, 3, 4, 5]", "sum 7", "hello 7");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "1.0", "-0", "12345678901234567890123", "1e3", "\"abc\"", "\"\\u0041\\n\"", "null",
            "\"\""})
    void idsComeBackExactlyAsSent(String id) {
        assertThat(call("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[5,3],\"id\":" + id + "}"))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":2,\"id\":" + id + "}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{}", "[1]", "true", "false"})
    void anIdThatIsNotAStringNumberOrNullIsAnInvalidRequestAnsweredWithIdNull(String id) {
        JsonNode answer = json(call("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[5,3],\"id\":" + id + "}"));
        assertThat(answer.get("error").get("code").asInt()).isEqualTo(-32600);
        assertThat(answer.get("id").isNull()).isTrue();
        assertThat(answer.get("error").get("data").get("reason").asString()).contains("id");
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"1.0\"", "2.0", "null", "\"2.0 \""})
    void aWrongJsonrpcVersionIsAnInvalidRequestWithTheCallsId(String version) {
        JsonNode answer = json(call("{\"jsonrpc\":" + version + ",\"method\":\"subtract\",\"params\":[5,3],\"id\":7}"));
        assertThat(answer.get("error").get("code").asInt()).isEqualTo(-32600);
        assertThat(answer.get("id").asInt()).isEqualTo(7);
        assertThat(json(call("{\"method\":\"subtract\",\"params\":[5,3],\"id\":8}")).get("error").get("code").asInt())
                .as("no jsonrpc member").isEqualTo(-32600);
    }

    @Test
    void paramsOfTheWrongShapeOrTypeAreInvalidParamsSayingWhere() {
        JsonNode wrongType = json(call("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[\"a\",1],\"id\":1}"));
        assertThat(wrongType.get("error").get("code").asInt()).isEqualTo(-32602);
        assertThat(wrongType.get("error").get("data").get("path").asString()).isEqualTo("$.params[0]");

        JsonNode nested = json(call("{\"jsonrpc\":\"2.0\",\"method\":\"x.move\",\"params\":{\"from\":{\"x\":1,"
                + "\"y\":[]},\"dx\":2},\"id\":2}"));
        assertThat(nested.get("error").get("code").asInt()).isEqualTo(-32602);
        assertThat(nested.get("error").get("data").get("path").asString()).isEqualTo("$.params.from.y");

        JsonNode tooMany = json(call("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[1,2,3],\"id\":3}"));
        assertThat(tooMany.get("error").get("code").asInt()).isEqualTo(-32602);
        assertThat(tooMany.get("error").get("data").get("reason").asString()).contains("3 parameters given");

        JsonNode missing = json(call("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":{\"minuend\":1},"
                + "\"id\":4}"));
        assertThat(missing.get("error").get("data").get("reason").asString()).contains("\"subtrahend\"");

        JsonNode unknown = json(call("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":{\"minuend\":1,"
                + "\"subtrahend\":2,\"extra\":3},\"id\":5}"));
        assertThat(unknown.get("error").get("data").get("path").asString()).isEqualTo("$.params.extra");

        JsonNode scalar = json(call("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":\"bar\",\"id\":6}"));
        assertThat(scalar.get("error").get("code").asInt()).as("params must be structured").isEqualTo(-32600);
        assertThat(extras.calls).as("no method ran").hasValue(0);
    }

    @Test
    void parametersBindIntoRecordsOptionalsAndTheDom() {
        assertThat(json(call("{\"jsonrpc\":\"2.0\",\"method\":\"x.move\",\"params\":[{\"x\":1,\"y\":2},3],\"id\":1}"))
                .get("result").toString()).isEqualTo("{\"x\":4,\"y\":2}");
        assertThat(json(call("{\"jsonrpc\":\"2.0\",\"method\":\"x.greet\",\"id\":2}")).get("result").asString())
                .isEqualTo("hello you xnull");
        assertThat(json(call("{\"jsonrpc\":\"2.0\",\"method\":\"x.greet\",\"params\":{\"name\":\"Ada\","
                + "\"times\":3},\"id\":3}")).get("result").asString()).isEqualTo("hello Ada x3");
        assertThat(json(call("{\"jsonrpc\":\"2.0\",\"method\":\"x.raw\",\"params\":[ {\"a\" : [1, 2.50]} ],\"id\":4}"))
                .get("result").asString()).isEqualTo("{\"a\":[1,2.50]}");
    }

    @Test
    void limitsAreCheckedBeforeAnyCallRuns() {
        JsonRpcDispatcher small = dispatcher(new DefaultJsonRpcErrorHandler(), new JsonRpcLimits(400, 3));
        String move = "{\"jsonrpc\":\"2.0\",\"method\":\"x.move\",\"params\":[{\"x\":1,\"y\":2},3],\"id\":1}";
        JsonNode batch = json(new String(small.dispatch(("[" + move + "," + move + "," + move + "," + move + "]")
                .getBytes(StandardCharsets.UTF_8)).join(), StandardCharsets.UTF_8));
        assertThat(batch.isArray()).as("one error, not a batch of them").isFalse();
        assertThat(batch.get("error").get("code").asInt()).isEqualTo(-32600);
        assertThat(batch.get("error").get("data").get("reason").asString()).contains("4 calls").contains("limit of 3");
        String big = "{\"jsonrpc\":\"2.0\",\"method\":\"x.raw\",\"params\":[\"" + "x".repeat(400) + "\"],\"id\":1}";
        JsonNode tooBig = json(new String(small.dispatch(big.getBytes(StandardCharsets.UTF_8)).join(),
                StandardCharsets.UTF_8));
        assertThat(tooBig.get("error").get("code").asInt()).isEqualTo(-32600);
        assertThat(extras.calls).hasValue(0);
    }

    @Test
    void malformedJsonInsideABatchIsOneParseErrorAndNothingRuns() {
        JsonNode answer = json(call("[{\"jsonrpc\":\"2.0\",\"method\":\"x.move\",\"params\":[{\"x\":1,\"y\":2},3],"
                + "\"id\":1},{\"jsonrpc\":\"2.0\",\"method\":]"));
        assertThat(answer.get("error").get("code").asInt()).isEqualTo(-32700);
        assertThat(answer.get("id").isNull()).isTrue();
        assertThat(answer.get("error").get("data").get("column").asInt()).isPositive();
        assertThat(extras.calls).hasValue(0);
    }

    @Test
    void notificationsAreNeverAnsweredNotEvenWithAnError() {
        assertThat(call("{\"jsonrpc\":\"2.0\",\"method\":\"x.fail\"}")).isNull();
        assertThat(call("{\"jsonrpc\":\"2.0\",\"method\":\"nobody\"}")).isNull();
        assertThat(call("{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[\"a\"]}")).isNull();
        assertThat(call("[{\"jsonrpc\":\"2.0\",\"method\":\"x.fail\"},{\"jsonrpc\":\"2.0\",\"method\":\"nobody\"}]"))
                .isNull();
        assertThat(observed).containsExactly("x.fail internal_error", "unknown method_not_found",
                "subtract invalid_params", "x.fail internal_error", "unknown method_not_found");
    }

    @Test
    void asyncResultsAnswerWhenTheyCompleteWithoutBlocking() throws Exception {
        CompletableFuture<byte[]> answer = dispatcher.dispatch(
                "{\"jsonrpc\":\"2.0\",\"method\":\"x.slow\",\"id\":\"s\"}".getBytes(StandardCharsets.UTF_8));
        assertThat(answer).as("waiting for the method's future").isNotDone();
        extras.later.complete("done");
        assertThat(new String(answer.get(5, TimeUnit.SECONDS), StandardCharsets.UTF_8))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":\"done\",\"id\":\"s\"}");
        assertThat(call("{\"jsonrpc\":\"2.0\",\"method\":\"x.mono\",\"params\":[21],\"id\":1}"))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":42,\"id\":1}");
        JsonNode refused = json(call("{\"jsonrpc\":\"2.0\",\"method\":\"x.refused\",\"id\":2}"));
        assertThat(refused.get("error").get("code").asInt()).isEqualTo(4001);
        assertThat(refused.get("error").get("message").asString()).isEqualTo("not now");
        assertThat(refused.get("error").get("data").get("retry").asInt()).isEqualTo(5);
    }

    @Test
    void anyOtherExceptionIsANeutralInternalErrorAndTheMappingCanBeReplaced() {
        String failing = "{\"jsonrpc\":\"2.0\",\"method\":\"x.fail\",\"id\":1}";
        String neutral = call(failing);
        assertThat(neutral).isEqualTo("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32603,\"message\":\"Internal error\"},"
                + "\"id\":1}");
        JsonRpcErrorHandler own = (failure, method) -> failure instanceof IllegalStateException
                ? new JsonRpcError(-32000, "Unavailable", Map.of("method", method.name()))
                : new DefaultJsonRpcErrorHandler().toError(failure, method);
        byte[] mapped = dispatcher(own, JsonRpcLimits.DEFAULTS).dispatch(failing.getBytes(StandardCharsets.UTF_8))
                .join();
        assertThat(new String(mapped, StandardCharsets.UTF_8)).isEqualTo("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":"
                + "-32000,\"message\":\"Unavailable\",\"data\":{\"method\":\"x.fail\"}},\"id\":1}");
    }

    @Test
    void theRegistryRefusesOverloadsDuplicatesAndReservedNames() {
        JsonRpcMethodRegistry registry = new JsonRpcMethodRegistry();
        assertThatIllegalStateException().isThrownBy(() -> registry.register(new Overloads()))
                .withMessageContaining("add is registered twice").withMessageContaining("Overloads.add(int, int)")
                .withMessageContaining("Overloads.add(int, int, int)");
        assertThatIllegalStateException().isThrownBy(() -> new JsonRpcMethodRegistry().register(new Reserved()))
                .withMessageContaining("reserved");
        JsonRpcMethodRegistry twice = new JsonRpcMethodRegistry();
        twice.register(new SpecMethods());
        assertThatIllegalStateException().isThrownBy(() -> twice.register(new SpecMethods()))
                .withMessageContaining("is registered twice").withMessageContaining("SpecMethods");
    }

    public static class Overloads {
        @JsonRpcMethod
        public int add(int a, int b) {
            return a + b;
        }

        @JsonRpcMethod
        public int add(int a, int b, int c) {
            return a + b + c;
        }
    }

    public static class Reserved {
        @JsonRpcMethod("rpc.discover")
        public String discover() {
            return "";
        }
    }
}
