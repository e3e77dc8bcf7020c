package dev.simdjson.internal.write;

import dev.simdjson.internal.runtime.Kernels;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.TestedWidth;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static dev.simdjson.internal.write.BootJackson.assertSameAsJackson;
import static org.assertj.core.api.Assertions.assertThat;

/** Strings with every escape class, byte for byte as Jackson, and the two kernels agreeing. */
class StringDifferentialTest {

    private static final SplittableRandom RANDOM = new SplittableRandom(7);

    @Test
    void everyAsciiCharacterAloneAndInRuns() {
        StringBuilder all = new StringBuilder();
        for (char c = 0; c < 0x80; c++) {
            assertSameAsJackson(String.valueOf(c));
            assertSameAsJackson("abcdefghijklmnopqrstuvwxyz0123456789" + c + "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
            all.append(c);
        }
        assertSameAsJackson(all.toString());
        assertSameAsJackson(all.reverse().toString());
    }

    @Test
    void specialCharactersAtEveryPositionOfAVector() {
        char[] specials = {'"', '\\', '\n', '\r', '\t', '\b', '\f', 0, 0x1F, 0x7F, 0x80, 0xFF, 0x100, 0x7FF, 0x800,
                0x2028, 0xFFFF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, '/'};
        for (int len = 0; len <= 70; len++) {
            for (char s : specials) {
                for (int at = 0; at < len; at++) {
                    char[] c = "x".repeat(len).toCharArray();
                    c[at] = s;
                    assertSameAsJackson(new String(c));
                }
            }
        }
    }

    @Test
    void unicodeAndSurrogates() {
        for (String s : new String[] {"", "é", "naïve café", "日本語のテキスト", "\uD83D\uDE00", "a\uD83D\uDE00b",
                "\uD800", "\uDC00", "\uD800\uD800", "\uDC00\uD800", "x\uD800", "\uD800x", "\uDBFF\uDFFF",
                "\u2028\u2029", "\uFEFF", "\u00A0", "\uFFFE\uFFFF", "€100", "\u0000\u0080\u0800\uD800\uDC00"}) {
            assertSameAsJackson(s);
        }
    }

    @Test
    void randomStrings() {
        List<String> strings = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            int len = RANDOM.nextInt(0, 200);
            StringBuilder sb = new StringBuilder(len);
            int mode = RANDOM.nextInt(5);
            for (int k = 0; k < len; k++) {
                sb.append(switch (mode) {
                    case 0 -> (char) RANDOM.nextInt(0x20, 0x7F);
                    case 1 -> (char) RANDOM.nextInt(0, 0x80);
                    case 2 -> (char) RANDOM.nextInt(0, 0x100);
                    case 3 -> (char) RANDOM.nextInt(0, 0x10000);
                    default -> RANDOM.nextInt(10) == 0 ? (char) RANDOM.nextInt(0, 0x10000)
                            : (char) RANDOM.nextInt(0x20, 0x7F);
                });
            }
            strings.add(sb.toString());
        }
        assertSameAsJackson(strings);
        assertSameAsJackson(String.join("", strings));
    }

    @Test
    void charsAndCharArrays() {
        assertSameAsJackson('c');
        assertSameAsJackson('"');
        assertSameAsJackson('\u0001');
        assertSameAsJackson('é');
        assertSameAsJackson("ab\"\n".toCharArray());
        assertSameAsJackson(new char[0]);
    }

    @Test
    void kernelsCopyTheSameRunsOnRandomInput() {
        StringKernel scalar = new ScalarStringKernel();
        StringKernel vector = Kernels.newStringKernel(Implementation.VECTOR);
        assertThat(vector).isNotInstanceOf(ScalarStringKernel.class);
        TestedWidth.assertVectorKernelWidth();
        assertThat(vector.describe()).endsWith("S_" + TestedWidth.expectedBits() + "_BIT]");
        for (int i = 0; i < 50_000; i++) {
            int len = RANDOM.nextInt(0, 150);
            // characters past `to` too (a scratch array longer than the string): the vector tail reads them and
            // must ignore them, whatever they are
            char[] c = new char[len + RANDOM.nextInt(0, 48)];
            for (int k = 0; k < c.length; k++) {
                c[k] = RANDOM.nextInt(40) == 0 ? (char) RANDOM.nextInt(0, 0x10000) : (char) RANDOM.nextInt(0x20, 0x7F);
            }
            int from = len == 0 ? 0 : RANDOM.nextInt(len);
            byte[] a = new byte[len + 8 + StringKernel.SLACK];
            byte[] b = new byte[len + 8 + StringKernel.SLACK];
            int n = scalar.copyPlain(c, from, len, a, 3);
            int m = vector.copyPlain(c, from, len, b, 3);
            assertThat(m).as("copied count").isEqualTo(n);
            assertThat(java.util.Arrays.copyOfRange(b, 3, 3 + m)).isEqualTo(java.util.Arrays.copyOfRange(a, 3, 3 + n));
        }
    }

    @Test
    void longStringsGrowTheBuffer() {
        String big = "0123456789\"abcdef\u00e9\u4e2d".repeat(200_000);
        assertSameAsJackson(big);
        assertSameAsJackson(List.of(big, big));
    }
}
