package dev.simdjson.internal.write;

import dev.simdjson.JsonParser;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.UUID;

import static dev.simdjson.internal.write.BootJackson.assertSameAsJackson;
import static org.assertj.core.api.Assertions.assertThat;

/** Leaf types, containers and maps, byte for byte as Jackson. */
class ValueDifferentialTest {

    enum Color { RED, GREEN, BLUE }

    enum Shouting {
        QUIET,
        LOUD {
            @Override
            public String toString() {
                return "loud!";
            }
        }
    }

    @Test
    void scalars() {
        assertSameAsJackson(null);
        assertSameAsJackson(true);
        assertSameAsJackson(false);
        assertSameAsJackson("text");
        assertSameAsJackson(UUID.fromString("123e4567-e89b-12d3-a456-426614174000"));
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < 100; i++) {
            assertSameAsJackson(new UUID(r.nextLong(), r.nextLong()));
        }
        assertSameAsJackson(URI.create("https://example.com/a?b=c&d=é"));
        assertSameAsJackson(Color.GREEN);
        assertSameAsJackson(Shouting.LOUD);
        assertSameAsJackson(Shouting.QUIET);
    }

    @Test
    void base64() {
        SplittableRandom r = new SplittableRandom(5);
        for (int len = 0; len < 300; len++) {
            byte[] b = new byte[len];
            r.nextBytes(b);
            assertSameAsJackson(b);
        }
        byte[] big = new byte[100_000];
        r.nextBytes(big);
        assertSameAsJackson(big);
    }

    @Test
    void javaTime() {
        for (int nanos : new int[] {0, 1, 10, 100_000, 120_000_000, 123_000_000, 123_400_000, 123_456_789,
                999_999_999}) {
            assertSameAsJackson(Instant.ofEpochSecond(1_710_000_000L, nanos));
            assertSameAsJackson(LocalDateTime.of(2024, 3, 9, 16, 0, 0, nanos));
            assertSameAsJackson(LocalTime.of(0, 0, 0, nanos));
            assertSameAsJackson(OffsetDateTime.of(2024, 3, 9, 16, 0, 5, nanos, ZoneOffset.ofHoursMinutes(5, 30)));
            assertSameAsJackson(OffsetDateTime.of(2024, 3, 9, 16, 0, 5, nanos, ZoneOffset.UTC));
            assertSameAsJackson(ZonedDateTime.of(2024, 7, 9, 16, 0, 5, nanos, ZoneId.of("Europe/Paris")));
            assertSameAsJackson(Duration.ofSeconds(3723, nanos));
        }
        assertSameAsJackson(Instant.EPOCH);
        assertSameAsJackson(Instant.MIN);
        assertSameAsJackson(Instant.MAX);
        assertSameAsJackson(LocalDate.of(2024, 2, 29));
        assertSameAsJackson(LocalDate.of(-5, 1, 1));
        assertSameAsJackson(LocalDate.of(12345, 1, 1));
        assertSameAsJackson(LocalDateTime.of(2024, 1, 2, 3, 4));
        assertSameAsJackson(Duration.ZERO);
        assertSameAsJackson(Duration.ofMillis(-1500));
        assertSameAsJackson(Duration.ofDays(400));
    }

    @Test
    void optionals() {
        assertSameAsJackson(Optional.empty());
        assertSameAsJackson(Optional.of("x"));
        assertSameAsJackson(Optional.of(List.of(1, 2)));
        assertSameAsJackson(OptionalInt.of(3));
        assertSameAsJackson(OptionalInt.empty());
        assertSameAsJackson(OptionalLong.of(-3));
        assertSameAsJackson(OptionalLong.empty());
        assertSameAsJackson(OptionalDouble.of(2.5));
        assertSameAsJackson(OptionalDouble.empty());
    }

    @Test
    void collectionsAndArrays() {
        assertSameAsJackson(List.of());
        assertSameAsJackson(List.of(1, 2, 3));
        assertSameAsJackson(Arrays.asList(1, null, "two", 3.5, true, List.of()));
        assertSameAsJackson(new LinkedList<>(List.of("a", "b")));
        assertSameAsJackson(new LinkedHashSet<>(List.of("a", "b", "c")));
        assertSameAsJackson(new ArrayDeque<>(List.of(1L, 2L)));
        assertSameAsJackson(Set.of(Color.RED));
        assertSameAsJackson(new int[] {1, -2, Integer.MAX_VALUE});
        assertSameAsJackson(new long[] {Long.MIN_VALUE});
        assertSameAsJackson(new double[] {0.12, 0.08, 0.10, 1e300});
        assertSameAsJackson(new float[] {0.12f, 0.08f, 0.10f, 3.4e38f});
        assertSameAsJackson(new boolean[] {true, false});
        assertSameAsJackson(new short[] {1, -1});
        assertSameAsJackson(new String[] {"a", null, "c"});
        assertSameAsJackson(new Object[] {1, "a", 2.5, null, new int[] {1}});
        assertSameAsJackson(new int[][] {{1, 2}, {}, {3}});
        assertSameAsJackson(new Color[] {Color.BLUE, Color.RED});
        assertSameAsJackson(List.of(List.of(List.of("deep"))));
    }

    @Test
    void maps() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("a", 1);
        m.put("quote\"key", "v");
        m.put("nul", null);
        m.put("nested", Map.of("x", List.of(1, 2)));
        m.put("é", 'c');
        assertSameAsJackson(m);
        assertSameAsJackson(new TreeMap<>(Map.of(3, "three", -1, "minus one", 20, "twenty")));
        assertSameAsJackson(new TreeMap<>(Map.of(3L, "three")));
        assertSameAsJackson(new TreeMap<>(Map.of(1.5, "x", 1e10, "y", -0.0, "z")));
        assertSameAsJackson(new TreeMap<>(Map.of(1.5f, "x")));
        assertSameAsJackson(new EnumMap<>(Map.of(Color.RED, 1, Color.BLUE, 2)));
        assertSameAsJackson(new HashMap<>(Map.of(Shouting.LOUD, 1)));
        assertSameAsJackson(new TreeMap<>(Map.of(true, 1, false, 0)));
        assertSameAsJackson(new TreeMap<>(Map.of('k', 1)));
        assertSameAsJackson(Map.of(UUID.fromString("123e4567-e89b-12d3-a456-426614174000"), 1));
        assertSameAsJackson(Map.of(new java.math.BigDecimal("1.50"), 1));
        assertSameAsJackson(Map.of());
    }

    @Test
    void domValuesAreWrittenCompact() {
        byte[] json = "{ \"a\" : [1, 2.50, \"x\\u0041\"], \"b\": null }".getBytes();
        var value = new JsonParser().parse(json);
        assertThat(BootJackson.text(BootJackson.SCALAR.write(value))).isEqualTo("{\"a\":[1,2.50,\"x\\u0041\"],\"b\":null}");
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("raw", value.get("a"));
        assertThat(BootJackson.text(BootJackson.SCALAR.write(m))).isEqualTo("{\"raw\":[1,2.50,\"x\\u0041\"]}");
        assertThat(BootJackson.text(BootJackson.SCALAR.write(new ArrayList<>(List.of(value.get("b"))))))
                .isEqualTo("[null]");
    }
}
