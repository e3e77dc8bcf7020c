package dev.simdjson.internal.write;

import dev.simdjson.JsonWriteException;
import dev.simdjson.Inclusion;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

/**
 * A record or POJO as a JSON object: the properties in the model's order (Jackson's), each name pre-escaped as
 * {@code ,"name":}, the discriminator of its tagged union first when it has one. A value of a subclass is handed to
 * the subclass's encoder (Jackson writes the runtime type's properties). Where it can, the properties are written by
 * a class generated for the type ({@link CompiledWriters}); this class keeps the rules both paths share.
 */
final class ObjectEncoder implements Encoder<Object> {

    /** How a property's value is read: primitives through typed getters, never boxed. */
    static final int OBJECT = 0, LONG = 1, DOUBLE = 3, FLOAT = 4, BOOLEAN = 5;

    /**
     * One written property. {@code kind} says which getter is set; for a primitive kind, {@code skipDefault} is
     * {@code @JsonInclude(NON_DEFAULT)} (the other inclusions always write a primitive).
     */
    record Property(String name, byte[] commaName, int kind, Function<Object, Object> objects,
                    ToLongFunction<Object> longs, ToDoubleFunction<Object> doubles,
                    Predicate<Object> booleans, Encoder<Object> encoder, Inclusion inclusion, boolean skipDefault) {
    }

    private final Class<?> type;
    private final EncoderFactory factory;
    /** {@code "kind":"Name"} or null. */
    private final byte[] discriminator;
    private Property[] properties = new Property[0];
    /** The generated writer of this type, or null (then {@link #write} interprets the properties). */
    private CompiledWriter compiled;

    ObjectEncoder(Class<?> type, EncoderFactory factory, byte[] discriminator) {
        this.type = type;
        this.factory = factory;
        this.discriminator = discriminator;
    }

    /** Set once, right after construction (before the encoder is published). */
    void properties(Property[] properties) {
        this.properties = properties;
        CompiledWriter generated = CompiledWriters.generate(type, discriminator, properties);
        if (generated != null) {
            generated.bind(this);
            compiled = generated;
        }
    }

    /** Whether this type writes through a generated writer. */
    boolean compiled() {
        return compiled != null;
    }

    Property[] properties() {
        return properties;
    }

    @Override
    public void write(Object bean, JsonOutput out) {
        if (bean.getClass() != type) {
            factory.forRuntimeClass(bean.getClass(), discriminator != null).write(bean, out);
            return;
        }
        CompiledWriter generated = compiled;
        if (generated != null) {
            generated.write(bean, out);
            return;
        }
        out.enter(bean);
        out.writeByte((byte) '{');
        boolean first = true;
        if (discriminator != null) {
            out.writeRaw(discriminator);
            first = false;
        }
        for (Property p : properties) {
            switch (p.kind) {
                case LONG -> first = writeLong(p, bean, out, first);
                case DOUBLE, FLOAT -> first = writeFloating(p, bean, out, first);
                case BOOLEAN -> first = writeBoolean(p, bean, out, first);
                default -> first = writeObject(p, bean, out, first);
            }
        }
        out.writeByte((byte) '}');
        out.exit();
    }

    private boolean writeObject(Property p, Object bean, JsonOutput out, boolean first) {
        Object v;
        try {
            v = p.objects.apply(bean);
        } catch (Throwable e) {
            throw failed(p, e);
        }
        if (v == bean) {
            throw selfReference(p);
        }
        if (p.inclusion != Inclusion.ALWAYS && !included(p.inclusion, v, factory.contentInclusion())) {
            return first;
        }
        name(p, out, first);
        if (v == null) {
            out.writeNull();
        } else {
            p.encoder.write(v, out);
        }
        return false;
    }

    private boolean writeLong(Property p, Object bean, JsonOutput out, boolean first) {
        long v;
        try {
            v = p.longs.applyAsLong(bean);
        } catch (Throwable e) {
            throw failed(p, e);
        }
        if (p.skipDefault && v == 0) {
            return first;
        }
        name(p, out, first);
        out.writeLong(v);
        return false;
    }


