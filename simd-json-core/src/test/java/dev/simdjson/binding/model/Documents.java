package dev.simdjson.binding.model;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Deterministic generated documents: the IPC envelopes (a Control frame of about 420 B, a Telemetry frame of about
 * 1.1 kB) and the users workload (1, 10 and 500 users: about 161 B, 1.3 kB and 81 kB). The same call always gives
 * the same objects and bytes (a fixed-seed xorshift generator, no library).
 *
 * <p>The JSON is written here by hand, compact and in the form Jackson writes these records (components in
 * declaration order, the type id first, floats and doubles as {@code Float.toString}/{@code Double.toString}), so a
 * document read and written back gives the same bytes.
 */
public final class Documents {

    /** The timestamp and stream of the sample frames. */
    public static final long TS = 1_710_000_000_000L;
    public static final long STREAM_ID = 42;

    private static final String[] TAG_WORDS = {
            "vip", "cdn-eu", "edge-12", "region:eu-west-1", "tier:gold", "canary", "shard-07", "tenant:acme",
            "priority:high", "proto:h2", "replay", "ingest", "az:eu-west-1b", "pool:blue", "trace:sampled",
            "qos:realtime", "route:primary", "build:2024.03.1", "feature:backpressure", "codec:zstd"};
    private static final String[] OPS = {"resume", "pause", "drain", "rebalance", "flush", "seek"};
    private static final String[] NODES = {"ingest-a", "ingest-b", "router-eu-1", "edge-fra-12", "collector-3"};
    private static final String[] METRICS = {"p95_latency", "p99_latency", "queue_depth", "cpu_util", "rx_bytes"};

    private static final String[] FIRST = {
            "Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Margaret", "Ken", "Frances", "Niklaus", "Radia",
            "Tony", "Sophie", "John", "Hedy", "Dennis", "Zoë", "José", "Linus", "Katherine"};
    private static final String[] LAST = {
            "Lovelace", "Turing", "Hopper", "Dijkstra", "Liskov", "Knuth", "Hamilton", "Thompson", "Allen", "Wirth",
            "Perlman", "Hoare", "Wilson", "Backus", "Lamarr", "Ritchie", "Müller", "García", "Torvalds", "Johnson"};
    private static final String[] USER_TAGS = {"admin", "beta", "staff", "trial", "premium", "ops", "dev", "qa"};

    private Documents() {
    }

    // ---------------------------------------------------------------- envelopes

    /** The Control frame of the envelope benchmark (its JSON is about 420 bytes). */
    public static Envelope.Control control() {
        Random random = new Random(0xC0_17_C0_17L);
        List<String> tags = new ArrayList<>();
        String op = OPS[random.nextInt(OPS.length)];
        String node = NODES[random.nextInt(NODES.length)];
        Envelope.Control control = new Envelope.Control(TS, STREAM_ID, op, node, tags);
        while (json(control).length < 400) {
            tags.add(TAG_WORDS[random.nextInt(TAG_WORDS.length)]);
        }
        return new Envelope.Control(TS, STREAM_ID, op, node, List.copyOf(tags));
    }

    /** The Telemetry frame of the envelope benchmark (its JSON is about 1.1 kB). */
    public static Envelope.Telemetry telemetry() {
        Random random = new Random(0x7E_1E_7E_1EL);
        String metric = METRICS[random.nextInt(METRICS.length)];
        int count = 0;
        float[] samples = new float[256];
        for (int length = 0; length < 1080; ) {
            // Latencies in seconds with 2 or 3 decimals, like 0.12 or 0.087.
            float sample = random.nextInt(4) == 0 ? random.nextInt(1000) / 1000f : random.nextInt(100) / 100f;
            samples[count++] = sample;
            length = json(new Envelope.Telemetry(TS, STREAM_ID, java.util.Arrays.copyOf(samples, count), metric)).length;
        }
        return new Envelope.Telemetry(TS, STREAM_ID, java.util.Arrays.copyOf(samples, count), metric);
    }

    /** {@code envelope} as compact JSON with {@code kind} first (as Jackson writes it). */
    public static byte[] json(Envelope envelope) {
        return envelopeJson(envelope, false);
    }

    /** {@code envelope} as compact JSON with {@code kind} last (a discriminator is not always first). */
    public static byte[] jsonKindLast(Envelope envelope) {
        return envelopeJson(envelope, true);
    }

    private static byte[] envelopeJson(Envelope envelope, boolean kindLast) {
        Json j = new Json();
        j.open('{');
        String kind = switch (envelope) {
            case Envelope.Control c -> "Control";
            case Envelope.Telemetry t -> "Telemetry";
        };
        if (!kindLast) {
            j.name("kind").string(kind);
        }
        j.name("ts").raw(Long.toString(envelope.ts()));
        j.name("stream_id").raw(Long.toString(envelope.streamId()));
        switch (envelope) {
            case Envelope.Control c -> {
                j.name("op").string(c.op());
                j.name("node").string(c.node());
                j.name("tags").strings(c.tags());
            }
            case Envelope.Telemetry t -> {
                j.name("samples").open('[');
                for (float sample : t.samples()) {
                    j.element().raw(Float.toString(sample));
                }
                j.close(']');
                j.name("metric").string(t.metric());
            }
        }
        if (kindLast) {
            j.name("kind").string(kind);
        }
        j.close('}');
        return j.bytes();
    }

