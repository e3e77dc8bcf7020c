package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.SimdJsonMapper;
import org.jspecify.annotations.Nullable;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Writes request objects: {@code {"jsonrpc":"2.0","method":…,"params":…,"id":…}}, the method name and each argument
 * by simd-json, into one buffer. The parts that do not change between calls of a method (its head, the parameter
 * names) are written once, by {@link #head} and {@link #member}.
 */
final class RequestWriter {

    private static final byte[] PARAMS = ascii(",\"params\":");
    private static final byte[] ID = ascii(",\"id\":");
    private static final byte[] NULL = ascii("null");

    private final SimdJsonMapper mapper;

    RequestWriter(SimdJsonMapper mapper) {
        this.mapper = mapper;
    }

    /** {@code {"jsonrpc":"2.0","method":"name"} without its closing brace. */
    byte[] head(String method) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(32 + method.length());
        out.writeBytes(ascii("{\"jsonrpc\":\"2.0\",\"method\":"));
        out.writeBytes(mapper.writeValueAsBytes(method));
        return out.toByteArray();
    }

    /** {@code "name":} as a member of a {@code params} object. */
    byte[] member(String name) {
        byte[] quoted = mapper.writeValueAsBytes(name);
        byte[] out = new byte[quoted.length + 1];
        System.arraycopy(quoted, 0, out, 0, quoted.length);
        out[quoted.length] = ':';
        return out;
    }

    /**
     * A request of {@code head}'s method with {@code params} as given: {@code null} for none, a {@code Map} (by
     * name), a {@code Collection} or an array (by position), or any value simd-json writes as an object or array.
     *
     * @param id the call's id; {@code null}: a notification
     */
    byte[] request(byte[] head, @Nullable Object params, @Nullable Long id) {
        Buffer out = new Buffer(head.length + 64);
        out.writeBytes(head);
        if (params != null) {
            out.writeBytes(PARAMS);
            int at = out.size();
            write(out, params instanceof Collection<?> c ? c.toArray() : params);
            byte first = out.byteAt(at);
            if (first != '{' && first != '[') {
                throw new IllegalArgumentException("JSON-RPC params must be written as an object or an array, not as "
                        + "the " + params.getClass().getName() + " given");
            }
        }
        return close(out, id);
    }

    /** A request whose arguments go as a {@code params} object, {@code members[i]} naming {@code args[i]}. */
    byte[] named(byte[] head, byte[][] members, @Nullable Object[] args, @Nullable Long id) {
        Buffer out = new Buffer(head.length + 64);
        out.writeBytes(head);
        if (members.length > 0) {
            out.writeBytes(PARAMS);
            out.write('{');
            boolean first = true;
            for (int i = 0; i < members.length; i++) {
                Object arg = args[i];
                if (arg instanceof Optional<?> optional) {
                    if (optional.isEmpty()) {
                        continue; // left out: the server's "absent" for an optional parameter
                    }
                    arg = optional.get();
                }
                if (!first) {
                    out.write(',');
                }
                first = false;
                out.writeBytes(members[i]);
                write(out, arg);
            }
            out.write('}');
        }
        return close(out, id);
    }

    /** A request whose arguments go as a {@code params} array. */
    byte[] positional(byte[] head, @Nullable Object[] args, @Nullable Long id) {
        Buffer out = new Buffer(head.length + 64);
        out.writeBytes(head);
        if (args.length > 0) {
            out.writeBytes(PARAMS);
            out.write('[');
            for (int i = 0; i < args.length; i++) {
                if (i > 0) {
                    out.write(',');
                }
                Object arg = args[i];
                write(out, arg instanceof Optional<?> optional ? optional.orElse(null) : arg);
            }
            out.write(']');
        }
        return close(out, id);
    }

    private static byte[] close(Buffer out, @Nullable Long id) {
        if (id != null) {
            out.writeBytes(ID);
            out.writeBytes(ascii(Long.toString(id)));
        }
        out.write('}');
        return out.toByteArray();
    }

    private void write(Buffer out, @Nullable Object value) {
        if (value == null) {
            out.writeBytes(NULL);
            return;
        }
        try {
            mapper.writeValue(out, value);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array stream does not fail
        }
    }

    /** Batch requests: the calls' requests as one array. */
    static byte[] batch(List<byte[]> requests) {
        int size = 2 + Math.max(0, requests.size() - 1);
        for (byte[] r : requests) {
            size += r.length;
        }
        Buffer out = new Buffer(size);
        out.write('[');
        for (int i = 0; i < requests.size(); i++) {
            if (i > 0) {
                out.write(',');
            }
            out.writeBytes(requests.get(i));
        }
        out.write(']');
        return out.toByteArray();
    }

    /** A byte array stream that can look back at what it holds. */
    private static final class Buffer extends ByteArrayOutputStream {

        Buffer(int size) {
            super(size);
        }

        byte byteAt(int index) {
            return index < count ? buf[index] : 0;
        }
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
