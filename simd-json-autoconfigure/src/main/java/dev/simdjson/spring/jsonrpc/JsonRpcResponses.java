package dev.simdjson.spring.jsonrpc;

import dev.simdjson.SimdJsonMapper;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes response objects as bytes: {@code {"jsonrpc":"2.0","result":…,"id":…}} and
 * {@code {"jsonrpc":"2.0","error":{"code":…,"message":…,"data":…},"id":…}}, the result and data by simd-json and
 * the id as the request's own text (so {@code 1}, {@code 1.0} and {@code "1"} come back as sent), and batches of
 * them.
 */
final class JsonRpcResponses {

    private static final Log logger = LogFactory.getLog(JsonRpcResponses.class);
    private static final byte[] RESULT = ascii("{\"jsonrpc\":\"2.0\",\"result\":");
    private static final byte[] ERROR = ascii("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":");
    private static final byte[] MESSAGE = ascii(",\"message\":");
    private static final byte[] DATA = ascii(",\"data\":");
    private static final byte[] ID = ascii(",\"id\":");
    private static final byte[] NULL = ascii("null");

    private final SimdJsonMapper mapper;

    JsonRpcResponses(SimdJsonMapper mapper) {
        this.mapper = mapper;
    }

    /** A result response; {@code resultJson} already written. */
    static byte[] result(byte[] resultJson, byte @Nullable [] id) {
        byte[] idJson = id == null ? NULL : id;
        byte[] out = new byte[RESULT.length + resultJson.length + ID.length + idJson.length + 1];
        System.arraycopy(RESULT, 0, out, 0, RESULT.length);
        System.arraycopy(resultJson, 0, out, RESULT.length, resultJson.length);
        System.arraycopy(ID, 0, out, RESULT.length + resultJson.length, ID.length);
        System.arraycopy(idJson, 0, out, RESULT.length + resultJson.length + ID.length, idJson.length);
        out[out.length - 1] = '}';
        return out;
    }

    /** An error response; {@code data} that simd-json cannot write is left out (and logged). */
    byte[] error(JsonRpcError error, byte @Nullable [] id) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(96);
        out.writeBytes(ERROR);
        out.writeBytes(ascii(Integer.toString(error.code())));
        out.writeBytes(MESSAGE);
        out.writeBytes(mapper.writeValueAsBytes(error.message()));
        if (error.data() != null) {
            try {
                byte[] data = mapper.writeValueAsBytes(error.data());
                out.writeBytes(DATA);
                out.writeBytes(data);
            } catch (RuntimeException e) {
                logger.warn("JSON-RPC error data of " + error.data().getClass().getName() + " cannot be written; the "
                        + "error goes without it", e);
            }
        }
        out.write('}');
        return closeWithId(out, id);
    }

    private static final byte[] PARSE_ERROR = ascii("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":"
            + JsonRpcError.PARSE_ERROR + ",");

    /** Whether {@code response} is a -32700 answer (written by {@link #error}, whose layout it knows). */
    static boolean isParseError(byte[] response) {
        return java.util.Arrays.equals(response, 0, Math.min(response.length, PARSE_ERROR.length), PARSE_ERROR, 0,
                PARSE_ERROR.length);
    }

    /** The responses of a batch as one array. */
    static byte[] batch(List<byte[]> responses) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(responses.size() * 64 + 2);
        out.write('[');
        for (int i = 0; i < responses.size(); i++) {
            if (i > 0) {
                out.write(',');
            }
            out.writeBytes(responses.get(i));
        }
        out.write(']');
        return out.toByteArray();
    }

    private static byte[] closeWithId(ByteArrayOutputStream out, byte @Nullable [] id) {
        out.writeBytes(ID);
        out.writeBytes(id == null ? NULL : id);
        out.write('}');
        return out.toByteArray();
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
