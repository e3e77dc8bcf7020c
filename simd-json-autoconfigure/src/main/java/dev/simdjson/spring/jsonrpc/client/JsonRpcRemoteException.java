package dev.simdjson.spring.jsonrpc.client;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.jsonrpc.JsonRpcException;
import org.jspecify.annotations.Nullable;

import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;

/**
 * The server answered a call with a JSON-RPC error: its code and message, and its {@code data} as plain Java values
 * ({@link #getData()}: maps, lists, strings, numbers) or bound to a type of the caller's ({@link #getData(Class)}).
 * Unlike the {@link JsonRpcException} a method throws, it has the stack trace of the call.
 */
public class JsonRpcRemoteException extends JsonRpcException {

    private final byte @Nullable [] dataJson;
    private final SimdJsonMapper mapper;

    public JsonRpcRemoteException(int code, String message, byte @Nullable [] dataJson, SimdJsonMapper mapper) {
        super(code, message, null, true);
        this.dataJson = dataJson;
        this.mapper = mapper;
    }

    /** {@code data} as plain Java values, {@code null} when the error has none. */
    @Override
    public @Nullable Object getData() {
        return dataJson == null ? null : mapper.readValue(dataJson, Object.class);
    }

    /** {@code data} bound to {@code type}, {@code null} when the error has none. */
    public <T> @Nullable T getData(Class<T> type) {
        return dataJson == null ? null : mapper.readValue(dataJson, type);
    }

    /** {@code data} bound to a generic {@code type}, {@code null} when the error has none. */
    public <T> @Nullable T getData(Type type) {
        return dataJson == null ? null : mapper.readValue(dataJson, type);
    }

    /** {@code data} as the server wrote it, {@code null} when the error has none. */
    public @Nullable String getDataJson() {
        return dataJson == null ? null : new String(dataJson, StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return getClass().getName() + ": " + getCode() + " " + getMessage()
                + (dataJson == null ? "" : " " + getDataJson());
    }
}
