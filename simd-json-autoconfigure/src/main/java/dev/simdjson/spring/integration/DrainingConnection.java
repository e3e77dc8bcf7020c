package dev.simdjson.spring.integration;

/**
 * A server connection that can stop reading for a graceful shutdown while its output stays open: it processes the
 * frames it has read already (those in its buffer, and one partly read), then reads no more and waits to be closed,
 * so that replies to what it read (gateway replies, JSON-RPC answers) can still be written. See {@link SocketDrain}
 * and {@link ReadProgress}.
 */
interface DrainingConnection {

    /** Begins no new frame: what is buffered is processed, then the reader waits for the close. */
    void stopReading();

    /** Whether the reader has finished what it read (it waits for the close) or the connection is closed. */
    boolean drained();

    /**
     * Whether the connection is idle (its reader waits for a frame and holds no byte of one) and the caller is to
     * close it now; from then on it reads nothing more. An idle connection may also close itself a moment later
     * (then {@code false}: see {@link BufferedTcpNetConnection}).
     */
    boolean closeIfIdle();
}
