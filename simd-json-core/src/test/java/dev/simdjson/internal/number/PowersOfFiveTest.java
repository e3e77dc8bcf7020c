package dev.simdjson.internal.number;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The table and the exponent estimate Eisel–Lemire relies on. */
class PowersOfFiveTest {

    private static BigInteger entry(int q) {
        int i = 2 * (q - PowersOfFive.MIN_Q);
        long hi = PowersOfFive.MANTISSAS[i];
        long lo = PowersOfFive.MANTISSAS[i + 1];
        return new BigInteger(Long.toUnsignedString(hi)).shiftLeft(64).add(new BigInteger(Long.toUnsignedString(lo)));
    }

    @Test
    void everyEntryIsTheNormalisedPowerOfFiveRoundedDown() {
        for (int q = PowersOfFive.MIN_Q; q <= PowersOfFive.MAX_Q; q++) {
            BigInteger f = entry(q);
            assertThat(f.bitLength()).as("q=%d", q).isEqualTo(128);
            BigInteger power = BigInteger.valueOf(5).pow(Math.abs(q));
            if (q >= 0) {
                // f * 2^k <= 5^q < (f + 1) * 2^k, with k = bitLength - 128 (or f = 5^q << -k)
                int k = power.bitLength() - 128;
                BigInteger low = k >= 0 ? f.shiftLeft(k) : f;
                BigInteger scaled = k >= 0 ? power : power.shiftLeft(-k);
                assertThat(low.compareTo(scaled)).as("q=%d", q).isLessThanOrEqualTo(0);
                assertThat((k >= 0 ? f.add(BigInteger.ONE).shiftLeft(k) : f.add(BigInteger.ONE)).compareTo(scaled))
                        .as("q=%d", q).isGreaterThan(0);
            } else {
                // f <= 2^b / 5^-q < f + 1 for the b that puts the quotient in [2^127, 2^128)
                BigInteger numerator = BigInteger.ONE.shiftLeft(127 + power.bitLength());
                assertThat(f.multiply(power).compareTo(numerator)).as("q=%d", q).isLessThanOrEqualTo(0);
                assertThat(f.add(BigInteger.ONE).multiply(power).compareTo(numerator)).as("q=%d", q).isGreaterThan(0);
            }
        }
    }

    @Test
    void floorLog2OfPowersOfTen() {
        for (int q = PowersOfFive.MIN_Q; q <= PowersOfFive.MAX_Q; q++) {
            BigInteger p = BigInteger.TEN.pow(Math.abs(q));
            // 10^q is never a power of two for q != 0, so floor(log2(10^-n)) = -bitLength(10^n).
            int expected = q >= 0 ? p.bitLength() - 1 : -p.bitLength();
            assertThat(EiselLemire.floorLog2PowerOfTen(q)).as("q=%d", q).isEqualTo(expected);
        }
    }

    @Test
    void undecidedCasesAreReportedNotGuessed() {
        // 2^53 + 1 is exactly halfway between two doubles: Eisel–Lemire must defer to the exact path.
        assertThat(EiselLemire.eiselLemire((1L << 53) + 1, 0, false)).isNaN();
        assertThat(EiselLemire.toDouble((1L << 53) + 1, 0, false)).isNaN();
        assertThat(Parsed.of("9007199254740993.0").doubleValue()).isEqualTo(9007199254740992.0);
        // Subnormal results are left to the exact path too, except far below the range.
        assertThat(EiselLemire.eiselLemire(5, -324, false)).isNaN();
        assertThat(EiselLemire.eiselLemire(1, -340, true)).isEqualTo(-0.0);
        assertThat(EiselLemire.eiselLemire(1, 0, false)).isEqualTo(1.0);
    }
}
