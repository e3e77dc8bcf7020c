package dev.simdjson.internal.bind;

import dev.simdjson.JsonLimits;
import dev.simdjson.runtime.Implementation;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Hands out {@link ReadSession}s. Platform threads keep one in a {@link ThreadLocal}; virtual threads borrow one
 * from a small lock-free pool (so a million virtual threads do not mean a million sessions). A nested read on
 * the same thread (a creator that reads JSON itself) gets a fresh session. Sessions depend only on the limits and
 * the implementation, so all mappers with the same pair share one {@code ReadSessions}: a mapper built per call
 * pays for no session after the first.
 */
final class ReadSessions {

    private static final int POOL_SIZE = Math.max(4, Runtime.getRuntime().availableProcessors() * 2);
    private static final Map<Key, ReadSessions> SHARED = new ConcurrentHashMap<>();

    private record Key(JsonLimits limits, Implementation implementation) {
    }

    private final JsonLimits limits;
    private final Implementation implementation;
    private final ThreadLocal<ReadSession> local;
    private final AtomicReferenceArray<ReadSession> pool = new AtomicReferenceArray<>(POOL_SIZE);

    private ReadSessions(JsonLimits limits, Implementation implementation) {
        this.limits = limits;
        this.implementation = implementation;
        this.local = ThreadLocal.withInitial(this::newSession);
    }

    static ReadSessions shared(JsonLimits limits, Implementation implementation) {
        return SHARED.computeIfAbsent(new Key(limits, implementation), k -> new ReadSessions(k.limits, k.implementation));
    }

    private ReadSession newSession() {
        return new ReadSession(limits, implementation);
    }

    ReadSession acquire() {
        ReadSession s;
        if (!Thread.currentThread().isVirtual()) {
            s = local.get();
            if (s.inUse) {
                s = newSession(); // a nested read on this thread
            }
        } else {
            s = null;
            for (int k = 0; k < POOL_SIZE && s == null; k++) {
                if (pool.get(k) != null) {
                    s = pool.getAndSet(k, null);
                }
            }
            if (s == null) {
                s = newSession();
            }
        }
        s.inUse = true;
        return s;
    }

    void release(ReadSession s) {
        s.trim();
        s.inUse = false;
        if (Thread.currentThread().isVirtual()) {
            for (int k = 0; k < POOL_SIZE; k++) {
                if (pool.get(k) == null && pool.compareAndSet(k, null, s)) {
                    return;
                }
            }
        }
    }
}
