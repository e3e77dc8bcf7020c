package dev.simdjson.spring.integration;

import org.apache.commons.logging.Log;
import org.jspecify.annotations.Nullable;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * A log for failures a peer can repeat at will (malformed frames, refused connections, a flow that throws on every
 * frame): the first of a kind in each window is logged in full, with its stack trace; the others in the window are
 * only counted, and the next one logged after it says how many there were. A peer sending a thousand bad frames
 * writes a line a minute, not a thousand stack traces. Kinds are the callers' fixed categories, never input.
 */
final class RepeatedFailureLog {

    /** Kinds kept at most; past it the counts start again (kinds are few: this only bounds a mistake). */
    private static final int MAX_KINDS = 256;

    private final Log log;
    private final long windowNanos;
    private final ConcurrentMap<String, Window> windows = new ConcurrentHashMap<>();

    private static final class Window {
        final long began;
        long suppressed;

        Window(long began) {
            this.began = began;
        }
    }

    RepeatedFailureLog(Log log, Duration window) {
        this.log = log;
        this.windowNanos = window.toNanos();
    }

    RepeatedFailureLog(Log log) {
        this(log, Duration.ofMinutes(1));
    }

    void warn(String kind, String message, @Nullable Throwable failure) {
        String line = admit(kind, message);
        if (line != null) {
            log.warn(line, failure);
        }
    }

    void error(String kind, String message, @Nullable Throwable failure) {
        String line = admit(kind, message);
        if (line != null) {
            log.error(line, failure);
        }
    }

    /** The line to log now, or {@code null} when this one is only counted. */
    private @Nullable String admit(String kind, String message) {
        if (windows.size() > MAX_KINDS) {
            windows.clear();
        }
        long now = System.nanoTime();
        long[] before = {-1};
        windows.compute(kind, (k, window) -> {
            if (window == null || now - window.began >= windowNanos) {
                before[0] = window == null ? 0 : window.suppressed;
                return new Window(now);
            }
            window.suppressed++;
            return window;
        });
        if (before[0] < 0) {
            return null;
        }
        return before[0] == 0 ? message : message + " (and " + before[0] + " more like it in the "
                + Duration.ofNanos(windowNanos).toSeconds() + " s before, not logged)";
    }
}
