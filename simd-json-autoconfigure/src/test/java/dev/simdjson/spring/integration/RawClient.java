package dev.simdjson.spring.integration;

import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A plain client connection to a server factory of the starter, TCP or Unix domain socket alike, for tests that
 * write raw bytes: a background reader keeps what the server sends, so reads and "did the server close it" waits
 * have timeouts on both transports (a Unix domain channel has no read timeout of its own).
 */
public final class RawClient implements AutoCloseable {

    private static final int END = -1;

    private final SocketChannel channel;
    private final OutputStream output;
    private final BlockingQueue<Integer> received = new LinkedBlockingQueue<>();
    private final Thread reader;

    private RawClient(SocketChannel channel) {
        this.channel = channel;
        this.output = Channels.newOutputStream(channel);
        InputStream in = Channels.newInputStream(channel);
        this.reader = Thread.ofVirtual().start(() -> {
            try {
                for (int b = in.read(); b >= 0; b = in.read()) {
                    received.add(b);
                }
            } catch (IOException closedOrReset) {
                // the server closed or reset the connection, or the test closed it
            }
            received.add(END);
        });
    }

    /** Connects to where {@code factory} listens (waiting up to 10 s for it to listen). */
    public static RawClient connect(AbstractServerConnectionFactory factory) throws Exception {
        SocketTestSupport.awaitListening(factory);
        if (factory instanceof UnixDomainServerConnectionFactory uds) {
            SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
            channel.connect(UnixDomainSocketAddress.of(uds.getPath()));
            return new RawClient(channel);
        }
        int port = ((InetSocketAddress) factory.getServerSocketAddress()).getPort();
        return new RawClient(SocketChannel.open(new InetSocketAddress("127.0.0.1", port)));
    }

    public void write(byte[] bytes) throws IOException {
        output.write(bytes);
        output.flush();
    }

    public void write(String text) throws IOException {
        write(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code json} as one frame of {@code framing}. */
    public void send(Framing framing, String json) throws IOException {
        SocketTestSupport.send(framing, output, json);
    }

    /** Reads one frame of {@code framing} as text, each byte within 10 s. */
    public String receive(Framing framing) throws IOException {
        return SocketTestSupport.receive(framing, input());
    }

    /** What the server sent, each byte waited for at most 10 s ({@code SocketTimeoutException} past that). */
    public InputStream input() {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                Integer b;
                try {
                    b = received.poll(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException(e);
                }
                if (b == null) {
                    throw new SocketTimeoutException("nothing from the server for 10 s");
                }
                if (b == END) {
                    received.add(END); // stays at the end
                }
                return b;
            }
        };
    }

    /** Whether the server closed the connection within {@code timeout}; what it sent before is skipped. */
    public boolean closedWithin(Duration timeout) throws InterruptedException {
        return closedWithin(timeout, new StringBuilder());
    }

    /** Whether the server closed the connection within {@code timeout}; what it sent before goes to {@code sent}. */
    public boolean closedWithin(Duration timeout, StringBuilder sent) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            Integer b = received.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (b == null) {
                return false;
            }
            if (b == END) {
                received.add(END);
                return true;
            }
            sent.append((char) b.intValue());
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
        try {
            reader.join(Duration.ofSeconds(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
