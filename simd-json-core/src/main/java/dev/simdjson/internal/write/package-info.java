/**
 * Writing JSON.
 *
 * <ul>
 *   <li>{@link CompactWriter}: a DOM value as compact JSON (used by
 *       {@code JsonValue.toJsonBytes()} and the CLI's {@code minify}).</li>
 *   <li>{@link Writing}: the typed side of {@code SimdJsonMapper}: an
 *       {@link Encoder} per declared type, built once by {@code EncoderFactory} from the shared
 *       type model ({@code dev.simdjson.internal.bind.model}) and cached; output into a per-thread
 *       {@link JsonOutput} (buffers above 4 MiB are dropped after use). Records and POJOs write
 *       through a generated {@link CompiledWriter} ({@code CompiledWriters}), the interpreted
 *       {@code ObjectEncoder} where one cannot be generated.</li>
 * </ul>
 *
 * <p>The bytes equal Jackson 3.1's under Spring Boot 4's default auto-configuration (which is Jackson 3's own
 * defaults): compact; record components in order, POJO properties creator-first then alphabetical (as the model
 * orders them); enums by {@code toString()} unless annotated; {@code Optional.empty()} as {@code null}; java.time
 * as ISO-8601 strings (Instant {@code ISO_INSTANT}, LocalDateTime/LocalTime/OffsetDateTime/ZonedDateTime with the
 * ISO formatters, Duration {@code toString()}); {@code byte[]} as padded standard base64; doubles and floats as
 * {@code Double.toString}/{@code Float.toString} ({@link dev.simdjson.internal.number.ShortestDecimal}) with NaN
 * and infinities as strings; strings escaped as Jackson
 * (quote, backslash, {@code \b \f \n \r \t}, other control characters as uppercase {@code \}{@code u00XX}, lone
 * surrogates as {@code \}{@code uXXXX}, everything else raw UTF-8). Type ids of {@code @JsonTypeInfo(use = NAME)}
 * unions are written first, and only where Jackson writes them: for the root value and for values declared with
 * an annotated type, not for values met through {@code Object} or an unannotated sealed type.
 *
 * <p>Strings: {@link StringKernel} copies runs that need no escaping in bulk; the vector kernel
 * ({@code VectorStringKernel}) is created only by {@code dev.simdjson.internal.runtime.Kernels#newStringKernel}.
 */
package dev.simdjson.internal.write;
