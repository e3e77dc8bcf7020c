import dev.simdjson.SimdJsonMapper;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * What a ten-byte number with a huge exponent costs to bind, in CPU time, with the simd-json core on the class path
 * (run by scripts/attack-costs.sh against any build of simd-json-core, so a release can be compared with another).
 * Each read gets 20 s; one that takes longer is reported as such and abandoned. A plain read of each type comes first,
 * so class loading is not counted.
 */
public final class NumberScaleCost {

    public record BigBox(BigInteger v) {
    }

    public record InstantBox(Instant v) {
    }

    public record DurationBox(Duration v) {
    }

    public static void main(String[] args) throws Exception {
        SimdJsonMapper mapper = SimdJsonMapper.create();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        ExecutorService executor = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r);
            t.setDaemon(true);
            return t;
        });
        for (Class<?> type : new Class<?>[] {BigBox.class, InstantBox.class, DurationBox.class}) {
            mapper.readValue("{\"v\":12}".getBytes(StandardCharsets.UTF_8), type); // first-use costs out of the way
        }
        for (String number : new String[] {"1e-5000000", "1e-50000000"}) {
            for (Class<?> type : new Class<?>[] {BigBox.class, InstantBox.class, DurationBox.class}) {
                byte[] json = ("{\"v\":" + number + "}").getBytes(StandardCharsets.UTF_8);
                Future<String> run = executor.submit(() -> {
                    long began = threads.getCurrentThreadCpuTime();
                    String outcome;
                    try {
                        outcome = "read " + mapper.readValue(json, type);
                    } catch (RuntimeException e) {
                        outcome = e.getClass().getSimpleName() + ": " + e.getMessage();
                    }
                    long ms = (threads.getCurrentThreadCpuTime() - began) / 1_000_000;
                    return ms + " ms CPU, " + outcome;
                });
                String result;
                try {
                    result = run.get(20, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    run.cancel(true);
                    result = "more than 20 s, abandoned";
                }
                System.out.printf("%-12s into %-12s %s%n", number, type.getSimpleName(),
                        result.length() > 160 ? result.substring(0, 160) + "..." : result);
            }
        }
        System.exit(0);
    }
}
