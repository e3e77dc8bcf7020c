package dev.simdjson.spring.integration;

/** What an inbound socket endpoint does with a frame. */
public enum SocketAdapterMode {
    /** One way: each frame becomes a message on the channel (Spring Integration's receiving channel adapter). */
    ADAPTER,
    /**
     * Request/reply: each frame is a request; the flow's reply goes back as one frame (Spring Integration's inbound
     * gateway).
     */
    GATEWAY
}