    private boolean writeFloating(Property p, Object bean, JsonOutput out, boolean first) {
        double v;
        try {
            v = p.doubles.applyAsDouble(bean);
        } catch (Throwable e) {
            throw failed(p, e);
        }
        // Jackson compares with the boxed default (equals), so -0.0 is not a default value.
        if (p.skipDefault && (p.kind == FLOAT ? Float.floatToRawIntBits((float) v) == 0
                : Double.doubleToRawLongBits(v) == 0)) {
            return first;
        }
        name(p, out, first);
        if (p.kind == FLOAT) {
            out.writeFloat((float) v);
        } else {
            out.writeDouble(v);
        }
        return false;
    }

    private boolean writeBoolean(Property p, Object bean, JsonOutput out, boolean first) {
        boolean v;
        try {
            v = p.booleans.test(bean);
        } catch (Throwable e) {
            throw failed(p, e);
        }
        if (p.skipDefault && !v) {
            return first;
        }
        name(p, out, first);
        out.writeBoolean(v);
        return false;
    }

    private static void name(Property p, JsonOutput out, boolean first) {
        CompiledWriter.name(out, p.commaName, first);
    }

    private JsonWriteException selfReference(Property p) {
        return new JsonWriteException("Direct self-reference leading to cycle (through reference chain: "
                + type.getName() + "[\"" + p.name + "\"])");
    }

    JsonWriteException selfReference(int k) {
        return selfReference(properties[k]);
    }

    boolean included(int k, Object v) {
        return included(properties[k].inclusion, v, factory.contentInclusion());
    }

    RuntimeException failed(int k, Throwable e) {
        return failed(properties[k], e);
    }

    /** A getter that threw: unchecked exceptions pass as they are, checked ones are wrapped. */
    private RuntimeException failed(Property p, Throwable e) {
        if (e instanceof RuntimeException r) {
            return r;
        }
        if (e instanceof Error error) {
            throw error;
        }
        return new JsonWriteException("reading property '" + p.name + "' of " + type.getName() + " failed: " + e, e);
    }

    /**
     * Jackson's {@code @JsonInclude} at property level; a map is empty when none of its entries would be written
     * under the mapper's {@code content} inclusion (as Jackson's map serializer answers).
     */
    static boolean included(Inclusion inclusion, Object v, Inclusion content) {
        return switch (inclusion) {
            case ALWAYS -> true;
            case NON_NULL -> v != null;
            case NON_ABSENT -> v != null && !ContainerEncoders.isAbsent(v);
            case NON_EMPTY -> v != null && !ContainerEncoders.isAbsent(v) && !isEmpty(v, content);
            case NON_DEFAULT -> v != null && !ContainerEncoders.isAbsent(v) && !isEmpty(v, content)
                    && !isDefaultScalar(v);
        };
    }

    /** Empty as Jackson's serializers answer it: maps and {@code Optional}s look at what they hold. */
    private static boolean isEmpty(Object v, Inclusion content) {
        return switch (v) {
            case Map<?, ?> m -> ContainerEncoders.noEntryWritten(m, content, 0);
            // What an Optional holds is judged by the content inclusion, as a property value (unlike a map entry's).
            case Optional<?> o -> o.isPresent() && !included(content, o.get(), content);
            default -> ContainerEncoders.isEmptyContainer(v);
        };
    }

    private static boolean isDefaultScalar(Object v) {
        return switch (v) {
            case Integer i -> i == 0;
            case Long l -> l == 0L;
            case Short s -> s == 0;
            case Byte b -> b == 0;
            case Double d -> Double.doubleToRawLongBits(d) == 0; // equals, as Jackson: -0.0 is not the default
            case Float f -> Float.floatToRawIntBits(f) == 0;
            case Boolean b -> !b;
            case Character c -> c == '\0';
            default -> false;
        };
    }
}
