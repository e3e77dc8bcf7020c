package dev.simdjson.spring.integration;

import dev.simdjson.spring.ClientErrorText;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.core.serializer.Serializer;
import org.springframework.integration.ip.tcp.connection.AbstractConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpConnectionSupport;
import org.springframework.integration.ip.tcp.connection.TcpListener;
import org.springframework.integration.ip.tcp.serializer.SoftEndOfStreamException;
import org.springframework.messaging.Message;
import org.springframework.messaging.MessagingException;

import javax.net.ssl.SSLSession;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.Channels;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.locks.ReentrantLock;
import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;

/**
 * One Unix domain socket stream as a Spring Integration {@link TcpConnectionSupport}, so the framework's own adapters
 * and gateways, interceptors and connection events work on it unchanged. Blocking reads on the thread that runs it
 * (a virtual thread in the starter); writes are serialized by a lock. There is no {@link java.net.Socket} behind it:
 * the host name and address are the socket file's path and the port is -1.
 */
public class UnixDomainConnection extends TcpConnectionSupport implements DrainingConnection {

    private static final RepeatedFailureLog FAILURES = new RepeatedFailureLog(
            LogFactory.getLog(UnixDomainConnection.class));

    private final SocketChannel channel;
    private final boolean server;
    private final String factoryName;
    private final String path;
    private final InputStream input;
    private final OutputStream output;
    private final ReentrantLock writing = new ReentrantLock();
    /** When the read waiting now began ({@link System#nanoTime()}), {@link #NOT_READING} between reads. */
    private volatile long readingSince = NOT_READING;
    private volatile boolean idleClosed;
    private long idleTimeoutNanos;

    private static final long NOT_READING = Long.MIN_VALUE;

    private final @Nullable UnixDomainPrincipal peer;
    /** For a graceful stop: the reader ends after what it has read and waits for the close. */
    private final ReadProgress progress = new ReadProgress();
    private volatile boolean draining;
    private volatile boolean parked;

    /**
     * @param server      whether the connection was accepted (true) or opened (false)
     * @param publisher   publishes the connection events, may be {@code null} outside an application context
     * @param factoryName the factory's bean name, for the events
     * @param path        the socket file's path, as the host name and address
     */
    public UnixDomainConnection(SocketChannel channel, boolean server, @Nullable ApplicationEventPublisher publisher,
            String factoryName, String path) {
        super(publisher);
        this.channel = channel;
        this.server = server;
        this.factoryName = factoryName;
        this.path = path;
        // Buffered: several framings read a byte at a time.
        this.input = progress.readerSide(new BufferedInputStream(
                progress.socketSide(new TimedInput(Channels.newInputStream(channel))), 16 * 1024));
        this.output = new BufferedOutputStream(Channels.newOutputStream(channel), 16 * 1024);
        this.peer = server ? peerOf(channel) : null;
    }

