package dev.simdjson.spring.integration;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.ip.tcp.connection.TcpConnection;
import org.springframework.integration.ip.tcp.connection.TcpConnectionInterceptorSupport;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.function.IntSupplier;

/**
 * A server connection factory's graceful stop, once it no longer accepts connections: every connection stops
 * reading (the frames it has read, even partly, are still processed), then the stop waits, up to the timeout, for
 * each reader to finish and for the pending work registered here (JSON-RPC calls still running) to be answered; the
 * factory then closes the connections as usual. A connection that is idle (no frame being read or processed, nothing
 * buffered) is closed at once once no pending work is left, TLS or not, so an idle peer does not hold the stop. A
 * zero timeout (Boot's {@code server.shutdown=immediate}) closes at once.
 */
public final class SocketDrain {

    private static final Log logger = LogFactory.getLog(SocketDrain.class);

    private volatile @Nullable Duration timeout;
    private final List<IntSupplier> pending = new CopyOnWriteArrayList<>();

    /** How long a stop waits for the connections to drain; zero: not at all. */
    public void setTimeout(Duration timeout) {
        if (timeout.isNegative()) {
            throw new IllegalArgumentException("The shutdown timeout must not be negative, was " + timeout);
        }
        this.timeout = timeout;
    }

    /** The timeout set, zero when none was. */
    public Duration getTimeout() {
        Duration set = timeout;
        return set == null ? Duration.ZERO : set;
    }

    /**
     * Whether a timeout was set; in a Boot application one that was not follows Boot's shutdown settings
     * ({@code server.shutdown}, {@code spring.lifecycle.timeout-per-shutdown-phase}).
     */
    public boolean isTimeoutSet() {
        return timeout != null;
    }

    /** Work the stop waits for as well: {@code count} says how much is left (e.g. calls not answered yet). */
    public void addPendingWork(IntSupplier count) {
        pending.add(Objects.requireNonNull(count, "count"));
    }

    /**
     * Drains a factory's connections (see the class comment), read under its {@code monitor}; {@code name} says
     * whose they are in the log.
     */
    void drain(String name, Lock monitor, Map<String, ? extends TcpConnection> open) {
        if (getTimeout().isZero()) {
            return;
        }
        Duration limit = getTimeout();
        long deadline = System.nanoTime() + limit.toNanos();
        Map<TcpConnection, DrainingConnection> draining = new LinkedHashMap<>();
        while (true) {
            // Read again each turn: a connection accepted just as the stop began is drained too.
            for (TcpConnection connection : connections(monitor, open)) {
                if (!draining.containsKey(connection) && inner(connection) instanceof DrainingConnection d) {
                    d.stopReading();
                    draining.put(connection, d);
                }
            }
            int running = pending.stream().mapToInt(IntSupplier::getAsInt).sum();
            if (running == 0) {
                closeIdle(draining);
            }
            long reading = draining.values().stream().filter(d -> !d.drained()).count();
            if (reading == 0 && running == 0) {
                // A reader may have finished its last frame between the close above and the count: it is closed as
                // idle too (lingering while its peer still sends), or the factory's close would reset the
                // connection with the peer's bytes unread, and the peer could lose replies it has not read yet.
                closeIdle(draining);
                reading = draining.values().stream().filter(d -> !d.drained()).count();
            }
            if (reading == 0 && running == 0) {
                logger.debug(name + " drained " + draining.size() + " connections");
                return;
            }
            if (System.nanoTime() >= deadline) {
                logger.warn(name + ": " + reading + " connections still processing and " + running
                        + " calls unanswered after " + limit + " (spring.lifecycle.timeout-per-shutdown-phase);"
                        + " closing them");
                return;
            }
            try {
                TimeUnit.MILLISECONDS.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Nothing is owed to an idle connection's peer: it is closed now (or lingers), not waited for. */
    private static void closeIdle(Map<TcpConnection, DrainingConnection> draining) {
        draining.forEach((connection, d) -> {
            if (d.closeIfIdle()) {
                connection.close();
            }
        });
    }

    private static List<TcpConnection> connections(Lock monitor, Map<String, ? extends TcpConnection> open) {
        monitor.lock();
        try {
            return List.copyOf(open.values());
        } finally {
            monitor.unlock();
        }
    }

    private static TcpConnection inner(TcpConnection connection) {
        TcpConnection inner = connection;
        while (inner instanceof TcpConnectionInterceptorSupport interceptor) {
            inner = interceptor.getTheConnection();
        }
        return inner;
    }
}
