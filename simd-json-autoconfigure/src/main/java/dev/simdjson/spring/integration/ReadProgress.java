package dev.simdjson.spring.integration;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;

/**
 * How far a connection's reader is, for a graceful stop (see {@link SocketDrain}): the bytes it took from the socket,
 * those the deserializer has, and whether it waits for a new frame. The connection reads through
 * {@link #socketSide} (below its buffer) and {@link #readerSide} (above it) and marks each frame's read with
 * {@link #frameBegins()} and {@link #frameRead()}.
 *
 * <p>Once the stop began, the reader begins no new frame: when it has processed what it took and waits for another
 * frame, it takes nothing more from the socket and waits for the close instead (the output stays open for replies);
 * a frame partly read is still read to its end. A connection is idle when its reader waits for a frame and holds
 * none of one (nothing buffered, nothing partly read); {@link #closeIfIdle} decides that under the lock the reader
 * takes for each read from the socket, so bytes that arrive at that moment are either counted (the connection is
 * busy) or never reach the deserializer (the connection is closed): no frame is half processed.
 */
final class ReadProgress {

    private static final long PROCESSING = -1;

    private final ReentrantLock lock = new ReentrantLock();
    /** Counted down when the connection closes or lingers: a reader waiting goes on. */
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile boolean draining;
    private volatile boolean lingering;
    private volatile boolean waitingForClose;
    /** Set under the lock when the stop closes the connection as idle; the reader then takes no more. */
    private boolean closing;
    /** Bytes taken from the socket; written under the lock by the reader only. */
    private volatile long taken;
    /** Bytes handed to the deserializer; written by the reader only. */
    private volatile long consumed;
    /** {@link #consumed} when the read of the current frame began, {@link #PROCESSING} once it was read. */
    private volatile long frameStart;

    /** The socket's stream, read by the connection's buffer. */
    InputStream socketSide(InputStream socket) {
        return new SocketSide(socket);
    }

    /** Counts what the reader takes from the socket; begins no frame once the stop began. */
    private final class SocketSide extends FilterInputStream {

        SocketSide(InputStream socket) {
            super(socket);
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n <= 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (draining && idle()) {
                return awaitClose(b, off, len); // no new frame once the stop began
            }
            int n = super.read(b, off, len);
            if (n < 0) {
                return draining ? awaitClose(b, off, len) : n;
            }
            lock.lock();
            try {
                if (!closing) {
                    taken += n;
                    return n;
                }
            } finally {
                lock.unlock();
            }
            // Closed as idle meanwhile: these bytes are not read.
            return lingering ? discard(b, off, len) : -1;
        }

        /** Skips by reading, so that what is skipped is counted too. */
        @Override
        public long skip(long n) throws IOException {
            byte[] skipped = new byte[(int) Math.min(n, 8192)];
            int read = n <= 0 ? 0 : read(skipped, 0, skipped.length);
            return Math.max(read, 0);
        }

        /** Waits until the connection closes (or lingers); -1, the end of the stream, for the reader. */
        private int awaitClose(byte[] b, int off, int len) throws IOException {
            waitingForClose = true;
            ReadProgress.this.awaitClose();
            return lingering ? discard(b, off, len) : -1;
        }

        /**
         * Reads and drops what the peer still sends until it closes or is silent for the socket's read timeout:
         * closing a TCP socket with unread bytes resets it, and the peer may then lose the replies it has not read.
         */
        private int discard(byte[] b, int off, int len) throws IOException {
            try {
                while (super.read(b, off, len) >= 0) {
                    // dropped
                }
            } catch (SocketTimeoutException | SocketException quiet) {
                // silent for a while, or closed at the stop's deadline
            }
            return -1;
        }
    }

    /** The buffered stream, read by the deserializer. */
    InputStream readerSide(InputStream buffered) {
        return new FilterInputStream(buffered) {

            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    consumed++;
                }
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = super.read(b, off, len);
                if (n > 0) {
                    consumed += n;
                }
                return n;
            }

            @Override
            public long skip(long n) throws IOException {
                long skipped = super.skip(n);
                consumed += skipped;
                return skipped;
            }
        };
    }

    /** The reader starts reading a frame. */
    void frameBegins() {
        frameStart = consumed;
    }

    /** The reader has the frame (or failed to read it) and processes it. */
    void frameRead() {
        frameStart = PROCESSING;
    }

    /** The graceful stop began: no new frame is read. */
    void stopReading() {
        draining = true;
    }

    /** Whether the reader waits for the close (the stop began and it has nothing more to read). */
    boolean waitingForClose() {
        return waitingForClose && !lingering;
    }

    /**
     * Whether the connection is idle; if so it now counts as closing, and bytes the reader takes from now on are not
     * read: with {@code linger} the reader drops them until the peer closes or is silent (after {@link #release()}),
     * otherwise it ends.
     */
    boolean closeIfIdle(boolean linger) {
        lock.lock();
        try {
            if (closing || !idle()) {
                return false;
            }
            closing = true;
            lingering = linger;
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** The connection closed: a reader waiting for it goes on (and ends). */
    void closed() {
        released.countDown();
    }

    /** After {@code closeIfIdle(true)}, the output shut: a reader waiting for the close lingers now. */
    void release() {
        released.countDown();
    }

    /** Waits for a frame and holds no byte of one (a frame needs at least one byte). */
    private boolean idle() {
        long had = consumed;
        return frameStart == had && taken == had;
    }

    /** Waits until the connection closes or lingers. */
    void awaitClose() {
        try {
            released.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
