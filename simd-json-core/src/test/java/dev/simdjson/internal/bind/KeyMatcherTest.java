package dev.simdjson.internal.bind;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Key comparison by words: every length, a difference at every position, names at the very end of the input. */
class KeyMatcherTest {

    @Test
    void sameBytesFindsADifferenceAtEveryPositionOfEveryLength() {
        for (int n = 0; n <= 40; n++) {
            byte[] name = new byte[n];
            for (int k = 0; k < n; k++) {
                name[k] = (byte) ('a' + (k * 7) % 26);
            }
            // the name at the end of a buffer: nothing may be read past it
            byte[] buf = new byte[n + 3];
            System.arraycopy(name, 0, buf, 3, n);
            assertThat(KeyMatcher.sameBytes(buf, 3, name)).as("length %d", n).isTrue();
            for (int k = 0; k < n; k++) {
                buf[3 + k] ^= 0x20;
                assertThat(KeyMatcher.sameBytes(buf, 3, name)).as("length %d, byte %d differs", n, k).isFalse();
                buf[3 + k] ^= 0x20;
            }
        }
    }

    @Test
    void findsEachNameAndNothingElse() {
        List<String> names = List.of("id", "name", "email", "age", "active", "score", "tags", "friends",
                "a_rather_long_property_name", "a_rather_long_property_nam3", "zoë");
        int[] targets = new int[names.size()];
        for (int k = 0; k < targets.length; k++) {
            targets[k] = k * 10;
        }
        KeyMatcher matcher = new KeyMatcher(names, targets);
        for (int k = 0; k < names.size(); k++) {
            byte[] b = BindTesting.utf8("\"" + names.get(k) + "\"");
            assertThat(matcher.find(b, 1, b.length - 2)).isEqualTo(k * 10);
        }
        for (String other : List.of("", "i", "ids", "Name", "a_rather_long_property_nameX", "zoe")) {
            byte[] b = BindTesting.utf8(other);
            assertThat(matcher.find(b, 0, b.length)).as(other).isEqualTo(-1);
        }
    }
}
