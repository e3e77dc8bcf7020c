package dev.simdjson.spring.jsonrpc;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.simdjson.spring.jsonrpc.client.InventoryServer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code rpc.discover} and {@code GET /jsonrpc/openrpc.json}: the document is valid against the OpenRPC meta-schema
 * (testdata/openrpc, with its licence) and says what the methods really do: every result they answer fits the
 * result schema the document gives, and arguments that do not fit a parameter's schema are refused.
 */
@SpringBootTest(classes = InventoryServer.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"simdjson.warm-up.enabled=false", "spring.application.name=inventory-service"})
class OpenRpcDiscoveryTests {

    private static final JsonMapper JACKSON = JsonMapper.builder().build();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    @Autowired
    JsonRpcDispatcher dispatcher;

    private JsonNode discover() {
        byte[] answer = dispatcher.dispatch("{\"jsonrpc\":\"2.0\",\"method\":\"rpc.discover\",\"id\":1}"
                .getBytes(StandardCharsets.UTF_8)).join();
        JsonNode response = JACKSON.readTree(answer);
        assertThat(response.get("id").asInt()).isEqualTo(1);
        return response.get("result");
    }

    @Test
    void theDocumentIsValidOpenRpc() throws IOException {
        JsonNode document = discover();

        List<Error> errors = metaSchema().validate(document);

        assertThat(errors).isEmpty();
        assertThat(document.get("openrpc").asString()).isEqualTo("1.3.2");
        assertThat(document.get("info").get("title").asString()).isEqualTo("inventory-service");
        assertThat(document.get("info").get("version").asString()).isEqualTo("unspecified");
    }

    @Test
    void theDocumentDescribesEveryMethodWithItsParamsResultAndErrors() {
        JsonNode document = discover();
        List<String> names = new ArrayList<>();
        document.get("methods").forEach(m -> names.add(m.get("name").asString()));

        assertThat(names).containsExactly("inventory.count", "inventory.item", "inventory.items",
                "inventory.lastEvent", "inventory.later", "inventory.reserve", "inventory.restocked", "inventory.stock");
        JsonNode reserve = method(document, "inventory.reserve");
        assertThat(reserve.get("params").toString()).isEqualTo("[{\"name\":\"sku\",\"required\":true,\"schema\":"
                + "{\"type\":\"string\"}},{\"name\":\"count\",\"required\":true,\"schema\":{\"type\":\"integer\","
                + "\"format\":\"int32\"}}]");
        assertThat(reserve.get("result").get("schema").toString()).isEqualTo("{\"type\":\"integer\","
                + "\"format\":\"int32\"}");
        assertThat(reserve.get("errors").toString()).contains("{\"code\":4001,\"message\":\"out of stock\"}")
                .contains("-32602");
        assertThat(method(document, "inventory.stock").get("params").get(0).get("required").asBoolean()).isFalse();
        assertThat(method(document, "inventory.later").get("result").get("schema").toString())
                .isEqualTo("{\"$ref\":\"#/components/schemas/Inventory.Item\"}");
        assertThat(method(document, "inventory.later").get("errors").toString()).contains("-32000");
        assertThat(method(document, "inventory.restocked").get("result").get("schema").toString())
                .isEqualTo("{\"type\":\"null\"}");
        JsonNode event = document.get("components").get("schemas").get("Inventory.Event");
        assertThat(event.get("discriminator").get("propertyName").asString()).isEqualTo("kind");
        assertThat(event.get("oneOf")).hasSize(2);
    }

