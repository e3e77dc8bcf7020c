package dev.simdjson.spring.kafka;

import dev.simdjson.JavaTypes;
import tools.jackson.databind.JavaType;

import java.lang.reflect.Type;

/** Jackson's {@link JavaType} (what Spring Kafka's type mapper and type resolvers give) as a reflection type. */
final class JavaTypeConversion {

    private JavaTypeConversion() {
    }

    /** {@code List<Order>} for Jackson's {@code CollectionType(List, Order)}, and so on, recursively. */
    static Type toType(JavaType javaType) {
        Class<?> raw = javaType.getRawClass();
        if (javaType.isArrayType()) {
            JavaType component = javaType.getContentType();
            return component.containedTypeCount() == 0 ? raw : JavaTypes.arrayOf(toType(component));
        }
        int count = javaType.containedTypeCount();
        if (count == 0 || count != raw.getTypeParameters().length) {
            return raw;
        }
        Type[] arguments = new Type[count];
        for (int k = 0; k < count; k++) {
            arguments[k] = toType(javaType.containedType(k));
        }
        return JavaTypes.parameterized(raw, arguments);
    }
}
