package dev.simdjson.spring.integration;

import org.springframework.core.task.SimpleAsyncTaskExecutor;

/** The defaults every socket endpoint of the starter shares, whether built from properties or with the Java DSL. */
public final class SocketDefaults {

    /** The most connections one server factory keeps open ({@code simdjson.integration.*.max-connections}). */
    public static final int MAX_CONNECTIONS = 256;

    private SocketDefaults() {
    }

    /** A virtual thread per connection: a blocking read then costs no platform thread. */
    public static SimpleAsyncTaskExecutor virtualThreads(String threadPrefix) {
        SimpleAsyncTaskExecutor executor = new SimpleAsyncTaskExecutor(threadPrefix);
        executor.setVirtualThreads(true);
        return executor;
    }
}
