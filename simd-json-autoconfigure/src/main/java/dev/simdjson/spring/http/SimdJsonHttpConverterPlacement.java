package dev.simdjson.spring.http;

import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConverter;

import java.util.List;

/**
 * Puts a {@link SimdJsonHttpMessageConverter} directly ahead of the JSON converter in a built list of converters:
 * after the byte-array, string, resource and form converters (so it never sees {@code byte[]}, {@code String} or
 * {@code Resource} bodies), and ahead of Jackson, which then gets only the types simd-json refuses.
 */
public final class SimdJsonHttpConverterPlacement {

    private static final String JACKSON_CONVERTER =
            "org.springframework.http.converter.AbstractJacksonHttpMessageConverter";
    private static final String JACKSON_2_CONVERTER =
            "org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter";

    private SimdJsonHttpConverterPlacement() {
    }

    /**
     * Inserts {@code converter} before the first Jackson JSON converter of {@code converters}; failing that,
     * before the first converter that writes {@code application/json} (Gson, JSON-B); failing that, at the end.
     * The converter it goes ahead of becomes its {@link SimdJsonHttpMessageConverter#fallback() fallback} for
     * values simd-json turns out not to write. Other {@link SimdJsonHttpMessageConverter}s already in the list stay
     * where they are.
     *
     * @return the index the converter was inserted at
     */
    public static int insertAheadOfJson(List<HttpMessageConverter<?>> converters,
            SimdJsonHttpMessageConverter converter) {
        int at = indexOfJson(converters);
        converters.add(at, at < converters.size() ? converter.withFallback(converters.get(at)) : converter);
        return at;
    }

    /** The index of the converter simd-json goes ahead of, or the list's size when there is none. */
    static int indexOfJson(List<HttpMessageConverter<?>> converters) {
        for (int i = 0; i < converters.size(); i++) {
            HttpMessageConverter<?> c = converters.get(i);
            if (isJackson(c.getClass()) && writesJson(c)) {
                return i;
            }
        }
        for (int i = 0; i < converters.size(); i++) {
            HttpMessageConverter<?> c = converters.get(i);
            if (!(c instanceof SimdJsonHttpMessageConverter) && writesJson(c)) {
                return i;
            }
        }
        return converters.size();
    }

    /**
     * Whether {@code type} extends Spring's Jackson 3 or Jackson 2 converter base, compared by name as either may be
     * absent. Those bases serve XML, Smile, CBOR and YAML too: the caller also checks for {@code application/json}.
     */
    private static boolean isJackson(Class<?> type) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            String name = c.getName();
            if (name.equals(JACKSON_CONVERTER) || name.equals(JACKSON_2_CONVERTER)) {
                return true;
            }
        }
        return false;
    }

    private static boolean writesJson(HttpMessageConverter<?> converter) {
        for (MediaType type : converter.getSupportedMediaTypes()) {
            if (type.getType().equals("application") && type.getSubtype().equals("json")) {
                return true;
            }
        }
        return false;
    }
}
