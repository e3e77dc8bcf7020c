package dev.simdjson.internal.write;

import dev.simdjson.Inclusion;
import dev.simdjson.internal.codegen.HiddenClasses;

import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.classfile.TypeKind;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

import static java.lang.constant.ConstantDescs.CD_Object;
import static java.lang.constant.ConstantDescs.CD_Throwable;
import static java.lang.constant.ConstantDescs.CD_boolean;
import static java.lang.constant.ConstantDescs.CD_byte;
import static java.lang.constant.ConstantDescs.CD_double;
import static java.lang.constant.ConstantDescs.CD_float;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;
import static java.lang.constant.ConstantDescs.CD_void;

/**
 * Generates a {@link CompiledWriter} for a record or POJO, as a hidden class in the bean's nest: the loop
 * {@link ObjectEncoder} interprets, written out for this type.
 *
 * <pre>{@code
 * enter(out, bean); out.writeByte('{');
 * long id = ID_GETTER.applyAsLong(bean);                 // getters and encoders are constants of the class
 * out.writeRaw(ID_NAME, 1, ...); out.writeLong(id);       // "id": (no comma: statically the first)
 * Object name = NAME_GETTER.apply(bean);
 * if (name == bean) throw selfReference(1);
 * if (included(1, name)) {                               // only for a property with an inclusion rule
 *     name(out, NAME_NAME, first);                       // ,"name": (whether a comma is due is known here
 *     if (name == null) out.writeNull(); else NAME_ENCODER.write(name, out);   // unless an earlier one may skip)
 * }
 * ...
 * out.writeByte('}'); exit(out);
 * }</pre>
 *
 * Getter exceptions go through {@link CompiledWriter#failed}, like the interpreted encoder's; null when the class
 * cannot be defined (then the interpreted path stays in use).
 */
final class CompiledWriters {

    /** Off only to compare designs when measuring ({@code -Dsimdjson.write.compiledWriters=false}). */
    private static final boolean GENERATE = !"false".equals(System.getProperty("simdjson.write.compiledWriters"));

    private static final ClassDesc CD_WRITER = HiddenClasses.desc(CompiledWriter.class);
    private static final ClassDesc CD_OUT = HiddenClasses.desc(JsonOutput.class);
    private static final ClassDesc CD_ENCODER = HiddenClasses.desc(Encoder.class);
    private static final ClassDesc CD_BYTES = CD_byte.arrayType();
    private static final MethodTypeDesc WRITE = MethodTypeDesc.of(CD_void, CD_Object, CD_OUT);

    private CompiledWriters() {
    }

    static boolean enabled() {
        return GENERATE;
    }

    /**
     * @param discriminator {@code "kind":"Name"} written first, or null
     */
    static CompiledWriter generate(Class<?> type, byte[] discriminator, ObjectEncoder.Property[] properties) {
        if (!GENERATE) {
            return null;
        }
        MethodHandles.Lookup lookup = HiddenClasses.lookupIn(type, CompiledWriter.class);
        if (lookup == null) {
            return null;
        }
        Plan plan = new Plan(discriminator, properties);
        return (CompiledWriter) HiddenClasses.define(lookup, "SimdJsonWriter", plan.classData, cb -> {
            cb.withFlags(ClassFile.ACC_FINAL | ClassFile.ACC_SYNTHETIC).withSuperclass(CD_WRITER);
            HiddenClasses.constructor(cb, CD_WRITER);
            cb.withMethodBody("write", WRITE, ClassFile.ACC_PUBLIC, plan::write);
        });
    }

    private static final class Plan {

        private final byte[] discriminator;
        private final ObjectEncoder.Property[] properties;
        final List<Object> classData = new ArrayList<>();

        Plan(byte[] discriminator, ObjectEncoder.Property[] properties) {
            this.discriminator = discriminator;
            this.properties = properties;
        }

        private int add(Object constant) {
            classData.add(constant);
            return classData.size() - 1;
        }

        /** Whether a comma is due before a property: yes, no, or known only when writing. */
        private enum Comma { NO, YES, DEPENDS }

        // Locals: 0 this, 1 bean, 2 out, then these.
        private int first, current;

