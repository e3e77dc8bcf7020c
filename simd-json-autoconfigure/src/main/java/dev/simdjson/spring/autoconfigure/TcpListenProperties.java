package dev.simdjson.spring.autoconfigure;

/**
 * Where a TCP endpoint listens and with which TLS, as {@link SocketFactories} reads it from the adapter's and the
 * JSON-RPC properties alike (each declares the fields, so each path keeps its own description).
 */
interface TcpListenProperties {

    String getHost();

    int getPort();

    SimdJsonProperties.Ssl getSsl();
}
