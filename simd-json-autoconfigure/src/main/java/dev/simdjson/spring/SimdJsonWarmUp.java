package dev.simdjson.spring;

import dev.simdjson.ClassVeto;
import dev.simdjson.JsonLimits;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.runtime.WarmUpResult;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.context.SmartLifecycle;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;

/**
 * Warms simd-json up in the JIT when the application starts, so the first requests do not pay for interpreted
 * Vector API code: one low-priority daemon thread runs {@link SimdJsonRuntime#warmUp(Duration)} (the stage 1
 * kernels and the tape) and then binds and writes a small document through the application's mapper, all within
 * {@code timeout} (checked between iterations, so a loaded machine may overrun it by one cold iteration). Until it is
 * done, parsers created with {@code implementation=auto} run the scalar kernel, so no
 * request ever waits for it.
 *
 * <p>It starts as soon as the bean exists, not when the context has finished refreshing: the rest of the startup
 * (Tomcat, Actuator, the application's beans) mostly keeps one core busy, so on a small machine the warm-up uses the
 * otherwise idle one and is done, or nearly, when the first requests arrive instead of competing with them.
 */
public final class SimdJsonWarmUp implements InitializingBean, SmartLifecycle {

    /** Where the warm-up is. */
    public enum State {
        /** {@code simdjson.warm-up.enabled=false}: the kernel hand-off happens on first use instead. */
        DISABLED,
        /** Enabled, not started yet (it starts when the bean is initialized). */
        PENDING,
        RUNNING,
        /** The vector kernel is compiled and runs; the binding path was warmed too. */
        DONE,
        /** The timeout ran out first: the vector kernel runs only if it was measured compiled in time. */
        TIMED_OUT,
        /** The JIT did not compile the vector kernel (it stayed slower than the scalar one): the scalar kernel runs. */
        NOT_COMPILED,
        /**
         * The 128-bit vector kernel was measured no faster than the scalar one on this machine, so
         * {@code implementation=auto} keeps the scalar kernel (the runtime report gives the figures).
         */
        NOT_FASTER,
        /** The scalar kernel runs in this JVM, so there is no vector kernel to warm; the scalar path was warmed. */
        SKIPPED,
        /** The warm-up threw; parsing works regardless (the reason is logged). */
        FAILED
    }

    private static final Log logger = LogFactory.getLog(SimdJsonWarmUp.class);

    private static final byte[] BINDING_DOCUMENT = ("{\"id\":42,\"name\":\"warm-up\",\"ratio\":0.25,\"ok\":true,"
            + "\"tags\":[\"a\",\"b\\n\",\"\\u00e9\"],\"nested\":{\"values\":[1,2,3],\"none\":null}}")
            .getBytes(StandardCharsets.UTF_8);

    private final SimdJsonMapper mapper;
    /** The application's kernel setting: with {@code auto} at 128 bits the warm-up's race decides the kernel. */
    private final Implementation implementation;
    private final Duration timeout;
    private final boolean enabled;
    private volatile State state;
    private volatile @Nullable Duration took;
    private volatile @Nullable String detail;
    private volatile @Nullable Thread thread;

    /**
     * @param mapper  the mapper whose binding path to warm up as well
     * @param enabled false to do nothing ({@link State#DISABLED})
     * @param timeout the most time the warm-up thread spends
     */
    public SimdJsonWarmUp(SimdJsonMapper mapper, boolean enabled, Duration timeout) {
        Objects.requireNonNull(mapper, "mapper");
        // The same kernels, binding and writing settings (inclusion, case, indentation: what the JIT compiles is
        // shared), but default limits, so an application's tight limits cannot make the warm-up document fail, and
        // no class veto, so the warm-up shares the JVM-wide binders instead of building the application's twice.
        this.mapper = SimdJsonMapper.builder().config(mapper.config())
                .limits(JsonLimits.DEFAULTS)
                .classVeto(ClassVeto.NONE)
                .build();
        this.implementation = mapper.config().implementation();
        this.timeout = Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("simdjson.warm-up.timeout must be positive, was " + timeout);
        }
        this.enabled = enabled;
        this.state = enabled ? State.PENDING : State.DISABLED;
    }

    @Override
    public void afterPropertiesSet() {
        start();
    }

    @Override
    public synchronized void start() {
        if (state != State.PENDING) {
            return;
        }
        state = State.RUNNING;
        Thread t = new Thread(this::run, "simdjson-warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        thread = t;
        t.start();
    }

    private void run() {
        long began = System.nanoTime();
        long deadline = began + timeout.toNanos();
        try {
            boolean measuredChoice = implementation == Implementation.AUTO && SimdJsonRuntime.chosenByMeasurement();
            // Most of the budget for the kernels (the part that is slow when cold), the rest for binding.
            WarmUpResult kernels = SimdJsonRuntime.warmUp(timeout.multipliedBy(3).dividedBy(4));
            long sink = 0;
            while (System.nanoTime() < deadline && sink < 2_000_000) {
                Object value = mapper.readValue(BINDING_DOCUMENT, Object.class);
                sink += mapper.writeValueAsBytes(value).length;
                sink += mapper.readValue(BINDING_DOCUMENT, Map.class).size();
            }
            took = Duration.ofNanos(System.nanoTime() - began);
            detail = kernels.detail();
            state = switch (kernels.outcome()) {
                case DONE -> State.DONE;
                case TIMED_OUT -> State.TIMED_OUT;
                case NOT_COMPILED -> State.NOT_COMPILED;
                case NOT_FASTER -> State.NOT_FASTER;
                case SKIPPED -> State.SKIPPED;
            };
            // What the race found matters to this application only when its parsers follow the JVM-wide choice.
            if (!kernels.vectorHot() && (state == State.TIMED_OUT || state == State.NOT_COMPILED)
                    && implementation == Implementation.AUTO) {
                logger.warn("simd-json warm-up " + PropertyValues.of(state) + " after " + took.toMillis() + " ms: "
                        + detail);
            } else if (measuredChoice) {
                // At 128 bits the warm-up's race is what picks the kernel: worth a line either way.
                logger.info("simd-json warm-up " + PropertyValues.of(state) + " in " + took.toMillis() + " ms: "
                        + detail);
            } else {
                logger.debug("simd-json warm-up " + PropertyValues.of(state) + " in " + took.toMillis() + " ms: "
                        + detail);
            }
        } catch (RuntimeException | LinkageError e) {
            took = Duration.ofNanos(System.nanoTime() - began);
            detail = e.toString();
            state = State.FAILED;
            logger.warn("simd-json warm-up failed (parsing works regardless): " + e);
        }
    }

    /** Waits up to {@code max} for a running warm-up to end; returns whether it has ended. */
    public boolean awaitDone(Duration max) throws InterruptedException {
        Thread t = thread;
        if (t != null) {
            t.join(max);
        }
        return state != State.RUNNING && state != State.PENDING;
    }

    @Override
    public void stop() {
        // Nothing to stop: the thread is a daemon and ends within the timeout.
    }

    @Override
    public boolean isRunning() {
        return state != State.PENDING && state != State.DISABLED;
    }

    /** Whether the warm-up is switched on. */
    public boolean enabled() {
        return enabled;
    }

    /** Where the warm-up is now. */
    public State state() {
        return state;
    }

    /** How long the warm-up took once it ended, else {@code null}. */
    public @Nullable Duration took() {
        return took;
    }

    /** What the warm-up found once it ended (e.g. why the vector kernel is not used), else {@code null}. */
    public @Nullable String detail() {
        return detail;
    }

    /** The most time the warm-up spends. */
    public Duration timeout() {
        return timeout;
    }
}
