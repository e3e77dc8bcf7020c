/**
 * JSON number parsing: {@link NumberParser} validates a number literal against RFC 8259 and
 * converts it to an exact {@code long} or the correctly rounded {@code double} (Clinger's fast path, then
 * Eisel–Lemire with a 128-bit table of powers of five, then the JDK's exact conversion for the rare undecided
 * cases), to the correctly rounded {@code float} (its own fast path for short decimals), and to
 * {@code BigInteger} / {@code BigDecimal} on request. The other direction: {@link
 * dev.simdjson.internal.number.ShortestDecimal} writes the shortest decimal that rounds back (Schubfach), as
 * {@code Double.toString} / {@code Float.toString} do.
 */
package dev.simdjson.internal.number;
