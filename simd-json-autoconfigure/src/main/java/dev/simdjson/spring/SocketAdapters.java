package dev.simdjson.spring;

import java.util.List;

/**
 * The socket endpoints simd-json runs (TCP, Unix domain sockets), as {@code /actuator/simdjson} lists them. Kept free
 * of Spring Integration's types so that the endpoint loads without it.
 */
@FunctionalInterface
public interface SocketAdapters {

    /** No socket endpoints. */
    SocketAdapters NONE = List::of;

    /** Each endpoint, as it is now. */
    List<Description> adapters();

    /**
     * @param transport       {@code tcp} or {@code uds}
     * @param address         {@code host:port} or the socket file's path
     * @param framing         e.g. {@code length-header-4-little-endian}
     * @param mode            {@code adapter} or {@code gateway}
     * @param payloadType     the class frames are bound to
     * @param channel         where messages (or requests) go
     * @param listening       whether it accepts connections now
     * @param openConnections connections open now
     */
    record Description(String transport, String address, String framing, String mode, String payloadType,
                       String channel, boolean listening, int openConnections) {
    }
}
