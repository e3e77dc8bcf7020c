package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.Nullable;
import org.springframework.util.ClassUtils;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Results that arrive later: a {@link CompletionStage} (so {@code CompletableFuture}) and, with Reactor on the class
 * path, a {@code Mono}. They are awaited by completion callbacks, never by blocking a thread.
 */
final class AsyncResults {

    private static final boolean REACTOR = ClassUtils.isPresent("reactor.core.publisher.Mono",
            AsyncResults.class.getClassLoader());

    private AsyncResults() {
    }

    static boolean isAsync(Class<?> returnType) {
        return CompletionStage.class.isAssignableFrom(returnType)
                || REACTOR && Reactor.isMono(returnType);
    }

    /** {@code result} as a future: a completion stage as it is, a {@code Mono}'s first value, else done now. */
    static CompletableFuture<@Nullable Object> of(@Nullable Object result) {
        return of(result, null);
    }

    /**
     * {@code result} as a future that, when {@code timeout} passes first, cancels the method's future (for a
     * {@code Mono}: its subscription) and then fails with {@link AsyncTimeout} (see {@link #timedOut}).
     */
    static CompletableFuture<@Nullable Object> of(@Nullable Object result, @Nullable Duration timeout) {
        CompletableFuture<?> source;
        if (result instanceof CompletionStage<?> stage) {
            source = stage.toCompletableFuture();
        } else if (REACTOR && result != null && Reactor.isMono(result.getClass())) {
            source = Reactor.toFuture(result);
        } else {
            return CompletableFuture.completedFuture(result);
        }
        if (timeout == null) {
            return source.thenApply(r -> r);
        }
        AtomicBoolean expired = new AtomicBoolean();
        CompletableFuture<@Nullable Object> answer = source.handle((value, failure) -> {
            if (expired.get()) {
                throw new CompletionException(new AsyncTimeout(timeout));
            }
            if (failure != null) {
                throw failure instanceof CompletionException wrapped ? wrapped : new CompletionException(failure);
            }
            return value;
        });
        CompletableFuture<Void> timer = new CompletableFuture<Void>().orTimeout(timeout.toNanos(), TimeUnit.NANOSECONDS);
        timer.whenComplete((none, failure) -> {
            if (failure instanceof TimeoutException) {
                expired.set(true);
                source.cancel(true); // the answer follows, as the timeout, once the method's future is cancelled
            }
        });
        answer.whenComplete((value, failure) -> timer.complete(null)); // the timer's task goes with it
        return answer;
    }

    /** Whether {@code failure}, as the future of {@link #of(Object, Duration)} failed, is its timeout. */
    static boolean timedOut(@Nullable Throwable failure) {
        return failure instanceof CompletionException wrapped && wrapped.getCause() instanceof AsyncTimeout;
    }

    /** The timeout of an asynchronous result. */
    static final class AsyncTimeout extends TimeoutException {

        AsyncTimeout(Duration timeout) {
            super("no result within " + timeout.toMillis() + " ms");
        }
    }

    /** Kept apart so that Reactor's classes load only when it is there. */
    private static final class Reactor {

        static boolean isMono(Class<?> type) {
            return reactor.core.publisher.Mono.class.isAssignableFrom(type);
        }

        static CompletableFuture<?> toFuture(Object mono) {
            return ((reactor.core.publisher.Mono<?>) mono).toFuture();
        }
    }
}
