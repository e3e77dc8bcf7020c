package dev.simdjson.demo.client;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Sends IPC envelopes to the demo in u32 little-endian length-prefixed frames and prints frames per second: JDK only,
 * so it runs as a single source file without a build.
 *
 * <pre>
 * java demo-app/src/main/java/dev/simdjson/demo/client/FrameClient.java uds [path] [frames] [kind]
 * java demo-app/src/main/java/dev/simdjson/demo/client/FrameClient.java tcp [host:port] [frames] [kind]
 * </pre>
 * Defaults: {@code /tmp/simd-json-demo/envelopes.sock} (the demo's socket under {@code java.io.tmpdir}),
 * {@code 127.0.0.1:7070}, 100,000 frames, kind {@code mixed} ({@code control}, {@code telemetry}). Control frames are about 420 bytes, Telemetry frames about
 * 1.1 KB. {@code curl localhost:8080/api/frames} then shows what the demo received.
 */
public final class FrameClient {

    private FrameClient() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0 || !(args[0].equals("uds") || args[0].equals("tcp"))) {
            System.err.println("usage: FrameClient uds|tcp [path|host:port] [frames] [control|telemetry|mixed]");
            System.exit(2);
        }
        boolean uds = args[0].equals("uds");
        String address = args.length > 1 ? args[1] : uds
                ? Path.of(System.getProperty("java.io.tmpdir"), "simd-json-demo", "envelopes.sock").toString()
                : "127.0.0.1:7070";
        int frames = args.length > 2 ? Integer.parseInt(args[2]) : 100_000;
        String kind = args.length > 3 ? args[3].toLowerCase(Locale.ROOT) : "mixed";
        byte[] control = framed(Envelopes.control(7));
        byte[] telemetry = framed(Envelopes.telemetry(7));
        long began = System.nanoTime();
        long bytes = 0;
        try (Connection connection = uds ? Connection.uds(Path.of(address)) : Connection.tcp(address)) {
            OutputStream out = connection.output();
            for (int i = 0; i < frames; i++) {
                byte[] frame = switch (kind) {
                    case "control" -> control;
                    case "telemetry" -> telemetry;
                    default -> (i & 1) == 0 ? control : telemetry;
                };
                out.write(frame);
                bytes += frame.length;
            }
            out.flush();
        }
        double seconds = (System.nanoTime() - began) / 1e9;
        System.out.printf(Locale.ROOT, "sent %,d %s frames (%,d bytes) over %s %s in %.3f s: %,.0f frames/s%n",
                frames, kind, bytes, args[0], address, seconds, frames / seconds);
    }

    /** A u32 little-endian length, then the JSON. */
    static byte[] framed(String json) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        byte[] frame = new byte[4 + body.length];
        int n = body.length;
        frame[0] = (byte) n;
        frame[1] = (byte) (n >>> 8);
        frame[2] = (byte) (n >>> 16);
        frame[3] = (byte) (n >>> 24);
        System.arraycopy(body, 0, frame, 4, body.length);
        return frame;
    }

    /** A client connection over either transport. */
    interface Connection extends AutoCloseable {
        OutputStream output();

        @Override
        void close() throws IOException;

        static Connection uds(Path path) throws IOException {
            SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(path));
            return of(Channels.newOutputStream(channel), channel);
        }

        static Connection tcp(String hostAndPort) throws IOException {
            int colon = hostAndPort.lastIndexOf(':');
            Socket socket = new Socket(hostAndPort.substring(0, colon),
                    Integer.parseInt(hostAndPort.substring(colon + 1)));
            socket.setTcpNoDelay(true);
            return of(socket.getOutputStream(), socket);
        }

        /** Buffered output over {@code raw}; closing flushes it and closes {@code underlying}. */
        private static Connection of(OutputStream raw, Closeable underlying) {
            OutputStream out = new BufferedOutputStream(raw, 64 * 1024);
            return new Connection() {
                @Override
                public OutputStream output() {
                    return out;
                }

                @Override
                public void close() throws IOException {
                    out.flush();
                    underlying.close();
                }
            };
        }
    }

    /** The two envelope kinds the demo binds, at the sizes of the founding IPC use case. */
    static final class Envelopes {

        private Envelopes() {
        }

        /** About 420 bytes: an operation, a node and a list of tags. */
        static String control(long stream) {
            StringBuilder tags = new StringBuilder();
            for (int i = 0; i < 15; i++) {
                tags.append(i == 0 ? "" : ",").append("\"tag-").append(i).append("-cdn-eu-west\"");
            }
            return "{\"kind\":\"Control\",\"ts\":1710000000000,\"stream_id\":" + stream
                    + ",\"op\":\"resume\",\"node\":\"ingest-a.eu-west-1.internal\",\"tags\":[" + tags + "]}";
        }

        /** About 1.1 KB: a window of latency-like samples of one metric. */
        static String telemetry(long stream) {
            StringBuilder samples = new StringBuilder();
            for (int i = 0; i < 115; i++) {
                samples.append(i == 0 ? "" : ",").append(((i * 37) % 1000) / 1000.0 + 0.1);
            }
            return "{\"kind\":\"Telemetry\",\"ts\":1710000000000,\"stream_id\":" + stream + ",\"samples\":[" + samples
                    + "],\"metric\":\"p95_latency\"}";
        }
    }
}
