package dev.simdjson.spring.jackson;

import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;

/**
 * Jackson 3 (with {@code -parameters}, as Boot compiles) treats a public constructor whose parameters all have names
 * as a candidate creator even when the class also has a no-arg constructor (the Lombok {@code @NoArgsConstructor}
 * + {@code @AllArgsConstructor} shape), and then writes that constructor's properties first. simd-json uses the no-arg
 * constructor and writes the properties in name order, so such classes are written by Jackson.
 */
final class JacksonCreators {

    private JacksonCreators() {
    }

    static boolean hasImplicitCreatorBesideNoArgs(Class<?> type) {
        if (type.isRecord() || type.isEnum() || type.isInterface() || Modifier.isAbstract(type.getModifiers())
                || type.getName().startsWith("java.")) {
            return false;
        }
        boolean noArgs = false;
        boolean named = false;
        for (Constructor<?> c : type.getConstructors()) {
            if (c.getParameterCount() == 0) {
                noArgs = true;
            } else if (c.getParameters()[0].isNamePresent()) {
                named = true;
            }
        }
        return noArgs && named;
    }
}
