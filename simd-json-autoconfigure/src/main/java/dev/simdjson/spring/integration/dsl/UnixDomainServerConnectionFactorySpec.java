package dev.simdjson.spring.integration.dsl;

import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.springframework.integration.ip.dsl.AbstractConnectionFactorySpec;

import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;

/**
 * A {@link UnixDomainServerConnectionFactory} on a socket file, configured like Spring Integration's TCP factory specs:
 * file permissions ({@code rw-------} unless set), a connection limit (256 unless set), connections on virtual
 * threads unless {@link #taskExecutor} says otherwise. Built by {@link JsonSockets#udsServer}.
 */
public final class UnixDomainServerConnectionFactorySpec
        extends AbstractConnectionFactorySpec<UnixDomainServerConnectionFactorySpec,
        UnixDomainServerConnectionFactory> {

    UnixDomainServerConnectionFactorySpec(Path path) {
        super(new UnixDomainServerConnectionFactory(path));
        taskExecutor(SocketDefaults.virtualThreads("simdjson-uds-"));
    }

    /** The socket file's permissions, e.g. {@code rw-rw----} to let the group connect. */
    public UnixDomainServerConnectionFactorySpec permissions(String permissions) {
        this.target.setPermissions(PosixFilePermissions.fromString(permissions));
        return this;
    }

    /** Whether the socket's directory may be a sticky one writable by group or others (off by default). */
    public UnixDomainServerConnectionFactorySpec allowSharedDirectory(boolean allowSharedDirectory) {
        this.target.setAllowSharedDirectory(allowSharedDirectory);
        return this;
    }

    /** Connections beyond this many are closed at once, with a WARN. */
    public UnixDomainServerConnectionFactorySpec maxConnections(int maxConnections) {
        this.target.setMaxConnections(maxConnections);
        return this;
    }

    /**
     * How long a stop waits for the connections to drain (zero: close at once). Unset, a Boot application follows
     * {@code server.shutdown} and {@code spring.lifecycle.timeout-per-shutdown-phase}; elsewhere it closes at once.
     */
    public UnixDomainServerConnectionFactorySpec shutdownTimeout(Duration timeout) {
        this.target.getDrain().setTimeout(timeout);
        return this;
    }
}
