package dev.simdjson.spring.integration;

import org.jspecify.annotations.Nullable;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpConnectionSupport;
import org.springframework.integration.ip.tcp.connection.TcpListener;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.SocketAddress;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.time.Duration;
import java.util.Collection;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import jdk.net.UnixDomainPrincipal;

/**
 * A Spring Integration server connection factory on a Unix domain socket file: Spring Integration's own
 * {@code TcpReceivingChannelAdapter}, {@code TcpInboundGateway} and {@code TcpSendingMessageHandler} take it exactly
 * as they take a TCP factory, with the same serializers, interceptors, mapper, events and error channels. (Spring
 * Integration's factories need a {@link java.net.Socket}, which Unix domain channels do not have.)
 *
 * <p>The socket file is prepared when the factory starts, so a problem with it fails the start with a clear reason
 * (see {@link UnixDomainSocketFile}); it has {@code permissions} ({@code rw-------} by default) before a client can
 * connect, and is removed when the factory stops if it is still the one bound here (with its directory, if that was
 * made for it and is empty). Each
 * accepted connection runs on the factory's task executor (virtual threads in the starter); beyond
 * {@code maxConnections} open ones a new connection is closed at once, and one whose peer sends nothing for
 * {@code idleTimeout} is closed.
 */
public class UnixDomainServerConnectionFactory extends AbstractServerConnectionFactory {

    private final Path path;
    private Set<UserPrincipal> allowedUsers = Set.of();
    private Set<GroupPrincipal> allowedGroups = Set.of();
    private Set<PosixFilePermission> permissions = PosixFilePermissions.fromString(SocketDefaults.PERMISSIONS);
    private int maxConnections = SocketDefaults.MAX_CONNECTIONS;
    private Duration idleTimeout = SocketDefaults.IDLE_TIMEOUT;
    private boolean allowSharedDirectory;
    private volatile @Nullable UnixDomainSocketFile server;
    private final SocketDrain drain = new SocketDrain();

    public UnixDomainServerConnectionFactory(Path path) {
        super(0);
        this.path = Objects.requireNonNull(path, "path").toAbsolutePath();
        UnixDomainSocketFile.checkLength(this.path);
    }

    /** The socket file's permissions, e.g. {@code rw-rw----}. */
    public void setPermissions(Set<PosixFilePermission> permissions) {
        this.permissions = Set.copyOf(permissions);
    }

    /** The most connections open at once (256 by default). */
    public void setMaxConnections(int maxConnections) {
        if (maxConnections <= 0) {
            throw new IllegalArgumentException("maxConnections must be positive, was " + maxConnections);
        }
        this.maxConnections = maxConnections;
    }

    /**
     * How long an accepted connection may wait for its peer's next bytes before it is closed (5 minutes by default;
     * zero: never), as {@code soTimeout} does on a TCP factory.
     */
    public void setIdleTimeout(Duration idleTimeout) {
        if (idleTimeout.isNegative()) {
            throw new IllegalArgumentException("idleTimeout must not be negative, was " + idleTimeout);
        }
        this.idleTimeout = idleTimeout;
    }

    /**
     * Whether the socket's directory may be writable by group or others when it has the sticky bit (as
     * {@code /tmp}); off by default: the directory must be writable by its owner only (see
     * {@link UnixDomainSocketDirectory}).
     */
    public void setAllowSharedDirectory(boolean allowSharedDirectory) {
        this.allowSharedDirectory = allowSharedDirectory;
    }

    /** The graceful stop: its timeout (zero by default: connections close at once) and the work it waits for. */
    public SocketDrain getDrain() {
        return drain;
    }

    public Path getPath() {
        return path;
    }

    @Override
    public String getComponentType() {
        return "uds:server-connection-factory";
    }

    @Override
    public @Nullable SocketAddress getServerSocketAddress() {
        return server != null ? UnixDomainSocketAddress.of(path) : null;
    }

    /**
     * Accepts connections only from processes running as one of {@code users} or in one of {@code groups} (names or
     * numeric ids, resolved here by the system), as the peer's credentials ({@code SO_PEERCRED}) say; both empty
     * (the default): any process that may open the socket file.
     *
     * @throws IllegalArgumentException for a user or group the system does not know
     */
    public void setAllowedPeers(Collection<String> users, Collection<String> groups) {
        UserPrincipalLookupService lookup = FileSystems.getDefault().getUserPrincipalLookupService();
        this.allowedUsers = principals(users, "user", lookup::lookupPrincipalByName);
        this.allowedGroups = principals(groups, "group", lookup::lookupPrincipalByGroupName);
    }

