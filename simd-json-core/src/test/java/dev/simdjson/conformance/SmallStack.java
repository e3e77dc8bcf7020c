package dev.simdjson.conformance;

import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs code on a thread with a 1 MiB stack, the JVM's default thread stack on 64-bit Linux (surefire runs the tests
 * themselves with -Xss8m, which would hide deep recursion). A StackOverflowError there becomes a clear failure.
 */
final class SmallStack {

    static final long STACK_BYTES = 1024 * 1024;

    private SmallStack() {
    }

    static <T> T call(String what, Callable<T> task) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                result.set(task.call());
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "small-stack", STACK_BYTES);
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
        Throwable t = failure.get();
        if (t instanceof StackOverflowError) {
            throw new AssertionError(what + ": StackOverflowError on a 1 MiB thread stack (recursion per nesting level)",
                    t);
        }
        if (t instanceof Error e) {
            throw e;
        }
        if (t instanceof RuntimeException e) {
            throw e;
        }
        if (t != null) {
            throw new AssertionError(what, t);
        }
        return result.get();
    }
}
