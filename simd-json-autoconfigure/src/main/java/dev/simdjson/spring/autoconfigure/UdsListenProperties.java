package dev.simdjson.spring.autoconfigure;

import org.jspecify.annotations.Nullable;

import java.nio.file.Path;

/**
 * Which socket file a Unix domain socket endpoint binds and how, as {@link SocketFactories} reads it from the
 * adapter's and the JSON-RPC properties alike (each declares the fields, so each path keeps its own description).
 */
interface UdsListenProperties {

    @Nullable Path getPath();

    String getPermissions();

    boolean isAllowSharedDirectory();
}