    /** A system lookup of a user or group by name or numeric id. */
    private interface Lookup<P> {
        P lookUp(String name) throws IOException;
    }

    private static <P> Set<P> principals(Collection<String> names, String kind, Lookup<P> lookup) {
        Set<P> principals = new HashSet<>();
        for (String name : names) {
            try {
                principals.add(lookup.lookUp(name.strip()));
            } catch (IOException e) {
                throw new IllegalArgumentException("no " + kind + " '" + name + "' on this system", e);
            }
        }
        return Set.copyOf(principals);
    }

    /** Whether {@code peer} may connect (principals compare by the system's numeric ids). */
    private boolean allowed(@Nullable UnixDomainPrincipal peer) {
        if (allowedUsers.isEmpty() && allowedGroups.isEmpty()) {
            return true;
        }
        return peer != null && (allowedUsers.contains(peer.user()) || allowedGroups.contains(peer.group()));
    }

    private static String describe(@Nullable UnixDomainPrincipal peer) {
        return peer == null ? "an unknown peer" : "user " + peer.user().getName() + " (group "
                + peer.group().getName() + ")";
    }

    /** Binds the socket file, then starts accepting on the task executor. */
    @Override
    public void start() {
        synchronized (this) {
            if (isActive()) {
                return;
            }
            try {
                server = UnixDomainSocketFile.bind(path, permissions, Math.max(1, getBacklog()),
                        allowSharedDirectory);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        super.start();
    }

    @Override
    public void run() {
        UnixDomainSocketFile socket = server;
        if (socket == null || getListener() == null) {
            logger.info(this + " has no listener or socket; not accepting");
            return;
        }
        ServerSocketChannel channel = socket.channel();
        setListening(true);
        logger.info("Listening for JSON frames on " + path);
        if (getApplicationEventPublisher() != null) {
            publishServerListeningEvent(0);
        }
        try {
            while (isActive()) {
                accepted(channel.accept());
            }
        } catch (ClosedChannelException e) {
            logger.debug(this + " stopped accepting");
        } catch (IOException e) {
            if (isActive()) {
                logger.error(e, "Accepting on " + path + " failed");
                if (getApplicationEventPublisher() != null) {
                    publishServerExceptionEvent(e);
                }
            }
        } finally {
            setListening(false);
        }
    }

    private void accepted(SocketChannel accepted) throws IOException {
        if (isShuttingDown()) {
            accepted.close();
            return;
        }
        harvestClosedConnections();
        if (getOpenConnectionIds().size() >= maxConnections) {
            logger.warn("Refusing a connection on " + path + ": " + maxConnections + " are open already");
            accepted.close();
            return;
        }
        try {
            UnixDomainConnection accepting = UnixDomainConnection.of(accepted, true, this, path);
            if (!allowed(accepting.peer())) {
                logger.warn("Refusing a connection on " + path + " from " + describe(accepting.peer())
                        + ": not an allowed user or group");
                accepted.close();
                return;
            }
            accepting.setIdleTimeout(idleTimeout);
            TcpConnectionSupport connection = wrapConnection(accepting);
            TcpListener listener = getListener();
            if (listener != null) {
                connection.registerListener(listener);
            }
            connection.registerSenders(getSenders());
            connection.setMapper(getMapper());
            connection.setDeserializer(getDeserializer());
            connection.setSerializer(getSerializer());
            getTaskExecutor().execute(connection);
        } catch (RuntimeException e) {
            logger.error(e, "Could not set up a connection on " + path);
            accepted.close();
        }
    }

    /**
     * Stops accepting and removes the socket file if it is still the one bound here; drains the connections (see
     * {@link SocketDrain}), then closes them.
     */
    @Override
    public void stop() {
        UnixDomainSocketFile socket = server;
        server = null;
        if (socket != null) {
            socket.close();
            drain.drain(String.valueOf(getComponentName()), connectionsMonitor, connections);
        }
        super.stop();
    }
}
