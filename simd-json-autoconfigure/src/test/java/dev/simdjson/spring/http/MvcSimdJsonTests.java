package dev.simdjson.spring.http;

import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.JacksonHandoffs.Direction;
import dev.simdjson.spring.JacksonHandoffs.Handoff;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.MediaType;
import org.springframework.http.converter.ByteArrayHttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.ResourceHttpMessageConverter;
import org.springframework.http.converter.StringHttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/** Spring MVC with the starter: which bodies go through simd-json, which through Jackson, and where it sits. */
@SpringBootTest(classes = MvcTestApplication.class)
@AutoConfigureMockMvc
class MvcSimdJsonTests {

    @Autowired
    private MockMvc mvc;

    @Autowired
    private CountingParseMetrics metrics;

    @Autowired
    private JacksonHandoffs handoffs;

    @Autowired
    private RequestMappingHandlerAdapter adapter;

    @Test
    void convertersSitDirectlyAheadOfJacksonAfterTheByteStringAndResourceConverters() {
        List<HttpMessageConverter<?>> converters = adapter.getMessageConverters();
        int ours = indexOf(converters, SimdJsonHttpMessageConverter.class);
        int jackson = indexOf(converters, JacksonJsonHttpMessageConverter.class);
        assertThat(ours).isPositive();
        assertThat(jackson).isEqualTo(ours + 1);
        assertThat(indexOf(converters, ByteArrayHttpMessageConverter.class)).isLessThan(ours);
        assertThat(indexOf(converters, StringHttpMessageConverter.class)).isLessThan(ours);
        assertThat(indexOf(converters, ResourceHttpMessageConverter.class)).isLessThan(ours);
        assertThat(converters.stream().filter(SimdJsonHttpMessageConverter.class::isInstance).count()).isOne();
        SimdJsonHttpMessageConverter converter = (SimdJsonHttpMessageConverter) converters.get(ours);
        assertThat(converter.transport()).isEqualTo(Transport.HTTP_SERVER);
        assertThat(converter.fallback()).isSameAs(converters.get(jackson));
    }

