package dev.simdjson.spring.integration;

import java.nio.file.Path;

/** Unix domain server factories started and stopped outside an application context, for the socket file tests. */
final class UdsFactories {

    private UdsFactories() {
    }

    /** A factory on {@code path} with a listener that drops every frame, started (so its socket file is bound). */
    static UnixDomainServerConnectionFactory started(Path path, boolean allowSharedDirectory) {
        UnixDomainServerConnectionFactory factory = new UnixDomainServerConnectionFactory(path);
        factory.setAllowSharedDirectory(allowSharedDirectory);
        factory.setTaskExecutor(SocketDefaults.virtualThreads("uds-test-"));
        factory.registerListener(message -> { });
        factory.start();
        return factory;
    }

    static UnixDomainServerConnectionFactory started(Path path) {
        return started(path, false);
    }
}