        void write(CodeBuilder code) {
            first = code.allocateLocal(TypeKind.INT);
            current = code.allocateLocal(TypeKind.INT);
            code.aload(0).aload(2).aload(1).invokevirtual(CD_WRITER, "enter", MethodTypeDesc.of(CD_void, CD_OUT,
                    CD_Object));
            code.aload(2).bipush('{').invokevirtual(CD_OUT, "writeByte", MethodTypeDesc.of(CD_void, CD_byte));
            Comma comma = Comma.NO;
            if (discriminator != null) {
                code.aload(2).ldc(HiddenClasses.constant(add(discriminator), CD_BYTES))
                        .invokevirtual(CD_OUT, "writeRaw", MethodTypeDesc.of(CD_void, CD_BYTES));
                comma = Comma.YES;
            }
            code.loadConstant(comma == Comma.NO ? 1 : 0).istore(first);
            code.iconst_m1().istore(current);
            Label tryStart = code.newBoundLabel();
            for (int k = 0; k < properties.length; k++) {
                comma = property(code, k, comma);
            }
            code.aload(2).bipush('}').invokevirtual(CD_OUT, "writeByte", MethodTypeDesc.of(CD_void, CD_byte));
            code.aload(0).aload(2).invokevirtual(CD_WRITER, "exit", MethodTypeDesc.of(CD_void, CD_OUT));
            code.return_();
            Label tryEnd = code.newBoundLabel();
            // Getter failures (current >= 0) get the property's error; anything else passes as it is.
            int thrown = code.allocateLocal(TypeKind.REFERENCE);
            Label rethrow = code.newLabel();
            Label handler = code.newBoundLabel();
            code.astore(thrown).iload(current).iflt(rethrow);
            code.aload(0).iload(current).aload(thrown).invokevirtual(CD_WRITER, "failed",
                    MethodTypeDesc.of(HiddenClasses.desc(RuntimeException.class), CD_int, CD_Throwable)).athrow();
            code.labelBinding(rethrow);
            code.aload(thrown).athrow();
            code.exceptionCatch(tryStart, tryEnd, handler, CD_Throwable);
        }

