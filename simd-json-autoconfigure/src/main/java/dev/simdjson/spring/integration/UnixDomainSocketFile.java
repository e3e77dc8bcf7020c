package dev.simdjson.spring.integration;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.UUID;

/**
 * The socket file of a Unix domain server, handled safely: a stale socket (one nobody listens on) is removed, but a
 * regular file, a directory or a live socket at the path is an error and is never touched; the socket is bound in a
 * fresh owner-only directory beside the path, given its permissions and then moved into place, so no client can
 * connect before the permissions apply; a path too long for the OS is a clear error.
 */
final class UnixDomainSocketFile {

    /** {@code sun_path} holds 108 bytes on Linux, one of them the terminating NUL. */
    static final int MAX_PATH_BYTES = 107;

    private UnixDomainSocketFile() {
    }

    /** Binds a server channel at {@code path} with {@code permissions}; see the class comment. */
    static ServerSocketChannel bind(Path path, Set<PosixFilePermission> permissions, int backlog) throws IOException {
        Path target = path.toAbsolutePath();
        checkLength(target);
        removeIfStale(target);
        Path parent = target.getParent();
        Files.createDirectories(parent);
        Path staging = parent.resolve(".sj-" + UUID.randomUUID().toString().substring(0, 8));
        Path staged = staging.resolve("s");
        if (staged.toString().getBytes(StandardCharsets.UTF_8).length > MAX_PATH_BYTES) {
            // No room for the staging directory: bind in place (permissions follow within microseconds).
            return bindAt(target, target, permissions, backlog);
        }
        Files.createDirectory(staging,
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        try {
            ServerSocketChannel channel = bindAt(staged, staged, permissions, backlog);
            try {
                Files.move(staged, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                channel.close();
                throw new IOException("Cannot move the socket into place at " + target + ": " + e.getMessage(), e);
            }
            return channel;
        } finally {
            Files.deleteIfExists(staged);
            Files.deleteIfExists(staging);
        }
    }

    private static ServerSocketChannel bindAt(Path at, Path shown, Set<PosixFilePermission> permissions, int backlog)
            throws IOException {
        ServerSocketChannel channel = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            channel.bind(UnixDomainSocketAddress.of(at), backlog);
            Files.setPosixFilePermissions(at, permissions);
            return channel;
        } catch (IOException e) {
            channel.close();
            throw new IOException("Cannot listen on " + shown + ": " + e.getMessage(), e);
        }
    }

    static void checkLength(Path path) {
        int bytes = path.toString().getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_PATH_BYTES) {
            throw new IllegalArgumentException("Unix domain socket path " + path + " is " + bytes
                    + " bytes long; the OS allows " + MAX_PATH_BYTES + ": choose a shorter path");
        }
    }

    /** Removes a socket file nobody listens on; refuses anything else that is at the path. */
    static void removeIfStale(Path path) throws IOException {
        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) || Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)
                || Files.isSymbolicLink(path)) {
            throw new IllegalStateException(path + " exists and is not a socket: it is left as it is; remove it or"
                    + " choose another simdjson.integration.uds.path");
        }
        try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(path))) {
            throw new IllegalStateException("Another process listens on " + path + ": choose another path or stop it");
        } catch (IOException e) {
            if (!(e instanceof java.net.ConnectException) && !String.valueOf(e.getMessage()).contains("refused")) {
                throw new IllegalStateException("Cannot tell whether a process listens on " + path + " (" + e
                        + "): it is left as it is", e);
            }
            Files.delete(path); // a socket file nobody listens on: left behind by a process that died
        }
    }
}
