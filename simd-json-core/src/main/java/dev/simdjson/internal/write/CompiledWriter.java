package dev.simdjson.internal.write;

/**
 * The superclass of the writer classes {@link CompiledWriters} generates, one per record or POJO: the generated
 * {@link #write} calls each getter and each property's encoder at its own call site on constants (so the JIT
 * inlines what it sees there instead of dispatching over an array of properties) and writes the names as
 * constant bytes. What is not on the hot path (inclusion rules, errors, nesting) stays here, shared with the
 * interpreted {@link ObjectEncoder}.
 *
 * <p>Public only because generated classes live in the bean's package; not for use outside simd-json.
 */
public abstract class CompiledWriter {

    private ObjectEncoder owner;

    protected CompiledWriter() {
    }

    /** Called once, before the writer is published. */
    final void bind(ObjectEncoder owner) {
        this.owner = owner;
    }

    /** Writes {@code bean}, whose class is exactly the one this writer was generated for. */
    public abstract void write(Object bean, JsonOutput out);

    protected final void enter(JsonOutput out, Object bean) {
        out.enter(bean);
    }

    protected final void exit(JsonOutput out) {
        out.exit();
    }

    /** A property's {@code ,"name":}, without the comma when it is the first written (both paths write names so). */
    protected static void name(JsonOutput out, byte[] commaName, boolean first) {
        if (first) {
            out.writeRaw(commaName, 1, commaName.length - 1);
        } else {
            out.writeRaw(commaName);
        }
    }

    /** Whether property {@code k}'s value {@code v} is written under its {@code @JsonInclude}. */
    protected final boolean included(int k, Object v) {
        return owner.included(k, v);
    }

    /** The error for a getter of property {@code k} that threw {@code e}. */
    protected final RuntimeException failed(int k, Throwable e) {
        return owner.failed(k, e);
    }

    /** The error for property {@code k} holding the bean itself. */
    protected final RuntimeException selfReference(int k) {
        return owner.selfReference(k);
    }
}
