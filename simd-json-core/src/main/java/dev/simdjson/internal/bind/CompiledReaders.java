package dev.simdjson.internal.bind;

import dev.simdjson.internal.codegen.HiddenClasses;

import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.classfile.TypeKind;
import java.lang.classfile.instruction.SwitchCase;
import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.MethodTypeDesc;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Executable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static java.lang.constant.ConstantDescs.CD_Object;
import static java.lang.constant.ConstantDescs.CD_Throwable;
import static java.lang.constant.ConstantDescs.CD_boolean;
import static java.lang.constant.ConstantDescs.CD_byte;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;
import static java.lang.constant.ConstantDescs.CD_void;

/**
 * Generates a {@link CompiledReader} for a type built by its creator (a record, an {@code @JsonCreator}
 * constructor or factory) or by a no-argument constructor and then its setters, as a hidden class in the type's
 * nest. Its {@code readObject} is the loop {@link ObjectBinder} interprets, written out for this type (for a
 * setter type the instance is made first and each value goes to its setter handle, a constant, as it is read):
 *
 * <pre>{@code
 * int objectAt = r.offset(); r.beginObject();
 * long id = 0; String name = null; ...; long seen = 0;
 * if (!r.nextField()) goto done;
 * if (r.keyEquals(NAME_0)) goto id;              // the order the type writes its properties in, tried first
 * match: switch (find(r)) { case 0: goto id; case 1: goto name; ...; default: other(r, k, discriminator); }
 * id:   id = ID_BINDER.readBits(r); seen |= 1;    // binders are constants of this class
 *       if (!r.nextField()) goto done; if (r.keyEquals(NAME_1)) goto name; goto match;
 * name: name = (String) NAME_BINDER.read(r); ...
 * done:
 * if ((seen & 1) == 0) missing(r, objectAt, 0);  // a primitive may not be absent: throws
 * if (name == null) name = (String) missing(r, objectAt, 1);
 * return new User(id, name, ...);
 * }</pre>
 *
 * Each property's value is read at its own call site on a constant binder (loaded from the hidden class's class
 * data), so the JIT inlines the one binder it sees there instead of dispatching through an array of them;
 * primitives travel in {@code long} locals, unboxed. Error paths call back into {@link CompiledReader}, so the
 * messages, paths and offsets are the interpreted binder's. Returns null where the class cannot be defined (no
 * access to the type, a class loader that cannot see simd-json, a parameter type the type's package cannot name),
 * and the interpreted path stays in use.
 */
final class CompiledReaders {

    /** Off only to compare designs when measuring ({@code -Dsimdjson.bind.compiledReaders=false}). */
    private static final boolean GENERATE = !"false".equals(System.getProperty("simdjson.bind.compiledReaders"));

    private static final ClassDesc CD_READER = HiddenClasses.desc(CompiledReader.class);
    private static final ClassDesc CD_JSON_READER = HiddenClasses.desc(JsonReader.class);
    private static final ClassDesc CD_BINDER = HiddenClasses.desc(Binder.class);
    private static final ClassDesc CD_PRIMITIVE_BINDER = HiddenClasses.desc(PrimitiveBinder.class);
    private static final MethodTypeDesc READ_OBJECT = MethodTypeDesc.of(CD_Object, CD_JSON_READER,
            CD_byte.arrayType());
    private static final MethodTypeDesc FIND = MethodTypeDesc.of(CD_int, CD_JSON_READER);
    private static final MethodTypeDesc READ_BITS = MethodTypeDesc.of(CD_long, CD_JSON_READER);
    private static final MethodTypeDesc READ = MethodTypeDesc.of(CD_Object, CD_JSON_READER);
    private static final MethodTypeDesc OTHER = MethodTypeDesc.of(CD_void, CD_JSON_READER, CD_int,
            CD_byte.arrayType());
    private static final MethodTypeDesc MISSING = MethodTypeDesc.of(CD_Object, CD_JSON_READER, CD_int, CD_int);
    private static final MethodTypeDesc FAILURE = MethodTypeDesc.of(CD_Throwable, CD_Throwable, CD_int, CD_int);
    private static final ClassDesc CD_METHOD_HANDLE = HiddenClasses.desc(MethodHandle.class);
    private static final MethodType SETTER_TYPE = MethodType.methodType(void.class, Object.class, Object.class);
    private static final MethodTypeDesc CREATOR_ERROR = MethodTypeDesc.of(HiddenClasses.desc(RuntimeException.class),
            CD_Throwable, CD_int);
    private static final MethodTypeDesc INT_GETTER = MethodTypeDesc.of(CD_int);
    /** Types with more properties than this stay on the interpreted path. */
    static final int MAX_PROPERTIES = 64;

