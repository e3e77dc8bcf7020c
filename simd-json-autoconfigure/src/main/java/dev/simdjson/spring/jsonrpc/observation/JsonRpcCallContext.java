package dev.simdjson.spring.jsonrpc.observation;

import io.micrometer.observation.Observation;
import org.jspecify.annotations.Nullable;

/**
 * What an observation knows of one JSON-RPC call: the transport at once, the method once the request is read, the
 * outcome and error code once it is answered.
 */
public abstract class JsonRpcCallContext extends Observation.Context {

    /** The method of a request that names none the registry knows: {@code unknown}, or {@code none} (unreadable). */
    public static final String NONE = "none";

    private final String transport;
    private String method = NONE;
    private String outcome = "success";
    private @Nullable Integer errorCode;

    protected JsonRpcCallContext(String transport) {
        this.transport = transport;
    }

    /** {@code http}, {@code tcp} or {@code uds} (or what a custom transport calls itself). */
    public String getTransport() {
        return transport;
    }

    /** The method's name: for a server, a registered one, {@code unknown} or {@code none} (bounded). */
    public String getMethod() {
        return method;
    }

    public void setMethod(String method) {
        this.method = method;
    }

    /**
     * {@code success} or what went wrong: on a server {@code parse_error}, {@code invalid_request},
     * {@code method_not_found}, {@code invalid_params}, {@code internal_error}, {@code application_error}; on a
     * client also {@code timeout}, {@code transport_error} and {@code invalid_response}.
     */
    public String getOutcome() {
        return outcome;
    }

    public void setOutcome(String outcome) {
        this.outcome = outcome;
    }

    /** The JSON-RPC error code answered, or {@code null}. */
    public @Nullable Integer getErrorCode() {
        return errorCode;
    }

    public void setErrorCode(@Nullable Integer errorCode) {
        this.errorCode = errorCode;
    }
}
