package dev.simdjson.spring.messaging;

import dev.simdjson.JsonValue;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonMessagingAutoConfiguration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.MethodParameter;
import org.springframework.integration.json.JsonToObjectTransformer;
import org.springframework.integration.json.ObjectToJsonTransformer;
import org.springframework.integration.support.json.JacksonJsonObjectMapper;
import org.springframework.messaging.Message;
import org.springframework.messaging.MessageHeaders;
import org.springframework.messaging.converter.MessageConversionException;
import org.springframework.messaging.support.MessageBuilder;
import org.springframework.util.MimeTypeUtils;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The messaging converter and Spring Integration's {@code JsonObjectMapper} on simd-json: against Spring
 * Integration's own JSON transformers (the same JSON as with Jackson's object mapper), generic handler parameters,
 * no types from headers, and the auto-configuration with its back-off.
 */
class SimdJsonMessagingTests {

    public record Item(String name, int quantity, List<String> tags) {
    }

    private final SimdJsonMapper mapper = SimdJsonMapper.create();
    private final SimdJsonObjectMapper objectMapper = new SimdJsonObjectMapper(mapper);

    @Test
    void objectToJsonTransformerWritesWhatJacksonsWrites() {
        Item item = new Item("bolt", 3, List.of("m8", "st\u00e9el"));
        Message<?> ours = new ObjectToJsonTransformer(objectMapper).transform(MessageBuilder.withPayload(item).build());
        Message<?> jackson = new ObjectToJsonTransformer(new JacksonJsonObjectMapper())
                .transform(MessageBuilder.withPayload(item).build());
        assertThat(ours.getPayload()).isEqualTo(jackson.getPayload())
                .isEqualTo("{\"name\":\"bolt\",\"quantity\":3,\"tags\":[\"m8\",\"st\u00e9el\"]}");
        assertThat(ours.getHeaders().get(MessageHeaders.CONTENT_TYPE)).isEqualTo(
                jackson.getHeaders().get(MessageHeaders.CONTENT_TYPE));
    }

    @Test
    void jsonToObjectTransformerBindsToItsTargetType() {
        JsonToObjectTransformer transformer = new JsonToObjectTransformer(Item.class, objectMapper);
        for (Object payload : List.of("{\"name\":\"nut\",\"quantity\":2,\"tags\":[]}",
                "{\"name\":\"nut\",\"quantity\":2,\"tags\":[]}".getBytes(StandardCharsets.UTF_8))) {
            Message<?> result = transformer.transform(MessageBuilder.withPayload(payload).build());
            assertThat(result.getPayload()).isEqualTo(new Item("nut", 2, List.of()));
        }
    }

    @Test
    void typesAreNeverTakenFromHeaders() {
        assertThatThrownBy(() -> objectMapper.fromJson("{}", Map.of("json__TypeId__", "java.lang.ProcessBuilder")))
                .isInstanceOf(IOException.class).hasMessageContaining("does not take types from message headers");
    }

    @Test
    void readsFromReadersAndMakesNodes() throws IOException {
        assertThat(objectMapper.fromJson(new StringReader("[1,2]"), List.class)).isEqualTo(List.of(1, 2));
        JsonValue node = objectMapper.toJsonNode(new Item("a", 1, List.of()));
        assertThat(node.get("quantity").asLong()).isEqualTo(1);
        assertThatThrownBy(() -> objectMapper.fromJson("{\"name\":", Item.class)).isInstanceOf(IOException.class)
                .hasMessageContaining("line 1");
    }

    @Test
    void theConverterUsesTheHandlersGenericParameterType() throws NoSuchMethodException {
        SimdJsonMessageConverter converter = new SimdJsonMessageConverter(mapper);
        Message<byte[]> message = MessageBuilder
                .withPayload("[{\"name\":\"a\",\"quantity\":1,\"tags\":[\"x\"]}]".getBytes(StandardCharsets.UTF_8))
                .setHeader(MessageHeaders.CONTENT_TYPE, MimeTypeUtils.APPLICATION_JSON).build();
        MethodParameter parameter = new MethodParameter(
                SimdJsonMessagingTests.class.getDeclaredMethod("handle", List.class), 0);
        Object converted = converter.fromMessage(message, List.class, parameter);
        assertThat(converted).isEqualTo(List.of(new Item("a", 1, List.of("x"))));
        Message<?> written = converter.toMessage(new Item("b", 2, List.of()), new MessageHeaders(
                Map.of(MessageHeaders.CONTENT_TYPE, MimeTypeUtils.APPLICATION_JSON)));
        assertThat(new String((byte[]) written.getPayload(), StandardCharsets.UTF_8))
                .isEqualTo("{\"name\":\"b\",\"quantity\":2,\"tags\":[]}");
        Message<byte[]> broken = MessageBuilder.withPayload("{".getBytes(StandardCharsets.UTF_8))
                .setHeader(MessageHeaders.CONTENT_TYPE, MimeTypeUtils.APPLICATION_JSON).build();
        assertThatThrownBy(() -> converter.fromMessage(broken, Item.class))
                .isInstanceOf(MessageConversionException.class);
        // Not JSON: left to the next converter.
        Message<String> text = MessageBuilder.withPayload("plain")
                .setHeader(MessageHeaders.CONTENT_TYPE, MimeTypeUtils.TEXT_PLAIN).build();
        assertThat(converter.fromMessage(text, Item.class)).isNull();
    }

    @SuppressWarnings("unused")
    void handle(List<Item> items) {
    }

    @Test
    void autoConfiguredOnTheStartersMapperAndBacksOff() {
        ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(
                SimdJsonAutoConfiguration.class, SimdJsonMessagingAutoConfiguration.class))
                .withPropertyValues("simdjson.warm-up.enabled=false");
        runner.run(context -> {
            assertThat(context).hasSingleBean(SimdJsonMessageConverter.class).hasSingleBean(SimdJsonObjectMapper.class);
        });
        SimdJsonObjectMapper own = new SimdJsonObjectMapper(mapper);
        runner.withBean(SimdJsonObjectMapper.class, () -> own).run(context ->
                assertThat(context.getBean(SimdJsonObjectMapper.class)).isSameAs(own));
        runner.withPropertyValues("simdjson.enabled=false").run(context ->
                assertThat(context).doesNotHaveBean(SimdJsonMessageConverter.class)
                        .doesNotHaveBean(SimdJsonObjectMapper.class));
    }
}
