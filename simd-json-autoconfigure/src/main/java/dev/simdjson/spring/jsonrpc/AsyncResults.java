package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.Nullable;
import org.springframework.util.ClassUtils;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

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
        if (result instanceof CompletionStage<?> stage) {
            return stage.toCompletableFuture().thenApply(r -> r);
        }
        if (REACTOR && result != null && Reactor.isMono(result.getClass())) {
            return Reactor.toFuture(result);
        }
        return CompletableFuture.completedFuture(result);
    }

    /** Kept apart so that Reactor's classes load only when it is there. */
    private static final class Reactor {

        static boolean isMono(Class<?> type) {
            return reactor.core.publisher.Mono.class.isAssignableFrom(type);
        }

        static CompletableFuture<@Nullable Object> toFuture(Object mono) {
            return ((reactor.core.publisher.Mono<?>) mono).toFuture().thenApply(r -> r);
        }
    }
}