    private CompiledReaders() {
    }

    /** Whether readers are generated at all in this JVM. */
    static boolean enabled() {
        return GENERATE;
    }

    /**
     * The generated reader of the type {@code layout} describes, or null: generation is off, the type is not built
     * either by its creator alone or by a no-argument creator and then its setters, it has more than
     * {@link #MAX_PROPERTIES} properties, or the class cannot be defined.
     */
    static CompiledReader generate(ObjectLayout layout) {
        Executable creator = layout.creatorExecutable();
        if (!GENERATE || creator == null || !fits(layout)) {
            return null;
        }
        MethodHandles.Lookup lookup = HiddenClasses.lookupForCalling(creator, CompiledReader.class);
        if (lookup == null || creator.getParameterCount() != layout.parameterCount()) {
            return null;
        }
        Plan plan = new Plan(layout);
        return (CompiledReader) HiddenClasses.define(lookup, "SimdJsonReader", plan.classData, cb -> {
            cb.withFlags(ClassFile.ACC_FINAL | ClassFile.ACC_SYNTHETIC).withSuperclass(CD_READER);
            HiddenClasses.constructor(cb, CD_READER);
            cb.withMethodBody("readObject", READ_OBJECT, ClassFile.ACC_PUBLIC, plan::readObject);
        });
    }

    /**
     * Whether a reader is generated for the type: built by its creator, or by a no-argument one and then its
     * setters (both at once stay interpreted), with at most {@link #MAX_PROPERTIES} properties.
     */
    static boolean fits(ObjectLayout layout) {
        boolean setters = layout.hasSetterProperties();
        return (layout.parameterCount() > 0 ? !setters : setters) && layout.propertyCount() <= MAX_PROPERTIES;
    }

    /**
     * What one type's {@code readObject} does, property by property: the layout says what each is read as and where
     * it goes; the plan adds where its constants sit in the class data.
     */
    private static final class Plan {

        private final ObjectLayout layout;
        /** The creator's parameter types as the generated code names them. */
        private final Class<?>[] params;
        /** Built first, then set property by property (a no-argument creator). */
        private final boolean setterMode;
        final List<Object> classData = new ArrayList<>();
        /** Per property: the class-data index of its UTF-8 name. */
        private final int[] nameConstant;
        /** Per property read: the class-data index of its binder, else -1. */
        private final int[] binderConstant;
        /** Per setter property: the class-data index of its setter handle (taking its bits type), else -1. */
        private final int[] setterConstant;
        /** Per parameter no property feeds and held boxed: the class-data index of its default, else -1. */
        private final int[] defaultConstant;

        Plan(ObjectLayout layout) {
            this.layout = layout;
            this.params = layout.creatorExecutable().getParameterTypes();
            this.setterMode = layout.parameterCount() == 0;
            int n = layout.propertyCount();
            nameConstant = new int[n];
            binderConstant = new int[n];
            setterConstant = new int[n];
            Arrays.fill(binderConstant, -1);
            Arrays.fill(setterConstant, -1);
            for (int k = 0; k < n; k++) {
                nameConstant[k] = constant(layout.nameBytes(k));
                if (layout.readable(k)) {
                    binderConstant[k] = constant(layout.binder(k));
                }
                if (layout.isSetterProperty(k)) {
                    // A primitive is read as bits and handed to the setter handle as itself: the constant handle's
                    // boxing then meets its unboxing where the JIT can remove both.
                    Class<?> bits = layout.bitsType(k);
                    setterConstant[k] = constant(layout.setter(k).asType(bits == null ? SETTER_TYPE
                            : MethodType.methodType(void.class, Object.class, bits)));
                }
            }
            defaultConstant = new int[params.length];
            Arrays.fill(defaultConstant, -1);
            for (int p = 0; p < params.length; p++) {
                Object value = layout.parameterDefault(p);
                if (layout.parameterProperty(p) < 0 && !layout.parameterAsBits(p) && value != null) {
                    defaultConstant[p] = constant(value);
                }
            }
        }

        /** Adds {@code value} to the class data, returning its index. */
        private int constant(Object value) {
            classData.add(value);
            return classData.size() - 1;
        }

        // Locals: 0 this, 1 reader, 2 discriminator, then these.
        private int objectAt, seen, key, current, at, instance;
        private int[] value;

