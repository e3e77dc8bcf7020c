package dev.simdjson.spring.autoconfigure;

import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;

/**
 * Logs, once the context's singletons exist, one INFO line with the {@link RuntimeReport#summary()} (at 128 bits,
 * with the measurement {@code auto} waits for) and, when the vector kernel was wanted but cannot run, one WARN line
 * that says how to fix it.
 */
final class SimdJsonStartupLog implements SmartInitializingSingleton {

    /** The fix, for each way an application is usually started. */
    static final String ADD_MODULES_FIX = "add --add-modules=jdk.incubator.vector to the JVM options: "
            + "for 'java -jar' put it on the command line before -jar "
            + "(java --add-modules=jdk.incubator.vector -jar app.jar); "
            + "for 'mvn spring-boot:run' add <jvmArguments>--add-modules=jdk.incubator.vector</jvmArguments> "
            + "to the spring-boot-maven-plugin configuration; "
            + "or set the environment variable JDK_JAVA_OPTIONS=--add-modules=jdk.incubator.vector";

    private static final Log logger = LogFactory.getLog(SimdJsonAutoConfiguration.class);

    private final ObjectProvider<RuntimeReport> report;

    SimdJsonStartupLog(ObjectProvider<RuntimeReport> report) {
        this.report = report;
    }

    @Override
    public void afterSingletonsInstantiated() {
        RuntimeReport current = report.getIfUnique();
        if (current == null) {
            return;
        }
        if (current.vectorOnceMeasured()) {
            logger.info(current.summary() + ", once the warm-up measures it faster than the scalar kernel on this"
                    + " machine (at this width that depends on the CPU); the warm-up logs what it found");
        } else {
            logger.info(current.summary());
        }
        if (current.requested() == Implementation.SCALAR || current.vectorized()) {
            return;
        }
        if (!current.vectorModulePresent()) {
            logger.warn("simd-json: the jdk.incubator.vector module is not loaded, so JSON is parsed by the slower "
                    + "scalar kernel. To run the vector kernel, " + ADD_MODULES_FIX);
        } else if (current.requested() == Implementation.VECTOR) {
            logger.warn("simd-json: the vector kernel was requested (simdjson.implementation=vector) but cannot run "
                    + "here, so the scalar kernel parses: " + current.fallbackReason());
        } else if (!SimdJsonRuntime.jitCompilesVectors()) {
            logger.warn("simd-json: JSON is parsed by the scalar kernel because " + current.fallbackReason());
        }
    }
}
