package dev.simdjson.spring.integration;

import org.jspecify.annotations.Nullable;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.integration.ip.tcp.connection.TcpNetConnection;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.util.concurrent.CountDownLatch;

/**
 * Spring Integration's {@link TcpNetConnection} reading through a 16 KB buffer (see
 * {@link BufferedTcpNetConnectionSupport}), and able to stop reading for a graceful shutdown: its input is shut, the
 * frames already in the buffer are processed, and the end of the input then waits for the connection's close
 * instead of closing it, so replies can still be written. (A TLS socket cannot shut its input alone: its reader
 * ends when the peer closes or the drain's timeout passes.)
 */
final class BufferedTcpNetConnection extends TcpNetConnection implements DrainingConnection {

    private final Socket socket;
    private @Nullable InputStream buffered;
    private volatile boolean draining;
    private volatile boolean parked;
    private final CountDownLatch closed = new CountDownLatch(1);

    BufferedTcpNetConnection(Socket socket, boolean server, boolean lookupHost,
            @Nullable ApplicationEventPublisher publisher, String connectionFactoryName) {
        super(socket, server, lookupHost, publisher, connectionFactoryName);
        this.socket = socket;
    }

    @Override
    protected InputStream inputStream() throws IOException {
        InputStream in = buffered;
        if (in == null) {
            in = new BufferedInputStream(new ParkAtEnd(super.inputStream()), 16 * 1024);
            buffered = in;
        }
        return in;
    }

    @Override
    public void stopReading() {
        draining = true;
        try {
            socket.shutdownInput();
        } catch (IOException | UnsupportedOperationException e) {
            logger.debug("Cannot shut the input of " + getConnectionId() + " (" + e + "): it drains when the peer"
                    + " closes it");
        }
    }

    @Override
    public boolean drained() {
        return parked || !isOpen();
    }

    @Override
    public void close() {
        closed.countDown();
        super.close();
    }

    /** The socket's stream, whose end while draining waits for the close. */
    private final class ParkAtEnd extends FilterInputStream {

        ParkAtEnd(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            return b < 0 ? parkIfDraining(b) : b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            return n < 0 ? parkIfDraining(n) : n;
        }

        private int parkIfDraining(int end) {
            if (draining) {
                parked = true;
                try {
                    closed.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return end;
        }
    }
}
