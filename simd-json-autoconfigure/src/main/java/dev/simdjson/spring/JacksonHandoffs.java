package dev.simdjson.spring;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The types simd-json left to Jackson, with the reason: {@code /actuator/simdjson} lists them so a user can see
 * which request or response bodies do not take the fast path, and why. Bounded: after {@link #CAPACITY} distinct
 * entries new ones are counted but not kept (generic types are unbounded in principle).
 */
public final class JacksonHandoffs {

    /** Most distinct (direction, type) entries kept. */
    public static final int CAPACITY = 512;

    /** Whether a body was being read or written. */
    public enum Direction {
        READ, WRITE
    }

    /**
     * One type handed to Jackson.
     *
     * @param type      the type's name as {@link Type#getTypeName()} gives it
     * @param direction reading or writing
     * @param reason    why simd-json did not take it
     */
    public record Handoff(String type, Direction direction, String reason) {
    }

    private final Map<String, Handoff> entries = new ConcurrentHashMap<>();
    private final LongAdder dropped = new LongAdder();

    /** Records that {@code type} goes to Jackson in {@code direction}; the first reason given for it is kept. */
    public void record(Type type, Direction direction, String reason) {
        String name = type.getTypeName();
        String key = direction.name() + ' ' + name;
        if (entries.containsKey(key)) {
            return;
        }
        if (entries.size() >= CAPACITY) {
            dropped.increment();
            return;
        }
        entries.putIfAbsent(key, new Handoff(name, direction, reason));
    }

    /** The entries so far, sorted by type name then direction. */
    public List<Handoff> handoffs() {
        List<Handoff> list = new ArrayList<>(entries.values());
        list.sort(Comparator.comparing(Handoff::type).thenComparing(Handoff::direction));
        return list;
    }

    /** How many hand-offs were not kept because {@link #CAPACITY} was reached (counted per occurrence, not per type). */
    public long dropped() {
        return dropped.sum();
    }
}
