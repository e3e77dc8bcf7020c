package dev.simdjson.spring.integration;

/**
 * The headers simd-json's socket adapters add to each message, besides Spring Integration's own
 * ({@code ip_connectionId}, {@code ip_address}, {@code ip_hostName}, {@code ip_tcp_remotePort}).
 */
public final class JsonFrameHeaders {

    /** {@code tcp} or {@code uds}. */
    public static final String TRANSPORT = "simdjson_transport";
    /** The frame's length in bytes, without framing. */
    public static final String FRAME_LENGTH = "simdjson_frameLength";
    /** The frame's number on its connection, from 1. */
    public static final String FRAME_NUMBER = "simdjson_frameNumber";

    /**
     * On a reply: the request it answers was not JSON (counted by {@link FrameGuard} towards closing the
     * connection).
     */
    public static final String NOT_JSON = "simdjson_notJson";

    private JsonFrameHeaders() {
    }

    /**
     * The user and group ({@code jdk.net.UnixDomainPrincipal}) of the process at the other end of a Unix domain
     * socket, from its credentials ({@code SO_PEERCRED}).
     */
    public static final String PEER = "simdjson_peer";
}
