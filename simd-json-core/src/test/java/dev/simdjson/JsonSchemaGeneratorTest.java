package dev.simdjson;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

class JsonSchemaGeneratorTest {

    enum Color { @JsonProperty("crimson") RED, GREEN }

    record Order(@JsonProperty("order_id") UUID orderId, long customerId, BigDecimal total, Instant placedAt,
                 List<Line> lines, Set<String> tags, Map<String, Integer> counts, Optional<String> note, Color color,
                 double[] weights) {
    }

    record Line(String sku, int quantity) {
    }

    record Tree(String label, List<Tree> children) {
    }

    record Page<T>(List<T> items, int total) {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({@JsonSubTypes.Type(value = Shape.Circle.class, name = "circle"),
            @JsonSubTypes.Type(value = Shape.Square.class, name = "square")})
    sealed interface Shape {
        record Circle(double radius) implements Shape {
        }

        record Square(double side) implements Shape {
        }
    }

    private static final String REF = "#/components/schemas/";

    @Test
    void recordsAreNamedObjectsWithTheirJsonNamesAndTypedProperties() {
        JsonSchemaGenerator generator = SimdJsonMapper.create().schemaGenerator(REF);

        assertThat(generator.schema(Order.class)).isEqualTo(Map.of("$ref", REF + "JsonSchemaGeneratorTest.Order"));
        Map<String, Object> order = definition(generator, "JsonSchemaGeneratorTest.Order");
        assertThat(order).containsEntry("type", "object").doesNotContainKey("required");
        @SuppressWarnings("unchecked")
        Map<String, Object> properties = (Map<String, Object>) order.get("properties");
        assertThat(properties).containsEntry("order_id", Map.of("type", "string", "format", "uuid"))
                .containsEntry("customerId", Map.of("type", "integer", "format", "int64"))
                .containsEntry("total", Map.of("type", "number"))
                .containsEntry("placedAt", Map.of("type", "string", "format", "date-time"))
                .containsEntry("lines", Map.of("type", "array", "items",
                        Map.of("$ref", REF + "JsonSchemaGeneratorTest.Line")))
                .containsEntry("tags", Map.of("type", "array", "items", Map.of("type", "string"),
                        "uniqueItems", true))
                .containsEntry("counts", Map.of("type", "object", "additionalProperties",
                        Map.of("type", "integer", "format", "int32")))
                .containsEntry("note", Map.of("type", "string"))
                .containsEntry("color", Map.of("$ref", REF + "JsonSchemaGeneratorTest.Color"))
                .containsEntry("weights", Map.of("type", "array", "items", Map.of("type", "number")));
        assertThat(definition(generator, "JsonSchemaGeneratorTest.Color"))
                .isEqualTo(Map.of("type", "string", "enum", List.of("crimson", "GREEN")));
        assertThat(generator.definitions()).containsKey("JsonSchemaGeneratorTest.Line");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theNamingStrategyAndUnknownPropertyPolicyShowInTheSchema() {
        SimdJsonMapper snake = SimdJsonMapper.builder().naming(PropertyNaming.SNAKE_CASE)
                .unknownProperties(UnknownProperties.FAIL).build();
        JsonSchemaGenerator generator = snake.schemaGenerator(REF);
        generator.schema(Order.class);

        Map<String, Object> order = definition(generator, "JsonSchemaGeneratorTest.Order");
        assertThat(order).containsEntry("additionalProperties", false);
        assertThat(((Map<String, ?>) order.get("properties")).keySet()).contains("order_id", "customer_id", "placed_at");
    }

    @Test
    void unionsAreOneOfTheirSubtypesWithTheDiscriminator() {
        JsonSchemaGenerator generator = SimdJsonMapper.create().schemaGenerator(REF);

        assertThat(generator.schema(Shape.class)).isEqualTo(Map.of("$ref", REF + "JsonSchemaGeneratorTest.Shape"));
        Map<String, Object> shape = definition(generator, "JsonSchemaGeneratorTest.Shape");
        assertThat(shape.get("oneOf")).isEqualTo(List.of(Map.of("$ref", REF + "JsonSchemaGeneratorTest.Shape.Circle"),
                Map.of("$ref", REF + "JsonSchemaGeneratorTest.Shape.Square")));
        assertThat(shape.get("discriminator")).isEqualTo(Map.of("propertyName", "kind", "mapping",
                Map.of("circle", REF + "JsonSchemaGeneratorTest.Shape.Circle",
                        "square", REF + "JsonSchemaGeneratorTest.Shape.Square")));
        assertThat(definition(generator, "JsonSchemaGeneratorTest.Shape.Circle")).isEqualTo(Map.of("type", "object",
                "properties", Map.of("kind", Map.of("const", "circle"), "radius", Map.of("type", "number")),
                "required", List.of("kind")));
    }

    @Test
    void recursiveTypesReferToThemselves() {
        JsonSchemaGenerator generator = SimdJsonMapper.create().schemaGenerator(REF);

        generator.schema(Tree.class);

        assertThat(((Map<?, ?>) definition(generator, "JsonSchemaGeneratorTest.Tree").get("properties"))
                .get("children")).isEqualTo(Map.of("type", "array", "items",
                Map.of("$ref", REF + "JsonSchemaGeneratorTest.Tree")));
    }

    @Test
    void genericTypesAreDescribedWithTheirArguments() {
        JsonSchemaGenerator generator = SimdJsonMapper.create().schemaGenerator(REF);
        Type pageOfLines = JavaTypes.parameterized(Page.class, Line.class);

        assertThat(generator.schema(pageOfLines)).isEqualTo(Map.of("type", "object", "properties", Map.of(
                "items", Map.of("type", "array", "items", Map.of("$ref", REF + "JsonSchemaGeneratorTest.Line")),
                "total", Map.of("type", "integer", "format", "int32"))));
        assertThat(generator.schema(JavaTypes.listOf(String.class)))
                .isEqualTo(Map.of("type", "array", "items", Map.of("type", "string")));
        assertThat(generator.schema(Object.class)).isEmpty();
        assertThat(generator.schema(void.class)).isEqualTo(Map.of("type", "null"));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> definition(JsonSchemaGenerator generator, String name) {
        assertThat(generator.definitions()).containsKey(name);
        return (Map<String, Object>) generator.definitions().get(name);
    }
}
