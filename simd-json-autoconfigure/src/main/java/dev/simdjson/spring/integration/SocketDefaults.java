package dev.simdjson.spring.integration;

import org.springframework.core.task.SimpleAsyncTaskExecutor;

import java.time.Duration;

/**
 * The defaults every socket endpoint of the starter shares, whether built from properties or with the Java DSL.
 * The properties classes repeat them as literals, which the configuration metadata needs; a test keeps the two equal.
 */
public final class SocketDefaults {

    /** The most connections one server factory keeps open ({@code simdjson.integration.*.max-connections}). */
    public static final int MAX_CONNECTIONS = 256;

    /** A socket file's permissions: its owner only ({@code simdjson.integration.uds.permissions}). */
    public static final String PERMISSIONS = "rw-------";

    /**
     * How long a server connection may wait for its peer's next bytes before it is closed
     * ({@code simdjson.integration.*.idle-timeout}, {@code simdjson.jsonrpc.*.idle-timeout}).
     */
    public static final Duration IDLE_TIMEOUT = Duration.ofMinutes(5);

    /**
     * How many frames in a row that are not JSON close a connection
     * ({@code simdjson.integration.*.max-consecutive-parse-errors}, {@code simdjson.jsonrpc.*...}).
     */
    public static final int MAX_CONSECUTIVE_PARSE_ERRORS = 5;

    /** Where TCP servers listen unless told otherwise ({@code simdjson.integration.tcp.host}). */
    public static final String LOOPBACK = "127.0.0.1";

    private SocketDefaults() {
    }

    /** A virtual thread per connection: a blocking read then costs no platform thread. */
    public static SimpleAsyncTaskExecutor virtualThreads(String threadPrefix) {
        SimpleAsyncTaskExecutor executor = new SimpleAsyncTaskExecutor(threadPrefix);
        executor.setVirtualThreads(true);
        return executor;
    }
}
