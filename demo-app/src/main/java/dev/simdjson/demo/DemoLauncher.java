package dev.simdjson.demo;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The demo's entry point, compiled for Java 17 (a compiler execution of its own in this module's pom) so that an
 * older JVM still runs it and says what is wrong, instead of failing with an {@code UnsupportedClassVersionError}
 * about class file versions. On JDK 25 it hands over to {@link DemoApplication}, which it names only by string:
 * a class compiled for 17 cannot link against one compiled for 25.
 */
public final class DemoLauncher {

    /** The JDK the demo (and simd-json) needs. */
    static final int REQUIRED_JDK = 25;

    private DemoLauncher() {
    }

    public static void main(String[] args) throws Throwable {
        String refusal = refusal(Runtime.version().feature());
        if (refusal != null) {
            System.err.println(refusal);
            System.exit(1);
        }
        MethodHandle main = MethodHandles.publicLookup().findStatic(Class.forName("dev.simdjson.demo.DemoApplication"),
                "main", MethodType.methodType(void.class, String[].class));
        main.invokeExact(args);
    }

    /** What to tell a user whose JVM is {@code feature}, or null when it is new enough. */
    static String refusal(int feature) {
        if (feature >= REQUIRED_JDK) {
            return null;
        }
        return "JDK " + REQUIRED_JDK + " required, found " + feature + ": set JAVA_HOME to a JDK " + REQUIRED_JDK
                + " (for example export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64) and start the demo again";
    }
}