    @Test
    void aRecordBodyIsReadAndTheResponseWrittenBySimdJson() throws Exception {
        long before = metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS);
        mvc.perform(post("/items").contentType(MediaType.APPLICATION_JSON)
                        .content("{\"name\":\"bolt\",\"quantity\":3,\"tags\":[\"m8\",\"steel\"]}"))
                .andExpect(status().isOk())
                .andExpect(content().contentType(MediaType.APPLICATION_JSON))
                .andExpect(header().longValue("Content-Length", 41))
                .andExpect(content().string("{\"name\":\"BOLT\",\"quantity\":3,\"tagCount\":2}"));
        assertThat(metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS)).isEqualTo(before + 1);
    }

    @Test
    void aSealedUnionBodyIsReadBySimdJson() throws Exception {
        long before = metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS);
        mvc.perform(post("/envelopes").contentType(MediaType.APPLICATION_JSON)
                        .content("{\"stream_id\":42,\"samples\":[0.1,0.2,0.3],\"kind\":\"Telemetry\"}"))
                .andExpect(status().isOk())
                .andExpect(content().string("{\"kind\":\"Telemetry\",\"streamId\":42,\"samples\":3}"));
        mvc.perform(post("/envelopes").contentType(MediaType.APPLICATION_JSON)
                        .content("{\"kind\":\"Control\",\"stream_id\":9,\"op\":\"pause\"}"))
                .andExpect(status().isOk())
                .andExpect(content().string("{\"kind\":\"Control\",\"streamId\":9,\"samples\":0}"));
        assertThat(metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS)).isEqualTo(before + 2);
    }

    @Test
    void listsAndUnionsAreWrittenWithTheirGenericAndRuntimeTypes() throws Exception {
        long before = metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS);
        mvc.perform(post("/items/batch").contentType(MediaType.APPLICATION_JSON)
                        .content("[{\"name\":\"a\",\"quantity\":1,\"tags\":[]},{\"name\":\"b\",\"quantity\":2,"
                                + "\"tags\":[\"x\"]}]"))
                .andExpect(status().isOk())
                .andExpect(content().string("[{\"name\":\"A\",\"quantity\":1,\"tagCount\":0},"
                        + "{\"name\":\"B\",\"quantity\":2,\"tagCount\":1}]"));
        assertThat(metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS)).isEqualTo(before + 1);
        mvc.perform(get("/envelopes/last"))
                .andExpect(status().isOk())
                .andExpect(content().string("{\"kind\":\"Telemetry\",\"stream_id\":7,\"samples\":[0.5,1.25]}"));
        mvc.perform(get("/items/nut").accept(MediaType.APPLICATION_JSON))
                .andExpect(status().isOk())
                .andExpect(content().string("{\"name\":\"nut\",\"quantity\":3,\"tags\":[\"a\",\"\u00e9\\n\\\"q\\\"\"]}"));
    }

    @Test
    void aTypeSimdJsonDoesNotSupportGoesToJacksonAndIsRecorded() throws Exception {
        long before = metrics.total(Transport.HTTP_SERVER);
        mvc.perform(post("/bags").contentType(MediaType.APPLICATION_JSON).content("{\"a\":1,\"b\":[true]}"))
                .andExpect(status().isOk())
                .andExpect(content().string("{\"a\":1,\"b\":[true],\"seen\":true}"));
        assertThat(metrics.total(Transport.HTTP_SERVER)).as("simd-json parsed nothing").isEqualTo(before);
        String bag = MvcTestApplication.Bag.class.getTypeName();
        assertThat(handoffs.handoffs()).filteredOn(h -> h.type().equals(bag))
                .extracting(Handoff::direction).contains(Direction.READ, Direction.WRITE);
        assertThat(handoffs.handoffs()).filteredOn(h -> h.type().equals(bag))
                .allSatisfy(h -> assertThat(h.reason()).contains("JsonAny"));
    }

    @Test
    void aValueWhoseContentSimdJsonCannotWriteIsWrittenByJackson() throws Exception {
        mvc.perform(get("/mixed"))
                .andExpect(status().isOk())
                .andExpect(content().contentType(MediaType.APPLICATION_JSON))
                .andExpect(content().string("{\"item\":{\"name\":\"i\",\"quantity\":1,\"tags\":[]},\"bag\":{\"k\":\"v\"}}"));
    }

    @Test
    void stringAndByteArrayBodiesAreLeftToTheirOwnConverters() throws Exception {
        long before = metrics.total(Transport.HTTP_SERVER);
        mvc.perform(post("/text").contentType(MediaType.APPLICATION_JSON).content("{not json at all"))
                .andExpect(status().isOk())
                .andExpect(content().string("echo:{not json at all"));
        mvc.perform(post("/bytes").contentType(MediaType.APPLICATION_JSON)
                        .content("[1, 2,".getBytes(StandardCharsets.UTF_8)))
                .andExpect(status().isOk())
                .andExpect(content().bytes("[1, 2,".getBytes(StandardCharsets.UTF_8)));
        assertThat(metrics.total(Transport.HTTP_SERVER)).isEqualTo(before);
    }

    @Test
    void aBodyInAnotherCharsetGoesToJackson() throws Exception {
        long before = metrics.total(Transport.HTTP_SERVER);
        mvc.perform(post("/items").contentType("application/json;charset=ISO-8859-1")
                        .content("{\"name\":\"caf\u00e9\",\"quantity\":1,\"tags\":[]}".getBytes(StandardCharsets.ISO_8859_1)))
                .andExpect(status().isOk())
                .andExpect(content().string("{\"name\":\"CAF\u00c9\",\"quantity\":1,\"tagCount\":0}"));
        assertThat(metrics.total(Transport.HTTP_SERVER)).isEqualTo(before);
    }

    @Test
    void aStructuredSyntaxSuffixIsTaken() throws Exception {
        long before = metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS);
        mvc.perform(post("/items").contentType("application/vnd.acme+json")
                        .content("{\"name\":\"n\",\"quantity\":1,\"tags\":[]}"))
                .andExpect(status().isOk());
        assertThat(metrics.count(Transport.HTTP_SERVER, ParseOutcome.SUCCESS)).isEqualTo(before + 1);
    }

    @Test
    void actuatorHealthStillRenders() throws Exception {
        mvc.perform(get("/actuator/health"))
                .andExpect(status().isOk())
                .andExpect(content().contentTypeCompatibleWith("application/vnd.spring-boot.actuator.v3+json"))
                .andExpect(content().json("{\"status\":\"UP\"}"));
        mvc.perform(get("/actuator/health").accept(MediaType.APPLICATION_JSON))
                .andExpect(status().isOk())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
                .andExpect(content().json("{\"status\":\"UP\"}"));
    }

    private static int indexOf(List<HttpMessageConverter<?>> converters, Class<?> type) {
        for (int i = 0; i < converters.size(); i++) {
            if (type.isInstance(converters.get(i))) {
                return i;
            }
        }
        return -1;
    }
}
