package dev.simdjson.spring.http;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.Transport;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractHttpMessageConverter;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;
import org.springframework.http.converter.ByteArrayHttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.ResourceHttpMessageConverter;
import org.springframework.http.converter.StringHttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Where {@link SimdJsonHttpConverterPlacement} puts the converter in a list built by Spring. */
class SimdJsonHttpMessageConverterPlacementTests {

    private final SimdJsonHttpMessageConverter ours = new SimdJsonHttpMessageConverter(
            new JsonBodies(SimdJsonMapper.create(), List.of(), ParseMetrics.NONE, new JacksonHandoffs()),
            Transport.HTTP_SERVER, List.of(MediaType.APPLICATION_JSON));

    /** Another JSON library's converter (Gson, JSON-B), as far as placement can tell. */
    static final class OtherJson extends AbstractHttpMessageConverter<Object> {
        OtherJson() {
            super(MediaType.APPLICATION_JSON);
        }

        @Override
        protected boolean supports(Class<?> clazz) {
            return true;
        }

        @Override
        protected Object readInternal(Class<?> clazz, HttpInputMessage inputMessage) {
            throw new UnsupportedOperationException();
        }

        @Override
        protected void writeInternal(Object o, HttpOutputMessage outputMessage) {
            throw new UnsupportedOperationException();
        }
    }

    /** Jackson's converter base serving another format (as its XML, Smile, CBOR and YAML converters do). */
    static final class JacksonXmlLike extends AbstractJacksonHttpMessageConverter<JsonMapper> {
        JacksonXmlLike() {
            super(JsonMapper.builder().build(), MediaType.APPLICATION_XML);
        }
    }

    /** An application's own subclass of Jackson's converter. */
    static final class CustomJackson extends JacksonJsonHttpMessageConverter {
    }

    @Test
    void goesDirectlyAheadOfJacksonsJsonConverterNotItsXmlOne() {
        List<HttpMessageConverter<?>> list = list(new ByteArrayHttpMessageConverter(), new StringHttpMessageConverter(),
                new ResourceHttpMessageConverter(), new JacksonXmlLike(), new OtherJson(),
                new CustomJackson());
        int at = SimdJsonHttpConverterPlacement.insertAheadOfJson(list, ours);
        assertThat(at).isEqualTo(5);
        assertThat(list.get(6)).isInstanceOf(CustomJackson.class);
        assertThat(list.get(5)).isInstanceOfSatisfying(SimdJsonHttpMessageConverter.class, placed -> {
            assertThat(placed.fallback()).as("Jackson writes what simd-json cannot").isSameAs(list.get(6));
            assertThat(placed.transport()).isEqualTo(Transport.HTTP_SERVER);
            assertThat(placed.getSupportedMediaTypes()).isEqualTo(ours.getSupportedMediaTypes());
        });
    }

    @Test
    void withoutJacksonGoesAheadOfTheFirstJsonConverter() {
        List<HttpMessageConverter<?>> list = list(new ByteArrayHttpMessageConverter(), new StringHttpMessageConverter(),
                new OtherJson());
        assertThat(SimdJsonHttpConverterPlacement.insertAheadOfJson(list, ours)).isEqualTo(2);
        assertThat(list.get(3)).isInstanceOf(OtherJson.class);
        assertThat(((SimdJsonHttpMessageConverter) list.get(2)).fallback()).isSameAs(list.get(3));
    }

    @Test
    void withoutAnyJsonConverterGoesLast() {
        List<HttpMessageConverter<?>> list = list(new ByteArrayHttpMessageConverter(), new StringHttpMessageConverter());
        assertThat(SimdJsonHttpConverterPlacement.insertAheadOfJson(list, ours)).isEqualTo(2);
        assertThat(list).last().isSameAs(ours);
        assertThat(ours.fallback()).isNull();
    }

    private static List<HttpMessageConverter<?>> list(HttpMessageConverter<?>... converters) {
        return new ArrayList<>(List.of(converters));
    }
}
