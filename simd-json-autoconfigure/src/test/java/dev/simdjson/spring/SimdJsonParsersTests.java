package dev.simdjson.spring;

import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SimdJsonParsersTests {

    @Test
    void aThreadKeepsItsParser() {
        SimdJsonParsers parsers = new SimdJsonParsers();
        assertThat(parsers.parser()).isSameAs(parsers.parser());
        assertThat(parsers.limits()).isEqualTo(JsonLimits.DEFAULTS);
        assertThat(parsers.implementation()).isEqualTo(Implementation.AUTO);
    }

    @Test
    void eachThreadGetsItsOwnParserWithTheConfiguration() throws Exception {
        JsonLimits limits = JsonLimits.DEFAULTS.withMaxDepth(5);
        SimdJsonParsers parsers = new SimdJsonParsers(limits, Implementation.SCALAR);
        Set<JsonParser> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        try (ExecutorService pool = Executors.newFixedThreadPool(4)) {
            List<Callable<JsonParser>> tasks = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                tasks.add(() -> {
                    JsonParser parser = parsers.parser();
                    Thread.sleep(50); // keep the thread busy so that each task runs on a thread of its own
                    return parser;
                });
            }
            for (Future<JsonParser> future : pool.invokeAll(tasks)) {
                seen.add(future.get());
            }
        }
        assertThat(seen).hasSize(4).allSatisfy(parser -> {
            assertThat(parser.limits()).isEqualTo(limits);
            assertThat(parser.implementation()).isEqualTo(Implementation.SCALAR);
        });
        assertThat(seen).doesNotContain(parsers.parser());
    }

    @Test
    void parsesConcurrently() throws Exception {
        SimdJsonParsers parsers = new SimdJsonParsers();
        try (ExecutorService pool = Executors.newFixedThreadPool(4)) {
            List<Callable<Long>> tasks = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int base = t * 1000;
                tasks.add(() -> {
                    long sum = 0;
                    for (int i = 0; i < 200; i++) {
                        byte[] json = ("{\"n\":" + (base + i) + ",\"list\":[1,2,3]}").getBytes(StandardCharsets.UTF_8);
                        JsonValue value = parsers.parse(json);
                        assertThat(value.get("n").asLong()).isEqualTo(base + i);
                        sum += value.get("list").size();
                    }
                    return sum;
                });
            }
            for (Future<Long> future : pool.invokeAll(tasks)) {
                assertThat(future.get()).isEqualTo(600L);
            }
        }
    }

    @Test
    void parsesARange() {
        byte[] json = "xx[1,2]yy".getBytes(StandardCharsets.UTF_8);
        assertThat(new SimdJsonParsers().parse(json, 2, 5).size()).isEqualTo(2);
    }

    @Test
    void enforcesTheLimits() {
        SimdJsonParsers parsers = new SimdJsonParsers(JsonLimits.DEFAULTS.withMaxDepth(1), Implementation.AUTO);
        assertThat(parsers.parse("[1]".getBytes(StandardCharsets.UTF_8)).size()).isEqualTo(1);
        assertThatThrownBy(() -> parsers.parse("[[1]]".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(JsonParseException.class);
    }

    @Test
    void rejectsNulls() {
        assertThatNullPointerException().isThrownBy(() -> new SimdJsonParsers(null, Implementation.AUTO));
        assertThatNullPointerException().isThrownBy(() -> new SimdJsonParsers(JsonLimits.DEFAULTS, null));
    }
}
