package dev.simdjson.write;

import dev.simdjson.bind.model.Inclusion;

import java.lang.invoke.MethodHandle;

/**
 * A record or POJO as a JSON object: the properties in the model's order (Jackson's), each name pre-escaped as
 * {@code ,"name":}, the discriminator of its tagged union first when it has one. A value of a subclass is handed to
 * the subclass's encoder (Jackson writes the runtime type's properties).
 */
final class ObjectEncoder implements Encoder<Object> {

    /** One written property. */
    record Property(String name, byte[] commaName, MethodHandle getter, Encoder<Object> encoder,
                    Inclusion inclusion) {
    }

    private final Class<?> type;
    private final EncoderFactory factory;
    /** {@code "kind":"Name"} or null. */
    private final byte[] discriminator;
    private Property[] properties = new Property[0];

    ObjectEncoder(Class<?> type, EncoderFactory factory, byte[] discriminator) {
        this.type = type;
        this.factory = factory;
        this.discriminator = discriminator;
    }

    /** Set once, right after construction (before the encoder is published). */
    void properties(Property[] properties) {
        this.properties = properties;
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
        out.enter(bean);
        out.writeByte((byte) '{');
        boolean first = true;
        if (discriminator != null) {
            out.writeRaw(discriminator);
            first = false;
        }
        for (Property p : properties) {
            Object v;
            try {
                v = p.getter.invokeExact(bean);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new JsonWriteException("reading property '" + p.name + "' of " + type.getName()
                        + " failed: " + e, e);
            }
            if (v == bean) {
                throw new JsonWriteException("Direct self-reference leading to cycle (through reference chain: "
                        + type.getName() + "[\"" + p.name + "\"])");
            }
            if (p.inclusion != Inclusion.ALWAYS && !included(p.inclusion, v)) {
                continue;
            }
            byte[] name = p.commaName;
            if (first) {
                out.writeRaw(name, 1, name.length - 1);
                first = false;
            } else {
                out.writeRaw(name);
            }
            if (v == null) {
                out.writeNull();
            } else {
                p.encoder.write(v, out);
            }
        }
        out.writeByte((byte) '}');
        out.exit();
    }

    /** Jackson's {@code @JsonInclude} at property level. */
    static boolean included(Inclusion inclusion, Object v) {
        return switch (inclusion) {
            case ALWAYS -> true;
            case NON_NULL -> v != null;
            case NON_ABSENT -> v != null && !ContainerEncoders.isAbsent(v);
            case NON_EMPTY -> v != null && !ContainerEncoders.isAbsent(v) && !ContainerEncoders.isEmptyContainer(v);
            case NON_DEFAULT -> v != null && !ContainerEncoders.isAbsent(v) && !ContainerEncoders.isEmptyContainer(v)
                    && !isDefaultScalar(v);
        };
    }

    private static boolean isDefaultScalar(Object v) {
        return switch (v) {
            case Integer i -> i == 0;
            case Long l -> l == 0L;
            case Short s -> s == 0;
            case Byte b -> b == 0;
            case Double d -> d == 0.0;
            case Float f -> f == 0.0f;
            case Boolean b -> !b;
            case Character c -> c == '\0';
            default -> false;
        };
    }
}
