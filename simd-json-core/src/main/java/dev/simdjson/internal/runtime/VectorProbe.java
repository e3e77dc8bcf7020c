package dev.simdjson.internal.runtime;

import dev.simdjson.internal.stage1.BlockClassifier;
import dev.simdjson.internal.write.StringKernel;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Reaches the vector kernel only through reflection, and only once the module is known to be in the boot layer:
 * a JVM started without {@code --add-modules jdk.incubator.vector} never loads a class that names it, so it
 * never sees a NoClassDefFoundError.
 */
final class VectorProbe {

    static final String MODULE = "jdk.incubator.vector";
    private static final String KERNEL_CLASS = "dev.simdjson.internal.stage1.VectorBlockClassifier";
    private static final String STRING_KERNEL_CLASS = "dev.simdjson.internal.write.VectorStringKernel";

    private VectorProbe() {
    }

    static boolean modulePresent() {
        return ModuleLayer.boot().findModule(MODULE).isPresent();
    }

    /** Species, width and preferred width of the vector kernel, looked up once; only when {@link #modulePresent()}. */
    static Facts facts() {
        return CachedFacts.FACTS;
    }

    private static final class CachedFacts {
        static final Facts FACTS = lookUp();
    }

    private static Facts lookUp() {
        try {
            Class<?> kernel = Class.forName(KERNEL_CLASS);
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            String species = (String) lookup.findStatic(kernel, "species", MethodType.methodType(String.class)).invoke();
            int width = (int) lookup.findStatic(kernel, "bitWidth", MethodType.methodType(int.class)).invoke();
            int preferred = (int) lookup.findStatic(kernel, "preferredBitWidth", MethodType.methodType(int.class))
                    .invoke();
            return new Facts(species, width, preferred, null);
        } catch (Throwable e) {
            return new Facts(null, 0, 0, e.toString());
        }
    }

    static BlockClassifier newKernel() {
        try {
            return (BlockClassifier) Constructors.KERNEL.invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot create the vector kernel", e);
        }
    }

    /** The writer's vector string kernel; only when {@link #modulePresent()}. */
    static StringKernel newStringKernel() {
        try {
            return (StringKernel) Constructors.STRING_KERNEL.invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot create the vector string kernel", e);
        }
    }

    /** Constructor handles looked up once (parsers and mappers may be created often); loaded on first use only. */
    private static final class Constructors {
        static final MethodHandle KERNEL = constructor(KERNEL_CLASS);
        static final MethodHandle STRING_KERNEL = constructor(STRING_KERNEL_CLASS);

        private static MethodHandle constructor(String className) {
            try {
                return MethodHandles.publicLookup()
                        .findConstructor(Class.forName(className), MethodType.methodType(void.class));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot find " + className, e);
            }
        }
    }

    /** What the vector kernel reports, or why it could not be loaded ({@code failure}). */
    record Facts(String species, int bitWidth, int preferredBitWidth, String failure) {
    }
}