    // ---------------------------------------------------------------- users

    /** {@code count} users (the same ones for the same count: user {@code i} does not depend on the count). */
    public static List<Users.User> users(int count) {
        List<Users.User> users = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            users.add(user(i));
        }
        return List.copyOf(users);
    }

    private static Users.User user(int index) {
        Random random = new Random(0x05E5_0000L + index);
        String first = FIRST[random.nextInt(FIRST.length)];
        String last = LAST[random.nextInt(LAST.length)];
        long id = 1000 + index * 7L + random.nextInt(7);
        String email = (first.charAt(0) + last).toLowerCase(java.util.Locale.ROOT)
                .replace("ü", "u").replace("í", "i") + "@mail.io";
        int age = 18 + random.nextInt(60);
        boolean active = random.nextInt(5) != 0;
        double score = random.nextInt(10_000) / 100.0;
        List<String> tags = new ArrayList<>();
        for (int t = 1 + random.nextInt(2); t > 0; t--) {
            tags.add(USER_TAGS[random.nextInt(USER_TAGS.length)]);
        }
        List<Users.Friend> friends = new ArrayList<>();
        for (int f = index == 0 ? 1 : random.nextInt(3); f > 0; f--) {
            friends.add(new Users.Friend(random.nextInt(100_000),
                    FIRST[random.nextInt(FIRST.length)] + " " + LAST[random.nextInt(LAST.length)]));
        }
        return new Users.User(id, first + " " + last, email, age, active, score, List.copyOf(tags), List.copyOf(friends));
    }

    /** {@code users} as a compact JSON array (as Jackson writes it). */
    public static byte[] json(List<Users.User> users) {
        Json j = new Json();
        j.open('[');
        for (Users.User u : users) {
            j.element().open('{');
            j.name("id").raw(Long.toString(u.id()));
            j.name("name").string(u.name());
            j.name("email").string(u.email());
            j.name("age").raw(Integer.toString(u.age()));
            j.name("active").raw(Boolean.toString(u.active()));
            j.name("score").raw(Double.toString(u.score()));
            j.name("tags").strings(u.tags());
            j.name("friends").open('[');
            for (Users.Friend f : u.friends()) {
                j.element().open('{');
                j.name("id").raw(Long.toString(f.id()));
                j.name("name").string(f.name());
                j.close('}');
            }
            j.close(']');
            j.close('}');
        }
        j.close(']');
        return j.bytes();
    }

    // ---------------------------------------------------------------- helpers

    /** A minimal compact JSON writer: commas between members and elements, strings escaped as Jackson does. */
    private static final class Json {

        private final StringBuilder out = new StringBuilder();
        private boolean first = true;

        Json open(char bracket) {
            out.append(bracket);
            first = true;
            return this;
        }

        Json close(char bracket) {
            out.append(bracket);
            first = false;
            return this;
        }

        Json name(String name) {
            element();
            quote(name);
            out.append(':');
            return this;
        }

        Json element() {
            if (!first) {
                out.append(',');
            }
            first = true; // the value that follows is not preceded by a comma
            return this;
        }

        Json raw(String text) {
            out.append(text);
            first = false;
            return this;
        }

        Json string(String s) {
            if (s == null) {
                return raw("null");
            }
            quote(s);
            first = false;
            return this;
        }

        Json strings(List<String> values) {
            open('[');
            for (String value : values) {
                element().string(value);
            }
            return close(']');
        }

        private void quote(String s) {
            out.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                    case '\b' -> out.append("\\b");
                    case '\f' -> out.append("\\f");
                    default -> {
                        if (c < 0x20) {
                            out.append(String.format("\\u%04X", (int) c));
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
            out.append('"');
        }

        byte[] bytes() {
            return out.toString().getBytes(StandardCharsets.UTF_8);
        }
    }

    /** xorshift64*: tiny, fast and the same on every JDK. */
    static final class Random {

        private long state;

        Random(long seed) {
            state = seed == 0 ? 0x9E37_79B9_7F4A_7C15L : seed ^ 0x9E37_79B9_7F4A_7C15L;
            nextLong();
        }

        long nextLong() {
            state ^= state >>> 12;
            state ^= state << 25;
            state ^= state >>> 27;
            return state * 0x2545_F491_4F6C_DD1DL;
        }

        int nextInt(int bound) {
            return (int) ((nextLong() >>> 33) % bound);
        }
    }
}
