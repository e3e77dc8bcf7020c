package dev.simdjson.spring.kafka;

import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;
import org.jspecify.annotations.Nullable;
import org.springframework.kafka.support.mapping.DefaultJacksonJavaTypeMapper;
import org.springframework.kafka.support.mapping.JacksonJavaTypeMapper;
import tools.jackson.databind.JavaType;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The type a record's type headers name, as Spring Kafka's type mapper decides it (trusted packages, type mappings),
 * remembered per distinct set of header values: the mapper loads the class by name for every record, which costs
 * about as much as binding a small value. Only Spring Kafka's own mapper is remembered (another may look at other
 * headers); a refusal is never remembered, and at most {@link #MAX_ENTRIES} answers are kept. Configure the mapper
 * before the first record: an answer once given stands. Thread-safe.
 */
final class TypeHeaders {

    static final int MAX_ENTRIES = 256;

    private final Map<String, JavaType> answers = new ConcurrentHashMap<>();

    @Nullable JavaType resolve(JacksonJavaTypeMapper mapper, Headers headers) {
        if (!(mapper instanceof DefaultJacksonJavaTypeMapper named)) {
            return mapper.toJavaType(headers);
        }
        Header classId = headers.lastHeader(named.getClassIdFieldName());
        if (classId == null) {
            return mapper.toJavaType(headers);
        }
        String key = value(classId) + '\n' + value(headers.lastHeader(named.getContentClassIdFieldName())) + '\n'
                + value(headers.lastHeader(named.getKeyClassIdFieldName()));
        JavaType type = answers.get(key);
        if (type == null) {
            type = mapper.toJavaType(headers); // throws for a class outside the trusted packages
            if (type != null) {
                if (answers.size() >= MAX_ENTRIES) {
                    answers.clear();
                }
                answers.put(key, type);
            }
        }
        return type;
    }

    /** Forgets every answer (the type mapper was replaced). */
    void clear() {
        answers.clear();
    }

    private static String value(@Nullable Header header) {
        return header == null || header.value() == null ? "" : new String(header.value(), StandardCharsets.ISO_8859_1);
    }
}