        /** Property {@code k}; returns whether a comma is due after it. */
        private Comma property(CodeBuilder code, int k, Comma comma) {
            ObjectEncoder.Property p = properties[k];
            Label skip = code.newLabel();
            boolean always;
            code.loadConstant(k).istore(current);
            switch (p.kind()) {
                case ObjectEncoder.LONG -> {
                    int v = code.allocateLocal(TypeKind.LONG);
                    getter(code, p.longs(), ToLongFunction.class, "applyAsLong", CD_long);
                    code.lstore(v).iconst_m1().istore(current);
                    if (p.skipDefault()) {
                        code.lload(v).lconst_0().lcmp().ifeq(skip);
                    }
                    name(code, k, comma);
                    code.aload(2).lload(v).invokevirtual(CD_OUT, "writeLong", MethodTypeDesc.of(CD_void, CD_long));
                    always = !p.skipDefault();
                }
                case ObjectEncoder.DOUBLE, ObjectEncoder.FLOAT -> {
                    int v = code.allocateLocal(TypeKind.DOUBLE);
                    getter(code, p.doubles(), ToDoubleFunction.class, "applyAsDouble", CD_double);
                    code.dstore(v).iconst_m1().istore(current);
                    boolean single = p.kind() == ObjectEncoder.FLOAT;
                    if (p.skipDefault()) { // by bits, as Jackson compares boxes: -0.0 is not the default
                        code.dload(v);
                        if (single) {
                            code.d2f().invokestatic(HiddenClasses.desc(Float.class), "floatToRawIntBits",
                                    MethodTypeDesc.of(CD_int, CD_float)).ifeq(skip);
                        } else {
                            code.invokestatic(HiddenClasses.desc(Double.class), "doubleToRawLongBits",
                                    MethodTypeDesc.of(CD_long, CD_double)).lconst_0().lcmp().ifeq(skip);
                        }
                    }
                    name(code, k, comma);
                    code.aload(2).dload(v);
                    if (single) {
                        code.d2f().invokevirtual(CD_OUT, "writeFloat", MethodTypeDesc.of(CD_void, CD_float));
                    } else {
                        code.invokevirtual(CD_OUT, "writeDouble", MethodTypeDesc.of(CD_void, CD_double));
                    }
                    always = !p.skipDefault();
                }
                case ObjectEncoder.BOOLEAN -> {
                    int v = code.allocateLocal(TypeKind.INT);
                    getter(code, p.booleans(), Predicate.class, "test", CD_boolean);
                    code.istore(v).iconst_m1().istore(current);
                    if (p.skipDefault()) {
                        code.iload(v).ifeq(skip);
                    }
                    name(code, k, comma);
                    code.aload(2).iload(v).invokevirtual(CD_OUT, "writeBoolean",
                            MethodTypeDesc.of(CD_void, CD_boolean));
                    always = !p.skipDefault();
                }
                default -> {
                    int v = code.allocateLocal(TypeKind.REFERENCE);
                    getter(code, p.objects(), Function.class, "apply", CD_Object);
                    code.astore(v).iconst_m1().istore(current);
                    Label notSelf = code.newLabel();
                    code.aload(v).aload(1).if_acmpne(notSelf);
                    code.aload(0).loadConstant(k).invokevirtual(CD_WRITER, "selfReference",
                            MethodTypeDesc.of(HiddenClasses.desc(RuntimeException.class), CD_int)).athrow();
                    code.labelBinding(notSelf);
                    always = p.inclusion() == Inclusion.ALWAYS;
                    if (!always) {
                        code.aload(0).loadConstant(k).aload(v).invokevirtual(CD_WRITER, "included",
                                MethodTypeDesc.of(CD_boolean, CD_int, CD_Object)).ifeq(skip);
                    }
                    name(code, k, comma);
                    Label present = code.newLabel();
                    Label written = code.newLabel();
                    code.aload(v).ifnonnull(present);
                    code.aload(2).invokevirtual(CD_OUT, "writeNull", MethodTypeDesc.of(CD_void));
                    code.goto_(written);
                    code.labelBinding(present);
                    code.ldc(HiddenClasses.constant(add(p.encoder()), CD_ENCODER)).aload(v).aload(2)
                            .invokeinterface(CD_ENCODER, "write", MethodTypeDesc.of(CD_void, CD_Object, CD_OUT));
                    code.labelBinding(written);
                }
            }
            code.iconst_0().istore(first);
            code.labelBinding(skip);
            return always ? Comma.YES : comma == Comma.YES ? Comma.YES : Comma.DEPENDS;
        }

        /** Calls the getter constant on the bean: {@code GETTER.method(bean)}. */
        private void getter(CodeBuilder code, Object getter, Class<?> type, String method, ClassDesc returns) {
            ClassDesc desc = HiddenClasses.desc(type);
            code.ldc(HiddenClasses.constant(add(getter), desc)).aload(1)
                    .invokeinterface(desc, method, MethodTypeDesc.of(returns, CD_Object));
        }

        /** {@code "name":} or {@code ,"name":}, decided here when it can be. */
        private void name(CodeBuilder code, int k, Comma comma) {
            byte[] commaName = properties[k].commaName();
            ClassDesc bytes = CD_BYTES;
            int constant = add(commaName);
            switch (comma) {
                case NO -> code.aload(2).ldc(HiddenClasses.constant(constant, bytes)).iconst_1()
                        .loadConstant(commaName.length - 1)
                        .invokevirtual(CD_OUT, "writeRaw", MethodTypeDesc.of(CD_void, bytes, CD_int, CD_int));
                case YES -> code.aload(2).ldc(HiddenClasses.constant(constant, bytes))
                        .invokevirtual(CD_OUT, "writeRaw", MethodTypeDesc.of(CD_void, bytes));
                case DEPENDS -> code.aload(2).ldc(HiddenClasses.constant(constant, bytes)).iload(first)
                        .invokestatic(CD_WRITER, "name", MethodTypeDesc.of(CD_void, CD_OUT, bytes, CD_boolean));
            }
        }
    }
}
