package dev.simdjson.spring.integration;

/**
 * A server connection that can stop reading for a graceful shutdown while its output stays open: it processes the
 * frames it has read already (those in its buffer), then reads no more and waits to be closed, so that replies to
 * what it read (gateway replies, JSON-RPC answers) can still be written. See {@link SocketDrain}.
 */
interface DrainingConnection {

    /** Reads no more from the socket: what is buffered is processed, then the reader waits for the close. */
    void stopReading();

    /** Whether the reader has finished what it read (it waits for the close) or the connection is closed. */
    boolean drained();
}