    /** The peer's user and group ({@code SO_PEERCRED}), or null where the platform does not say. */
    private static @Nullable UnixDomainPrincipal peerOf(SocketChannel channel) {
        try {
            return channel.getOption(ExtendedSocketOptions.SO_PEERCRED);
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
    }

    /**
     * The user and group of the process at the other end (the credentials it connected with, {@code SO_PEERCRED});
     * null for connections this side opened, or where the platform does not tell.
     */
    public @Nullable UnixDomainPrincipal peer() {
        return peer;
    }

    /**
     * Closes the connection when a read waits longer than {@code timeout} for the peer's bytes (zero: never), as a
     * socket's {@code soTimeout} does for TCP; Unix domain channels have no read timeout of their own.
     */
    public void setIdleTimeout(Duration timeout) {
        this.idleTimeoutNanos = timeout.toNanos();
    }

    /** A connection made by {@code factory} (its event publisher and its bean name, for the events). */
    static UnixDomainConnection of(SocketChannel channel, boolean server, AbstractConnectionFactory factory,
            Path path) {
        String name = factory.getComponentName();
        return new UnixDomainConnection(channel, server, factory.getApplicationEventPublisher(),
                name == null ? "uds" : name, path.toString());
    }

    @Override
    public boolean isServer() {
        return server;
    }

    @Override
    public String getConnectionFactoryName() {
        return factoryName;
    }

    @Override
    public String getHostName() {
        return path;
    }

    @Override
    public String getHostAddress() {
        return path;
    }

    @Override
    public int getPort() {
        return -1;
    }

    @Override
    public boolean isOpen() {
        return channel.isOpen();
    }

    @Override
    public Object getDeserializerStateKey() {
        return input;
    }

    @Override
    public @Nullable SSLSession getSslSession() {
        return null;
    }

    @Override
    public Object getPayload() {
        progress.frameBegins();
        try {
            return getDeserializer().deserialize(input);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            progress.frameRead();
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public void send(Message<?> message) {
        writing.lock();
        try {
            ((Serializer<Object>) getSerializer()).serialize(getMapper().fromMessage(message), output);
            output.flush();
        } catch (Exception e) {
            MessagingException failure = new MessagingException(message, "Send failed on " + getConnectionId(), e);
            publishConnectionExceptionEvent(failure);
            closeConnection(true);
            throw failure;
        } finally {
            writing.unlock();
        }
    }

    /** Reads frames and hands them to the listener until the stream ends or fails; then the connection closes. */
    @Override
    public void run() {
        publishConnectionOpenEvent();
        Thread watchdog = idleTimeoutNanos > 0 ? Thread.ofVirtual().name("uds-idle-" + getConnectionId())
                .start(this::closeWhenIdle) : null;
        try {
            while (readFrame()) {
                // one frame per turn
            }
        } finally {
            if (watchdog != null) {
                watchdog.interrupt();
            }
        }
    }

    /** Wakes when the current read would pass the idle timeout, and closes the connection if it is still waiting. */
    private void closeWhenIdle() {
        while (isOpen()) {
            long since = readingSince;
            long left = since == NOT_READING ? idleTimeoutNanos : since + idleTimeoutNanos - System.nanoTime();
            if (left <= 0) {
                logger.debug("Closing " + getConnectionId() + ": nothing read for "
                        + Duration.ofNanos(idleTimeoutNanos));
                idleClosed = true;
                close();
                return;
            }
            try {
                Thread.sleep(Duration.ofNanos(left));
            } catch (InterruptedException e) {
                return; // the connection ended
            }
        }
    }

    private boolean readFrame() {
        Message<?> message;
        try {
            message = getMapper().toMessage(this);
        } catch (RuntimeException e) {
            ended(e);
            return false;
        }
        if (message == null) {
            return true;
        }
        TcpListener listener = getListener();
        if (listener == null) {
            logger.warn("No listener for a frame on " + getConnectionId());
            return true;
        }
        try {
            listener.onMessage(message);
        } catch (RuntimeException e) {
            // The listener's own failure (its flow threw): the connection reads on, as Spring Integration's do.
            FAILURES.error("listener failed: " + e.getClass().getName(), "The listener failed on a frame of "
                    + getConnectionId() + ": " + ClientErrorText.escapeControls(String.valueOf(e.getMessage())), e);
        }
        return true;
    }

    /** The read loop's end: a clean end of stream, a local close, or a failure the listener is told about. */
    private void ended(RuntimeException e) {
        if (draining) {
            // A graceful stop began: replies may still be written until the factory closes the connection.
            parked = true;
            progress.awaitClose();
            closeConnection(true);
            return;
        }
        publishConnectionExceptionEvent(e);
        Throwable cause = e instanceof UncheckedIOException && e.getCause() != null ? e.getCause() : e;
        boolean closedHere = idleClosed || isNoReadErrorOnClose() || cause instanceof AsynchronousCloseException
                || cause instanceof ClosedChannelException;
        closeConnection(true);
        if (!(cause instanceof SoftEndOfStreamException)) {
            if (!closedHere) {
                FAILURES.warn("read failed: " + cause.getClass().getName(), "Read failed on " + getConnectionId()
                        + ", closing it: " + ClientErrorText.escapeControls(String.valueOf(cause)), null);
            }
            sendExceptionToListener(cause instanceof Exception ex ? ex : e);
        }
    }

    @Override
    public void stopReading() {
        draining = true;
        progress.stopReading();
    }

    @Override
    public boolean drained() {
        return parked || progress.waitingForClose() || !channel.isOpen();
    }

    @Override
    public boolean closeIfIdle() {
        return progress.closeIfIdle(false);
    }

    @Override
    public void close() {
        progress.closed();
        setNoReadErrorOnClose(true);
        try {
            channel.close();
        } catch (IOException e) {
            logger.debug("Closing " + getConnectionId() + ": " + e);
        }
        super.close();
    }

    @Override
    public void shutdownInput() throws IOException {
        channel.shutdownInput();
    }

    @Override
    public void shutdownOutput() throws IOException {
        channel.shutdownOutput();
    }

    /** The channel's stream, noting when a read starts waiting and when it returns, for the idle timeout. */
    private final class TimedInput extends FilterInputStream {

        TimedInput(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            readingSince = System.nanoTime();
            try {
                return super.read();
            } finally {
                readingSince = NOT_READING;
            }
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            readingSince = System.nanoTime();
            try {
                return super.read(b, off, len);
            } finally {
                readingSince = NOT_READING;
            }
        }
    }
}