    @Test
    void everyAnswerFitsItsResultSchemaAndArgumentsOutsideTheParamSchemasAreRefused() throws Exception {
        JsonNode document = discover();
        Map<String, String> calls = Map.of(
                "inventory.item", "{\"sku\":\"A-1\"}",
                "inventory.items", "{\"skus\":[\"A-1\",\"B-2\"]}",
                "inventory.stock", "{}",
                "inventory.later", "{\"sku\":\"L\",\"millis\":1}",
                "inventory.reserve", "{\"sku\":\"A-1\",\"count\":1}",
                "inventory.lastEvent", "{\"kind\":\"sold_out\"}");
        for (Map.Entry<String, String> call : calls.entrySet()) {
            JsonNode method = method(document, call.getKey());
            JsonNode params = JACKSON.readTree(call.getValue());
            for (JsonNode param : method.get("params")) {
                JsonNode argument = params.get(param.get("name").asString());
                if (argument != null) {
                    assertThat(schema(document, param.get("schema")).validate(argument)).as(call.getKey()).isEmpty();
                }
            }
            JsonNode response = JACKSON.readTree(post("{\"jsonrpc\":\"2.0\",\"method\":\"" + call.getKey()
                    + "\",\"params\":" + call.getValue() + ",\"id\":7}"));
            assertThat(response.has("result")).as(response.toString()).isTrue();
            assertThat(schema(document, method.get("result").get("schema")).validate(response.get("result")))
                    .as(call.getKey() + " answered " + response).isEmpty();
        }
        // An argument outside the schema (a string for an int32) is refused by the method, as the schema says.
        JsonNode count = method(document, "inventory.reserve").get("params").get(1).get("schema");
        assertThat(schema(document, count).validate(JACKSON.readTree("\"many\""))).isNotEmpty();
        JsonNode refused = JACKSON.readTree(post("{\"jsonrpc\":\"2.0\",\"method\":\"inventory.reserve\","
                + "\"params\":{\"sku\":\"A-1\",\"count\":\"many\"},\"id\":8}"));
        assertThat(refused.get("error").get("code").asInt()).isEqualTo(-32602);
        // And an answer of the other union member fits the same schema.
        JsonNode restocked = JACKSON.readTree(post("{\"jsonrpc\":\"2.0\",\"method\":\"inventory.lastEvent\","
                + "\"params\":{\"kind\":\"restocked\"},\"id\":9}")).get("result");
        JsonNode eventSchema = method(document, "inventory.lastEvent").get("result").get("schema");
        assertThat(schema(document, eventSchema).validate(restocked)).isEmpty();
        assertThat(schema(document, eventSchema).validate(JACKSON.readTree("{\"kind\":\"melted\"}"))).isNotEmpty();
    }

    @Test
    void servedOverHttpAsTheSameDocument() throws Exception {
        HttpResponse<String> get = HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port
                + "/jsonrpc/openrpc.json")).build(), HttpResponse.BodyHandlers.ofString());

        assertThat(get.statusCode()).isEqualTo(200);
        assertThat(get.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(JACKSON.readTree(get.body())).isEqualTo(discover());
        assertThat(JACKSON.readTree(post("{\"jsonrpc\":\"2.0\",\"method\":\"rpc.discover\",\"id\":\"d\"}"))
                .get("result")).isEqualTo(discover());
    }

    @Test
    void aNotificationOfRpcDiscoverIsNotAnswered() {
        assertThat(dispatcher.dispatch("{\"jsonrpc\":\"2.0\",\"method\":\"rpc.discover\"}"
                .getBytes(StandardCharsets.UTF_8)).join()).isNull();
    }

    private String post(String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/jsonrpc"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    private static JsonNode method(JsonNode document, String name) {
        for (JsonNode m : document.get("methods")) {
            if (m.get("name").asString().equals(name)) {
                return m;
            }
        }
        throw new AssertionError("no method " + name + " in " + document);
    }

    /** A draft-07 schema of {@code schema}, whose references find the document's components. */
    private static Schema schema(JsonNode document, JsonNode schema) {
        ObjectNode root = JACKSON.createObjectNode();
        root.put("$schema", "http://json-schema.org/draft-07/schema#");
        root.set("components", document.get("components"));
        root.putArray("allOf").add(schema);
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(root.toString(),
                InputFormat.JSON);
    }

    /**
     * The OpenRPC meta-schema as published, read as draft-07: its dialect address ({@code https://meta.json-schema.
     * tools}, a draft-07 dialect) is mapped to the draft-07 meta-schema the validator carries, so nothing is fetched.
     */
    private static Schema metaSchema() throws IOException {
        String draft7;
        try (InputStream in = SchemaRegistry.class.getClassLoader().getResourceAsStream("draft-07/schema")) {
            draft7 = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String openrpc;
        try (InputStream in = OpenRpcDiscoveryTests.class.getResourceAsStream(
                "/testdata/openrpc/openrpc-meta-schema.json")) {
            openrpc = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .replace("\"$schema\": \"https://meta.json-schema.tools/\"",
                            "\"$schema\": \"http://json-schema.org/draft-07/schema#\"");
        }
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7,
                builder -> builder.schemas(Map.of("https://meta.json-schema.tools", draft7)));
        return registry.getSchema(openrpc, InputFormat.JSON);
    }
}
