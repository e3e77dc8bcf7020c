package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** What the socket tests share: a directory for socket files, waiting for a factory, writing and reading frames. */
public final class SocketTestSupport {

    private SocketTestSupport() {
    }

    /** A fresh directory under /tmp (short, so socket paths stay below the OS limit). */
    public static Path socketDirectory(String prefix) {
        try {
            return Files.createTempDirectory(Path.of("/tmp"), prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Removes {@code directory} and the files in it. */
    public static void removeDirectory(Path directory) throws IOException {
        try (var files = Files.list(directory)) {
            for (Path p : files.toList()) {
                Files.deleteIfExists(p);
            }
        }
        Files.deleteIfExists(directory);
    }

    /** Waits up to 10 s for {@code factory} to listen, and fails if it does not. */
    public static void awaitListening(AbstractServerConnectionFactory factory) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!factory.isListening() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(factory.isListening()).isTrue();
    }

    /** Writes {@code json} as one frame and flushes. */
    public static void send(Framing framing, OutputStream out, String json) throws IOException {
        FramingSerializers.of(framing, 1 << 20).serialize(json.getBytes(StandardCharsets.UTF_8), out);
        out.flush();
    }

    /** Reads one frame as text. */
    public static String receive(Framing framing, InputStream in) throws IOException {
        return new String(FramingSerializers.of(framing, 1 << 20).deserialize(in), StandardCharsets.UTF_8);
    }
}
