package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.jsonrpc.JsonRpcDispatcher;
import dev.simdjson.spring.jsonrpc.OpenRpcDiscovery;
import dev.simdjson.spring.jsonrpc.JsonRpcError;
import dev.simdjson.spring.jsonrpc.JsonRpcErrorHandler;
import dev.simdjson.spring.jsonrpc.JsonRpcMethod;
import dev.simdjson.spring.jsonrpc.JsonRpcMethodRegistry;
import dev.simdjson.spring.jsonrpc.SpecMethods;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.validation.autoconfigure.ValidationAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.validation.annotation.Validated;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link SimdJsonRpcAutoConfiguration}: what it registers, what turns it off, the beans it backs off to, the
 * properties' effect, a startup that fails on a duplicate name, and Bean Validation failures as -32602.
 */
class SimdJsonRpcAutoConfigurationTests {

    private static final JsonMapper JACKSON = JsonMapper.builder().build();

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                    SimdJsonRpcAutoConfiguration.class))
            .withPropertyValues("simdjson.warm-up.enabled=false");

    private static JsonNode call(JsonRpcDispatcher dispatcher, String request) {
        return JACKSON.readTree(dispatcher.dispatch(request.getBytes(StandardCharsets.UTF_8)).join());
    }

    @Test
    void rpcDiscoverAnswersUnlessDiscoveryIsOff() {
        String discover = "{\"jsonrpc\":\"2.0\",\"method\":\"rpc.discover\",\"id\":1}";
        runner.withBean(SpecMethods.class).run(context -> {
            assertThat(context).hasSingleBean(OpenRpcDiscovery.class);
            JsonNode document = call(context.getBean(JsonRpcDispatcher.class), discover).get("result");
            assertThat(document.get("openrpc").asString()).isEqualTo(OpenRpcDiscovery.OPENRPC_VERSION);
            assertThat(document.get("methods").size()).isEqualTo(6);
        });
        runner.withBean(SpecMethods.class).withPropertyValues("simdjson.jsonrpc.discovery.enabled=false")
                .run(context -> {
                    assertThat(context).doesNotHaveBean(OpenRpcDiscovery.class);
                    assertThat(call(context.getBean(JsonRpcDispatcher.class), discover).get("error").get("code")
                            .asInt()).isEqualTo(-32601);
                });
    }

    @Test
    void theApplicationsMethodsAreRegisteredAndServed() {
        runner.withBean(SpecMethods.class).run(context -> {
            assertThat(context.getBean(JsonRpcMethodRegistry.class).find("subtract")).isNotNull();
            assertThat(call(context.getBean(JsonRpcDispatcher.class),
                    "{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[5,2],\"id\":1}").get("result").asInt())
                    .isEqualTo(3);
        });
    }

    @Test
    void offWhenJsonRpcOrSimdJsonIsDisabled() {
        runner.withBean(SpecMethods.class).withPropertyValues("simdjson.jsonrpc.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(JsonRpcDispatcher.class));
        runner.withBean(SpecMethods.class).withPropertyValues("simdjson.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(JsonRpcDispatcher.class)
                        .doesNotHaveBean(JsonRpcMethodRegistry.class));
    }

    @Test
    void theHttpRouteIsThereUnlessHttpIsDisabled() {
        WebApplicationContextRunner web = new WebApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                        SimdJsonRpcAutoConfiguration.class))
                .withPropertyValues("simdjson.warm-up.enabled=false");
        web.run(context -> assertThat(context).hasBean("simdJsonRpcRouter"));
        web.withPropertyValues("simdjson.jsonrpc.http.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean("simdJsonRpcRouter"));
        runner.run(context -> assertThat(context).as("not a web application").doesNotHaveBean("simdJsonRpcRouter"));
    }

    @Test
    void backsOffToTheApplicationsErrorHandlerAndDispatcher() {
        JsonRpcErrorHandler own = (failure, method) -> new JsonRpcError(-32001, "own", null);
        runner.withBean(Failing.class).withBean(JsonRpcErrorHandler.class, () -> own).run(context -> {
            assertThat(context.getBean(JsonRpcErrorHandler.class)).isSameAs(own);
            assertThat(call(context.getBean(JsonRpcDispatcher.class),
                    "{\"jsonrpc\":\"2.0\",\"method\":\"fail\",\"id\":1}").get("error").get("code").asInt())
                    .isEqualTo(-32001);
        });
        runner.withUserConfiguration(OwnDispatcher.class).run(context ->
                assertThat(context.getBean(JsonRpcDispatcher.class)).isSameAs(
                        context.getBean(OwnDispatcher.class).dispatcher));
    }

    @Test
    void theLimitsComeFromTheProperties() {
        runner.withBean(SpecMethods.class).withPropertyValues("simdjson.jsonrpc.max-batch-size=2",
                "simdjson.jsonrpc.max-request-size=200B").run(context -> {
            JsonRpcDispatcher dispatcher = context.getBean(JsonRpcDispatcher.class);
            String one = "{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[5,2],\"id\":1}";
            assertThat(call(dispatcher, "[" + one + "," + one + "," + one + "]").get("error").get("data")
                    .get("reason").asString()).contains("limit of 2");
            assertThat(call(dispatcher, "[" + one + "," + one + "," + one + "," + one + "]").get("error").get("data")
                    .get("reason").asString()).contains("limit of 200");
        });
    }

    @Test
    void aDuplicateMethodNameFailsTheStartup() {
        runner.withBean("first", SpecMethods.class).withBean("second", SpecMethods.class).run(context ->
                assertThat(context).hasFailed().getFailure().hasMessageContaining("registered twice"));
    }

    @Test
    void beanValidationFailuresOfParametersAreInvalidParamsWithTheirPaths() {
        runner.withConfiguration(AutoConfigurations.of(ValidationAutoConfiguration.class)).withBean(Checked.class)
                .run(context -> {
                    JsonNode answer = call(context.getBean(JsonRpcDispatcher.class),
                            "{\"jsonrpc\":\"2.0\",\"method\":\"half\",\"params\":{\"n\":-4,\"label\":\" \"},\"id\":1}");
                    assertThat(answer.get("error").get("code").asInt()).isEqualTo(-32602);
                    assertThat(answer.get("error").get("data").findValuesAsString("path"))
                            .containsExactly("$.params.label", "$.params.n");
                    assertThat(call(context.getBean(JsonRpcDispatcher.class),
                            "{\"jsonrpc\":\"2.0\",\"method\":\"half\",\"params\":[8,\"x\"],\"id\":2}")
                            .get("result").asInt()).isEqualTo(4);
                });
    }

    public static class Failing {
        @JsonRpcMethod
        public void fail() {
            throw new IllegalStateException("no");
        }
    }

    @Validated
    public static class Checked {
        @JsonRpcMethod
        public int half(@Min(0) int n, @NotBlank String label) {
            return n / 2;
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnDispatcher {
        final JsonRpcDispatcher dispatcher = new JsonRpcDispatcher(new JsonRpcMethodRegistry(),
                dev.simdjson.SimdJsonMapper.create(), dev.simdjson.spring.jsonrpc.JsonRpcLimits.DEFAULTS,
                (f, m) -> JsonRpcError.of(-32603, "x"), dev.simdjson.spring.jsonrpc.JsonRpcObserver.NONE);

        @Bean
        JsonRpcDispatcher myDispatcher() {
            return dispatcher;
        }
    }
}
