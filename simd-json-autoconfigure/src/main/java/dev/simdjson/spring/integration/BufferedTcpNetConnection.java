package dev.simdjson.spring.integration;

import org.jspecify.annotations.Nullable;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.integration.ip.tcp.connection.TcpNetConnection;

import javax.net.ssl.SSLSocket;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;

/**
 * Spring Integration's {@link TcpNetConnection} reading through a 16 KB buffer (see
 * {@link BufferedTcpNetConnectionSupport}), and able to stop reading for a graceful shutdown, TLS or not (see
 * {@link ReadProgress}): the frames already read are processed, then the reader waits for the connection's close
 * instead of reading on, so replies can still be written; an idle connection can be closed at once.
 */
final class BufferedTcpNetConnection extends TcpNetConnection implements DrainingConnection {

    /** How long a connection closed as idle waits for its peer's silence, reading what it still sends. */
    private static final int LINGER_MILLIS = 200;

    private final Socket socket;
    private final ReadProgress progress = new ReadProgress();
    private @Nullable InputStream buffered;

    BufferedTcpNetConnection(Socket socket, boolean server, boolean lookupHost,
            @Nullable ApplicationEventPublisher publisher, String connectionFactoryName) {
        super(socket, server, lookupHost, publisher, connectionFactoryName);
        this.socket = socket;
    }

    @Override
    protected InputStream inputStream() throws IOException {
        InputStream in = buffered;
        if (in == null) {
            in = progress.readerSide(new BufferedInputStream(progress.socketSide(super.inputStream()), 16 * 1024));
            buffered = in;
        }
        return in;
    }

    @Override
    public Object getPayload() {
        progress.frameBegins();
        try {
            return super.getPayload();
        } finally {
            progress.frameRead();
        }
    }

    @Override
    public void stopReading() {
        progress.stopReading();
    }

    @Override
    public boolean drained() {
        return progress.waitingForClose() || !isOpen();
    }

    /**
     * An idle connection whose peer sent bytes not read yet is not closed at once: closing a socket with unread bytes
     * resets the connection, and the peer may lose replies it has not read. Its output is shut instead (the peer
     * sees the end after the replies) and it reads and drops what comes until the peer closes or is silent for a
     * moment, then closes itself. TLS has no half-close: an idle TLS connection is closed at once.
     */
    @Override
    public boolean closeIfIdle() {
        boolean linger = !(socket instanceof SSLSocket) && unreadBytes();
        if (!progress.closeIfIdle(linger)) {
            return false;
        }
        if (!linger) {
            return true;
        }
        try {
            socket.setSoTimeout(LINGER_MILLIS);
            socket.shutdownOutput();
        } catch (IOException e) {
            logger.debug("Cannot shut the output of " + getConnectionId() + ": " + e);
        }
        progress.release();
        return false;
    }

    private boolean unreadBytes() {
        try {
            return socket.getInputStream().available() > 0;
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public void close() {
        progress.closed();
        super.close();
    }
}