        void readObject(CodeBuilder code) {
            objectAt = code.allocateLocal(TypeKind.INT);
            seen = code.allocateLocal(TypeKind.LONG);
            key = code.allocateLocal(TypeKind.INT);
            current = code.allocateLocal(TypeKind.INT);
            at = code.allocateLocal(TypeKind.INT);
            code.aload(1).invokevirtual(CD_JSON_READER, "offset", INT_GETTER).istore(objectAt);
            code.aload(1).invokevirtual(CD_JSON_READER, "beginObject", ConstantDescs.MTD_void);
            code.lconst_0().lstore(seen);
            code.iconst_m1().istore(current);
            code.iconst_0().istore(at);
            parameterLocals(code);
            if (setterMode) { // built first, then set property by property as they come (the interpreted order)
                instance = code.allocateLocal(TypeKind.REFERENCE);
                construct(code);
                code.astore(instance);
            }
            int n = layout.propertyCount();
            Label loop = code.newLabel();
            Label match = code.newLabel();
            Label done = code.newLabel();
            Label unmatched = code.newLabel();
            List<Label> targets = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                targets.add(code.newLabel());
            }
            Label tryStart = code.newBoundLabel();
            nextKey(code, 0, done, match, targets);
            code.labelBinding(loop);
            code.aload(1).invokevirtual(CD_JSON_READER, "nextField", MethodTypeDesc.of(CD_boolean)).ifeq(done);
            code.labelBinding(match);
            code.aload(0).aload(1).invokevirtual(CD_READER, "find", FIND).istore(key);
            List<SwitchCase> cases = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                cases.add(SwitchCase.of(k, layout.readable(k) ? targets.get(k) : unmatched));
            }
            if (cases.isEmpty()) {
                code.goto_(unmatched);
            } else {
                code.iload(key).tableswitch(0, n - 1, unmatched, cases);
            }
            for (int k = 0; k < n; k++) {
                if (!layout.readable(k)) {
                    continue;
                }
                code.labelBinding(targets.get(k));
                code.loadConstant(k).istore(current);
                code.aload(1).invokevirtual(CD_JSON_READER, "offset", INT_GETTER).istore(at);
                if (layout.creatorIndex(k) < 0) {
                    set(code, k);
                } else {
                    readArgument(code, k, layout.creatorIndex(k));
                }
                code.iconst_m1().istore(current);
                nextKey(code, k + 1, done, match, targets);
            }
            code.labelBinding(unmatched);
            code.aload(0).aload(1).iload(key).aload(2).invokevirtual(CD_READER, "other", OTHER);
            code.goto_(loop);
            Label tryEnd = code.newBoundLabel();
            code.labelBinding(done);
            if (setterMode) {
                code.aload(instance).areturn();
            } else {
                absentProperties(code);
                construct(code);
                code.areturn();
            }
            // One handler for the loop: errors inside a property's value get its path, a setter's failure its own
            // message, the rest pass as they are (see CompiledReader.failure).
            Label handler = code.newBoundLabel();
            int error = code.allocateLocal(TypeKind.REFERENCE);
            code.astore(error).aload(0).aload(error).iload(current).iload(at)
                    .invokevirtual(CD_READER, "failure", FAILURE).athrow();
            code.exceptionCatch(tryStart, tryEnd, handler, CD_Throwable);
        }

        /**
         * One local per creator parameter, as the layout holds its argument: {@code long} bits (zero) for a primitive
         * slot, else a reference (null, or the default of a parameter no property feeds).
         */
        private void parameterLocals(CodeBuilder code) {
            value = new int[params.length];
            for (int p = 0; p < params.length; p++) {
                if (layout.parameterAsBits(p)) {
                    value[p] = code.allocateLocal(TypeKind.LONG);
                    code.lconst_0().lstore(value[p]);
                } else {
                    value[p] = code.allocateLocal(TypeKind.REFERENCE);
                    if (defaultConstant[p] >= 0) {
                        code.ldc(HiddenClasses.constant(defaultConstant[p], CD_Object));
                    } else {
                        code.aconst_null();
                    }
                    code.astore(value[p]);
                }
            }
        }

        /** Reads property {@code k} into the local of creator parameter {@code p}, marking a primitive read. */
        private void readArgument(CodeBuilder code, int k, int p) {
            if (layout.parameterAsBits(p)) {
                code.ldc(HiddenClasses.constant(binderConstant[k], CD_PRIMITIVE_BINDER)).aload(1)
                        .invokeinterface(CD_PRIMITIVE_BINDER, "readBits", READ_BITS).lstore(value[p]);
                code.lload(seen).loadConstant(readBit(p)).lor().lstore(seen);
            } else {
                code.ldc(HiddenClasses.constant(binderConstant[k], CD_BINDER)).aload(1)
                        .invokeinterface(CD_BINDER, "read", READ).astore(value[p]);
            }
        }

        /** The bit of {@code seen} that marks primitive parameter {@code p} read: its slot's, as in the interpreter. */
        private long readBit(int p) {
            return 1L << layout.parameterSlot(p);
        }

        /** Reads property {@code k} and hands it to its setter at once; {@code current} says which failed. */
        private void set(CodeBuilder code, int k) {
            Class<?> primitive = layout.bitsType(k);
            if (primitive != null) {
                int v = code.allocateLocal(TypeKind.LONG);
                code.ldc(HiddenClasses.constant(binderConstant[k], CD_PRIMITIVE_BINDER)).aload(1)
                        .invokeinterface(CD_PRIMITIVE_BINDER, "readBits", READ_BITS).lstore(v);
                code.loadConstant(-k - 2).istore(current);
                code.ldc(HiddenClasses.constant(setterConstant[k], CD_METHOD_HANDLE)).aload(instance).lload(v);
                CreatorClasses.fromBits(code, primitive);
                code.invokevirtual(CD_METHOD_HANDLE, "invokeExact", MethodTypeDesc.of(CD_void, CD_Object,
                        HiddenClasses.desc(primitive)));
                return;
            }
            int v = code.allocateLocal(TypeKind.REFERENCE);
            code.ldc(HiddenClasses.constant(binderConstant[k], CD_BINDER)).aload(1)
                    .invokeinterface(CD_BINDER, "read", READ).astore(v);
            code.loadConstant(-k - 2).istore(current);
            code.ldc(HiddenClasses.constant(setterConstant[k], CD_METHOD_HANDLE)).aload(instance).aload(v)
                    .invokevirtual(CD_METHOD_HANDLE, "invokeExact", MethodTypeDesc.of(CD_void, CD_Object, CD_Object));
        }

        /**
         * Moves to the next key and, when property {@code k} is read, tries it first by comparing the key with its
         * constant name (documents written from the same type list properties in this order), else the matcher.
         */
        private void nextKey(CodeBuilder code, int k, Label done, Label match, List<Label> targets) {
            code.aload(1).invokevirtual(CD_JSON_READER, "nextField", MethodTypeDesc.of(CD_boolean)).ifeq(done);
            if (k < layout.propertyCount() && layout.readable(k)) {
                code.aload(1).ldc(HiddenClasses.constant(nameConstant[k], CD_byte.arrayType()))
                        .invokevirtual(CD_JSON_READER, "keyEquals", MethodTypeDesc.of(CD_boolean, CD_byte.arrayType()))
                        .ifne(targets.get(k));
            }
            code.goto_(match);
        }

        /** After the loop: an absent primitive fails, an absent reference gets what its binder says. */
        private void absentProperties(CodeBuilder code) {
            for (int p = 0; p < params.length; p++) {
                int k = layout.parameterProperty(p);
                if (k < 0) {
                    continue; // no property feeds it: the default it was initialised with
                }
                Label present = code.newLabel();
                if (layout.parameterAsBits(p)) {
                    code.lload(seen).loadConstant(readBit(p)).land().lconst_0().lcmp().ifne(present);
                    code.aload(0).aload(1).iload(objectAt).loadConstant(k).invokevirtual(CD_READER, "missing", MISSING)
                            .pop();
                } else {
                    code.aload(value[p]).ifnonnull(present);
                    code.aload(0).aload(1).iload(objectAt).loadConstant(k).invokevirtual(CD_READER, "missing", MISSING)
                            .astore(value[p]);
                }
                code.labelBinding(present);
            }
        }

        /**
         * {@code new T(...)} or {@code T.of(...)}, leaving the instance on the stack; whatever it throws becomes the
         * creator error.
         */
        private void construct(CodeBuilder code) {
            Label start = code.newBoundLabel();
            Executable creator = layout.creatorExecutable();
            CreatorClasses.beginCall(code, creator);
            for (int p = 0; p < params.length; p++) {
                if (layout.parameterAsBits(p)) {
                    code.lload(value[p]);
                    CreatorClasses.fromBits(code, params[p]);
                } else {
                    code.aload(value[p]);
                    CreatorClasses.fromReference(code, params[p]);
                }
            }
            CreatorClasses.endCall(code, creator);
            Label end = code.newBoundLabel();
            Label after = code.newLabel();
            code.goto_(after);
            Label handler = code.newBoundLabel();
            int thrown = code.allocateLocal(TypeKind.REFERENCE);
            code.astore(thrown).aload(0).aload(thrown).iload(objectAt)
                    .invokevirtual(CD_READER, "creatorError", CREATOR_ERROR).athrow();
            code.exceptionCatch(start, end, handler, CD_Throwable);
            code.labelBinding(after);
        }
    }
}
