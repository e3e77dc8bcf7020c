package dev.simdjson.benchmarks.binding;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.benchmarks.Corpus;
import dev.simdjson.binding.model.Canada;
import dev.simdjson.binding.model.Citm;
import dev.simdjson.binding.model.DeepEquals;
import dev.simdjson.binding.model.Documents;
import dev.simdjson.binding.model.Envelope;
import dev.simdjson.binding.model.Twitter;
import dev.simdjson.binding.model.Types;
import dev.simdjson.binding.model.Users;
import dev.simdjson.runtime.Implementation;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;

/** What the binding benchmarks share: the workloads (document + model type) and the contenders' configuration. */
final class Workloads {

    /** The root type of the users documents. */
    static final Type USER_LIST = Types.listOf(Users.User.class);

    private Workloads() {
    }

    /** A document and the type it binds to. */
    record Workload(String name, byte[] json, Type type) {
    }

    /**
     * A workload by name: a corpus file ({@code twitter.json}, {@code citm_catalog.json}, {@code canada.json}, read
     * from {@code corpusDir}), an envelope ({@code control}, {@code telemetry}), users ({@code users1},
     * {@code users10}, {@code users500}), a JSON-RPC request ({@code rpc}) or one order ({@code order}).
     */
    static Workload workload(String name, String corpusDir) {
        return switch (name) {
            case "twitter.json" -> new Workload(name, Corpus.read(corpusDir, name), Twitter.SearchResult.class);
            case "citm_catalog.json" -> new Workload(name, Corpus.read(corpusDir, name), Citm.Catalog.class);
            case "canada.json" -> new Workload(name, Corpus.read(corpusDir, name), Canada.FeatureCollection.class);
            case "control" -> new Workload(name, Documents.json(Documents.control()), Envelope.class);
            case "telemetry" -> new Workload(name, Documents.json(Documents.telemetry()), Envelope.class);
            case "rpc" -> new Workload(name, bootJackson().writeValueAsBytes(RpcCalls.call()), RpcCalls.SubtractCall.class);
            case "order" -> new Workload(name, bootJackson().writeValueAsBytes(Orders.orders(1).getFirst()),
                    Orders.Order.class);
            default -> {
                if (name.startsWith("users")) {
                    int count = Integer.parseInt(name.substring("users".length()));
                    yield new Workload(name, Documents.json(Documents.users(count)), USER_LIST);
                }
                throw new IllegalArgumentException("unknown workload " + name);
            }
        };
    }

    /**
     * Jackson 3 configured as Spring Boot 4 auto-configures it: Jackson's defaults, then dates and durations as ISO
     * strings, unknown properties ignored, no default view inclusion. Compact output.
     */
    static JsonMapper bootJackson() {
        return JsonMapper.builder()
                .disable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS, DateTimeFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(MapperFeature.DEFAULT_VIEW_INCLUSION)
                .build();
    }

    static SimdJsonMapper simdjson(Implementation implementation) {
        return SimdJsonMapper.builder().implementation(implementation).build();
    }

    /**
     * The simd-json mapper the benchmark method {@code method} measures, by the naming the binding benchmarks share:
     * {@code simdjsonVector} and {@code simdjsonScalar} pin the stage 1 kernel, any other {@code simdjson...} method
     * gets the automatic choice; null for a peer's method (Jackson is built by the benchmark, fastjson2 is static).
     */
    static SimdJsonMapper simdjsonFor(String method) {
        if (!method.startsWith("simdjson")) {
            return null;
        }
        return simdjson(method.endsWith("Vector") ? Implementation.VECTOR
                : method.endsWith("Scalar") ? Implementation.SCALAR : Implementation.AUTO);
    }

    /** The name of the benchmark method a JMH benchmark id ends with. */
    static String method(String benchmark) {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /** Fails the trial when a contender bound something other than what Jackson bound. */
    static void check(String contender, String workload, Object expected, Object actual) {
        String difference = DeepEquals.difference(expected, actual);
        if (difference != null) {
            throw new IllegalStateException(contender + " bound " + workload + " differently from Jackson: " + difference);
        }
    }
}
