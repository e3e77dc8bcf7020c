package dev.simdjson.docs;

import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The {@code simdjson.*} properties page, generated from the configuration metadata that Spring Boot's
 * configuration processor writes into the starter's jar (never typed by hand). A property without a description is
 * an error: the page would have nothing to say about it.
 */
final class PropertiesReference {

    static final String METADATA = "META-INF/spring-configuration-metadata.json";

    /** One documented property. */
    record Property(String name, String type, String defaultValue, String description) {
    }

    private PropertiesReference() {
    }

    /** simd-json's properties (simdjson.* and the management.*.simdjson.* switches) from every metadata file found. */
    static List<Property> load(ClassLoader loader) throws IOException {
        Map<String, Property> properties = new TreeMap<>();
        Enumeration<URL> files = loader.getResources(METADATA);
        JsonParser parser = new JsonParser();
        while (files.hasMoreElements()) {
            JsonValue root;
            try (InputStream in = files.nextElement().openStream()) {
                root = parser.parse(in);
            }
            JsonValue list = root.get("properties");
            if (list == null) {
                continue;
            }
            for (JsonValue p : list) {
                String name = p.get("name").asString();
                if (!name.startsWith("simdjson.") && !name.contains(".simdjson.")) {
                    continue;
                }
                properties.putIfAbsent(name, new Property(name, text(p.get("type")), defaultOf(p.get("defaultValue")),
                        text(p.get("description"))));
            }
        }
        return new ArrayList<>(properties.values());
    }

    /** The properties that lack a description. */
    static List<String> undescribed(List<Property> properties) {
        return properties.stream().filter(p -> p.description() == null || p.description().isBlank())
                .map(Property::name).toList();
    }

    /** The page, as Markdown: one table per top-level group. */
    static String markdown(List<Property> properties) {
        StringBuilder md = new StringBuilder("""
                # Configuration properties

                Every `simdjson.*` property of the starter, generated from its configuration metadata at build time
                (`META-INF/spring-configuration-metadata.json`, written by Spring Boot's configuration processor
                from the `@ConfigurationProperties` classes and their Javadoc). How they fit together:
                [the starter](starter.md), [socket adapters](integration.md), [JSON-RPC](jsonrpc.md), [Kafka](kafka.md).

                """);
        Map<String, List<Property>> groups = new TreeMap<>();
        for (Property p : properties) {
            groups.computeIfAbsent(group(p.name()), g -> new ArrayList<>()).add(p);
        }
        for (Map.Entry<String, List<Property>> g : groups.entrySet()) {
            md.append("## `").append(g.getKey()).append("`\n\n");
            md.append("| property | type | default | description |\n|---|---|---|---|\n");
            g.getValue().sort(Comparator.comparing(Property::name));
            for (Property p : g.getValue()) {
                md.append("| `").append(p.name()).append("` | ").append(cell(shortType(p.type()))).append(" | ")
                        .append(p.defaultValue() == null ? "" : "`" + cell(p.defaultValue()) + "`").append(" | ")
                        .append(cell(p.description())).append(" |\n");
            }
            md.append('\n');
        }
        return md.toString();
    }

    /** {@code simdjson.integration.tcp} for {@code simdjson.integration.tcp.port}; the switches of Actuator apart. */
    private static String group(String name) {
        return name.startsWith("simdjson.") ? name.substring(0, name.lastIndexOf('.')) : "management";
    }

    private static String shortType(String type) {
        if (type == null) {
            return "";
        }
        return type.replaceAll("([a-z][a-z0-9_]*\\.)+", "").replace('$', '.');
    }

    private static String cell(String text) {
        return text == null ? "" : text.replace("|", "\\|").replace("\n", " ");
    }

    private static String text(JsonValue v) {
        return v == null || v.isNull() ? null : v.asString();
    }

    private static String defaultOf(JsonValue v) {
        if (v == null || v.isNull()) {
            return null;
        }
        return v.isString() ? v.asString() : v.toString();
    }
}
