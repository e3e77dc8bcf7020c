package dev.simdjson.internal.bind;

import dev.simdjson.ClassVeto;
import dev.simdjson.internal.stage1.DocumentSize;
import dev.simdjson.JsonBindException;
import dev.simdjson.JsonException;
import dev.simdjson.JsonLimits;
import dev.simdjson.JsonParseException;
import dev.simdjson.JsonValue;
import dev.simdjson.MapperConfig;
import dev.simdjson.TypeSupport;
import dev.simdjson.internal.bind.model.TypeModels;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The reading side of a mapper: per-thread read sessions, and a binder per type built once and cached.
 *
 * <p>Binding runs stage 1, then the type's binder pulls values straight from the structural index (no tape, no
 * DOM), checking the grammar as it goes. A JSON syntax error is a {@link JsonParseException} with the same
 * message and location {@link dev.simdjson.JsonParser} reports, even when a binding problem comes first in the
 * document (the whole document is then checked before the {@link JsonBindException} is thrown). A value that
 * does not fit its type is a {@link JsonBindException} with its JSON path, line and column; nothing else escapes
 * for any input.
 *
 * <p>Sessions (stage 1, index, cursor) come from {@link ReadSessions}, shared by all mappers with the same limits
 * and implementation.
 */
public final class Binding {

    private final MapperConfig config;
    private final JsonLimits limits;
    private final TypeModels models;
    private final BinderFactory binders;
    private final ReadSessions sessions;

    /**
     * Binders depend only on the naming strategy, the unknown-property policy and key case sensitivity: they are
     * shared JVM-wide per combination, so a mapper built per request (or per test) costs nothing after the first. A
     * mapper with a {@link ClassVeto} (one per application) gets binders of its own, so none outlives it.
     */
    private static final Map<String, BinderFactory> SHARED_BINDERS = new ConcurrentHashMap<>();

    public Binding(MapperConfig config) {
        this.config = Objects.requireNonNull(config);
        this.limits = config.limits();
        this.models = TypeModels.shared(config.naming());
        this.binders = config.classVeto() != ClassVeto.NONE ? new BinderFactory(config, models)
                : SHARED_BINDERS.computeIfAbsent(config.naming() + "/" + config.unknownProperties()
                        + (config.caseInsensitiveProperties() ? "/case-insensitive" : ""),
                        key -> new BinderFactory(config, models));
        this.sessions = ReadSessions.shared(limits, config.implementation());
    }

    /** With a type model shared with the writing side. */
    public Binding(MapperConfig config, TypeModels models) {
        this.config = Objects.requireNonNull(config);
        this.limits = config.limits();
        this.models = models;
        this.binders = new BinderFactory(config, models);
        this.sessions = ReadSessions.shared(limits, config.implementation());
    }

    /**
     * Reads {@code json[offset, offset + length)} as a value of {@code type}.
     *
     * @throws JsonParseException       the input is not valid JSON or breaks a limit
     * @throws JsonBindException        valid JSON that does not fit {@code type}
     * @throws IllegalArgumentException {@code type} cannot be read at all ({@link #canRead} says why)
     */
    public Object read(byte[] json, int offset, int length, Type type) {
        Objects.checkFromIndexSize(offset, length, json.length);
        int bom = byteOrderMark(json, offset, length);
        offset += bom;
        length -= bom;
        Binder<?> binder;
        try {
            binder = binders.binder(type);
        } catch (BinderFactory.Unsupported e) {
            throw new IllegalArgumentException("cannot read " + type.getTypeName() + ": " + e.getMessage());
        }
        ReadSession s = sessions.acquire();
        try {
            return bind(s, json, offset, length, binder);
        } finally {
            sessions.release(s);
        }
    }

    private Object bind(ReadSession s, byte[] json, int offset, int length, Binder<?> binder) {
        checkSize(json, offset, length);
        int end = offset + length;
        s.stage1.index(json, offset, end, false, s.index);
        JsonReader r = s.reader;
        r.reset(json, s.index);
        try {
            Object value = binder.read(r);
            r.finish();
            return value;
        } catch (JsonException e) {
            throw e;
        } catch (BindError e) {
            throw bindException(s, json, offset, end, e);
        } catch (StackOverflowError e) {
            throw bindException(s, json, offset, end,
                    new BindError("nesting too deep to bind on this thread's stack", r.offset()));
        } catch (RuntimeException e) {
            throw bindException(s, json, offset, end, ContainerBinders.wrap(e, r.offset()));
        }
    }

    /** Syntax errors win: a bind error is only reported for a document that is valid JSON. */
    private JsonBindException bindException(ReadSession s, byte[] json, int start, int end, BindError e) {
        s.reader.reset(json, s.index);
        s.reader.validate(); // throws JsonParseException if invalid
        int at = Math.max(start, Math.min(e.offset, end));
        int line = 1;
        int column = 1;
        for (int k = start; k < at; k++) {
            byte b = json[k];
            if (b == '\n') {
                line++;
                column = 1;
            } else if ((b & 0xC0) != 0x80) {
                column++;
            }
        }
        return new JsonBindException(e.reason, e.path(), at - start, line, column);
    }

    /**
     * How many bytes a leading UTF-8 byte order mark takes: 3 when there is one, which the mapper skips as Jackson
     * does (RFC 8259 lets a parser ignore it; the bare {@code JsonParser} stays strict and refuses it), else 0.
     */
    private static int byteOrderMark(byte[] json, int offset, int length) {
        return length >= 3 && json[offset] == (byte) 0xEF && json[offset + 1] == (byte) 0xBB
                && json[offset + 2] == (byte) 0xBF ? 3 : 0;
    }

    /** The document as a DOM. */
    public JsonValue readTree(byte[] json, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, json.length);
        int bom = byteOrderMark(json, offset, length);
        offset += bom;
        length -= bom;
        ReadSession s = sessions.acquire();
        try {
            checkSize(json, offset, length);
            s.stage1.index(json, offset, offset + length, false, s.index);
            JsonReader r = s.reader;
            r.reset(json, s.index);
            JsonValue value = r.readTree();
            r.finish();
            return value;
        } finally {
            sessions.release(s);
        }
    }

    /** Reads a stream to its end (not closing it), bounded by the document size limit. */
    public byte[] readAll(InputStream in) throws IOException {
        return DocumentSize.readAll(in, limits);
    }

    /** {@link TypeSupport#SUPPORTED}, or why {@code type} cannot be read. */
    public TypeSupport canRead(Type type) {
        try {
            binders.binder(type);
            return TypeSupport.SUPPORTED;
        } catch (BinderFactory.Unsupported e) {
            return TypeSupport.unsupported(e.getMessage());
        }
    }

    private void checkSize(byte[] json, int offset, int length) {
        DocumentSize.check(json, offset, length, limits);
    }
}
