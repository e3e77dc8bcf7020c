package dev.simdjson.internal.bind.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The properties of one type as they are modelled, put in the order Jackson writes them: the
 * {@code @JsonPropertyOrder} names first (by JSON or Java name), then the creator properties in parameter order,
 * then the rest by JSON name.
 */
final class WriteOrder {

    private final Map<String, PropertyModel> byName = new HashMap<>();
    private final Map<String, PropertySlot> slotByName = new HashMap<>();
    private final List<PropertyModel> creatorProperties = new ArrayList<>();
    private final Map<String, Integer> creatorOrder = new HashMap<>();

    /** Adds {@code property}, made from {@code slot}; two properties of one JSON name are refused. */
    void add(Class<?> type, PropertySlot slot, PropertyModel property) throws Unsupported {
        String name = property.name();
        if (byName.putIfAbsent(name, property) != null) {
            throw new Unsupported(type.getName() + " has two properties named \"" + name + "\"");
        }
        slotByName.put(name, slot);
        if (slot.creatorIndex >= 0) {
            creatorProperties.add(property);
            creatorOrder.put(name, slot.creatorIndex); // READ_ONLY creator properties keep their place
        }
    }

    /** The properties added, in write order; {@code explicitOrder} is the type's {@code @JsonPropertyOrder} or null. */
    List<PropertyModel> ordered(List<String> explicitOrder) {
        List<PropertyModel> ordered = new ArrayList<>(byName.size());
        Set<String> placed = new LinkedHashSet<>();
        if (explicitOrder != null) {
            for (String n : explicitOrder) {
                place(named(n), ordered, placed);
            }
        }
        creatorProperties.sort((a, b) -> Integer.compare(creatorOrder.get(a.name()), creatorOrder.get(b.name())));
        for (PropertyModel p : creatorProperties) {
            place(p, ordered, placed);
        }
        for (PropertyModel p : new TreeMap<>(byName).values()) {
            place(p, ordered, placed);
        }
        return ordered;
    }

    /** The property {@code @JsonPropertyOrder} means by {@code n}: its JSON name, else its Java name; or null. */
    private PropertyModel named(String n) {
        PropertyModel p = byName.get(n);
        if (p == null) {
            for (Map.Entry<String, PropertySlot> e : slotByName.entrySet()) {
                if (e.getValue().internal.equals(n)) {
                    p = byName.get(e.getKey());
                }
            }
        }
        return p;
    }

    private static void place(PropertyModel p, List<PropertyModel> ordered, Set<String> placed) {
        if (p != null && placed.add(p.name())) {
            ordered.add(p);
        }
    }
}
