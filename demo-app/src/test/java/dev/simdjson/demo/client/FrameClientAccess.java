package dev.simdjson.demo.client;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/** The bundled client's frames and connections, for the demo's tests (the client keeps them package-private). */
public final class FrameClientAccess {

    private FrameClientAccess() {
    }

    /** A client connection. */
    public interface Connection extends AutoCloseable {
        OutputStream output();

        @Override
        void close() throws IOException;
    }

    public static Connection uds(Path path) throws IOException {
        return wrap(FrameClient.Connection.uds(path));
    }

    public static Connection tcp(String hostAndPort) throws IOException {
        return wrap(FrameClient.Connection.tcp(hostAndPort));
    }

    private static Connection wrap(FrameClient.Connection connection) {
        return new Connection() {
            @Override
            public OutputStream output() {
                return connection.output();
            }

            @Override
            public void close() throws IOException {
                connection.close();
            }
        };
    }

    public static byte[] framed(String json) {
        return FrameClient.framed(json);
    }

    public static String control(long stream) {
        return FrameClient.Envelopes.control(stream);
    }

    public static String telemetry(long stream) {
        return FrameClient.Envelopes.telemetry(stream);
    }
}
