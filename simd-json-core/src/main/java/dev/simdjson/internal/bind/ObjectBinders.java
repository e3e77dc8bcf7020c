package dev.simdjson.internal.bind;

import dev.simdjson.internal.bind.model.ObjectModel;
import dev.simdjson.internal.bind.model.PropertyModel;
import dev.simdjson.internal.bind.model.TypeModels;
import dev.simdjson.internal.bind.model.UnionModel;

import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Builds the binders of records, POJOs and tagged unions. */
final class ObjectBinders {

    private ObjectBinders() {
    }

    /**
     * The binder of a record, POJO or tagged union, registered in {@code local} before its properties' binders are
     * resolved through {@code factory} (recursive types).
     */
    static Binder<?> build(BinderFactory factory, Type type, Class<?> raw, Map<TypeVariable<?>, Type> vars,
            Map<Type, Binder<?>> local) {
        TypeModels models = factory.models;
        if (raw.isPrimitive() || raw.isAnnotation()) {
            throw new BinderFactory.Unsupported("unsupported type " + raw.getName());
        }
        UnionModel union = models.union(raw);
        if (union != null) {
            if (union.unsupportedReason() != null) {
                throw new BinderFactory.Unsupported(raw.getName() + ": " + union.unsupportedReason());
            }
            UnionBinder binder = new UnionBinder(union);
            local.put(type, binder);
            List<String> names = new ArrayList<>();
            List<ObjectBinder> subs = new ArrayList<>();
            for (Map.Entry<String, Class<?>> e : union.subtypes().entrySet()) {
                Binder<?> sub = factory.lookup(e.getValue(), local);
                if (!(sub instanceof ObjectBinder ob)) {
                    throw new BinderFactory.Unsupported(raw.getName() + ": subtype " + e.getValue().getName()
                            + " is not a record or POJO");
                }
                names.add(e.getKey());
                subs.add(ob);
            }
            binder.init(names, subs.toArray(new ObjectBinder[0]));
            return binder;
        }
        if (raw.isInterface() || Modifier.isAbstract(raw.getModifiers())) {
            throw new BinderFactory.Unsupported(raw.getName() + " is " + (raw.isInterface() ? "an interface" : "abstract")
                    + " and not a tagged union (no sealed subtypes or @JsonTypeInfo/@JsonSubTypes)");
        }
        if (raw.getName().startsWith("java.") || raw.getName().startsWith("javax.")) {
            throw new BinderFactory.Unsupported("unsupported JDK type " + raw.getName());
        }
        ObjectModel model = models.object(raw);
        if (model.unsupportedReason() != null) {
            throw new BinderFactory.Unsupported(raw.getName() + ": " + model.unsupportedReason());
        }
        if (model.readUnsupportedReason() != null) {
            throw new BinderFactory.Unsupported(raw.getName() + ": " + model.readUnsupportedReason());
        }
        if (model.creator() == null || model.creator().handle() == null) {
            throw new BinderFactory.Unsupported(raw.getName() + " has no usable constructor or creator");
        }
        ObjectBinder binder = new ObjectBinder(raw, model, factory.config.unknownProperties(),
                factory.config.caseInsensitiveProperties());
        local.put(type, binder);
        List<Binder<?>> binders = new ArrayList<>();
        for (PropertyModel p : model.properties()) {
            Type t = GenericTypes.resolve(p.type(), vars);
            Binder<?> b;
            if (p.format() != null && !p.format().isEmpty() && t instanceof Class<?> tc && TextBinders.isTime(tc)) {
                b = TextBinders.time(tc, p.format());
            } else if (p.setter() == null && p.creatorIndex() < 0) {
                b = null; // not read
            } else {
                b = factory.lookup(t, local);
            }
            binders.add(b);
        }
        binder.init(model, binders);
        return binder;
    }
}
