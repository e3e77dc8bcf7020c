package dev.simdjson.internal.bind.model;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/** Mutable collection of one property's accessors, keyed by internal (Java) name. */
final class PropertySlot {
    final String internal;
    Field field;
    boolean fieldVisible;
    Method getter;
    Method setter;
    int creatorIndex = -1;
    Parameter creatorParameter;
    Type creatorType;
    int order; // first-seen order (used only to keep results deterministic)

    PropertySlot(String internal, int order) {
        this.internal = internal;
        this.order = order;
    }

    List<AnnotatedElement> elements() {
        List<AnnotatedElement> list = new ArrayList<>(4);
        if (getter != null) {
            list.add(getter);
        }
        if (setter != null) {
            list.add(setter);
        }
        if (field != null) {
            list.add(field);
        }
        if (creatorParameter != null) {
            list.add(creatorParameter);
        }
        return list;
    }
}
