package dev.simdjson.spring.integration;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import java.io.IOException;
import java.net.ConnectException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

/**
 * The socket file of a Unix domain server, bound and removed safely:
 * <ul>
 *   <li>the directories above it are checked first ({@link UnixDomainSocketDirectory});</li>
 *   <li>a lock file beside it ({@code <path>.lock}, locked for as long as the server runs) lets exactly one process
 *       decide about the path at a time: two instances started on one path at once cannot both win, and one cannot
 *       remove the socket the other has just bound;</li>
 *   <li>under that lock, a socket file at the path is probed: a live one (someone accepts) is an error, a stale one
 *       (nobody listens) is removed, but only when this user owns it; a regular file, a directory or a link is an
 *       error and is never touched;</li>
 *   <li>the socket is bound in a fresh owner-only directory beside the path, given its permissions and then linked
 *       into place (a hard link, which never replaces a file that appeared meanwhile), so no client can connect
 *       before the permissions apply;</li>
 *   <li>its file key (device and inode) is recorded, and {@link #close()} removes the file only while it is still
 *       that one: a socket another deployment put at the path is left alone.</li>
 * </ul>
 */
final class UnixDomainSocketFile implements AutoCloseable {

    /** {@code sun_path} holds 108 bytes on Linux, one of them the terminating NUL. */
    static final int MAX_PATH_BYTES = 107;

    private static final Log logger = LogFactory.getLog(UnixDomainSocketFile.class);

    private final Path path;
    private final ServerSocketChannel channel;
    private final Object fileKey;
    private final Lock lock;
    private final boolean createdDirectory;

    private UnixDomainSocketFile(Path path, ServerSocketChannel channel, Object fileKey, Lock lock,
            boolean createdDirectory) {
        this.path = path;
        this.channel = channel;
        this.fileKey = fileKey;
        this.lock = lock;
        this.createdDirectory = createdDirectory;
    }

    /** The bound server channel. */
    ServerSocketChannel channel() {
        return channel;
    }

    /**
     * Binds a server channel at {@code path} with {@code permissions}; see the class comment.
     *
     * @param allowSharedDirectory whether the socket's directory may be a sticky one writable by others
     */
    static UnixDomainSocketFile bind(Path path, Set<PosixFilePermission> permissions, int backlog,
            boolean allowSharedDirectory) throws IOException {
        Path target = path.toAbsolutePath().normalize();
        checkLength(target);
        boolean createdDirectory = UnixDomainSocketDirectory.prepare(target, allowSharedDirectory);
        Lock lock = Lock.acquire(target);
        try {
            removeIfStale(target);
            ServerSocketChannel channel = bindInPlace(target, permissions, backlog);
            try {
                Object key = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                        .fileKey();
                return new UnixDomainSocketFile(target, channel, Objects.requireNonNull(key, "file key"), lock,
                        createdDirectory);
            } catch (IOException | RuntimeException e) {
                channel.close();
                throw e;
            }
        } catch (IOException | RuntimeException e) {
            lock.release();
            throw e;
        }
    }

    /**
     * Closes the channel, removes the socket file if it is still the one bound here (and its directory, if it was
     * made for it and is empty), then the lock.
     */
    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            logger.debug("Closing " + path + ": " + e);
        }
        try {
            Object now = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
            if (fileKey.equals(now)) {
                Files.delete(path);
            } else {
                logger.warn("Leaving " + path + ": it is no longer the socket this application bound (another"
                        + " process put its own there)");
            }
        } catch (NoSuchFileException gone) {
            logger.debug(path + " was removed already");
        } catch (IOException e) {
            logger.warn("Could not remove the socket file " + path + ": " + e);
        }
        lock.release();
        if (createdDirectory) {
            try {
                Files.deleteIfExists(path.getParent());
            } catch (DirectoryNotEmptyException e) {
                logger.debug("Leaving " + path.getParent() + ": it holds other files now");
            } catch (IOException e) {
                logger.debug("Could not remove " + path.getParent() + ": " + e);
            }
        }
    }

    private static ServerSocketChannel bindInPlace(Path target, Set<PosixFilePermission> permissions, int backlog)
            throws IOException {
        Path parent = target.getParent();
        Path staging = parent.resolve(".sj-" + UUID.randomUUID().toString().substring(0, 8));
        Path staged = staging.resolve("s");
        if (staged.toString().getBytes(StandardCharsets.UTF_8).length > MAX_PATH_BYTES) {
            // No room for the staging directory: bind in place (permissions follow within microseconds).
            return bindAt(target, target, permissions, backlog);
        }
        Files.createDirectory(staging,
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        try {
            ServerSocketChannel channel = bindAt(staged, target, permissions, backlog);
            try {
                Files.createLink(target, staged); // fails, rather than replaces, if a file appeared at the path
            } catch (FileAlreadyExistsException e) {
                channel.close();
                throw new IllegalStateException("Another process created " + target + " while this one was binding"
                        + " it: left as it is; choose another path or stop the other process", e);
            } catch (IOException | UnsupportedOperationException e) {
                channel.close();
                throw new IOException("Cannot link the socket into place at " + target + ": " + e.getMessage(), e);
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

    /** Removes a socket file of this user that nobody listens on; refuses anything else that is at the path. */
    private static void removeIfStale(Path path) throws IOException {
        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) || Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)
                || Files.isSymbolicLink(path)) {
            throw new IllegalStateException(path + " exists and is not a socket: it is left as it is; remove it or"
                    + " choose another path");
        }
        try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(path))) {
            throw new IllegalStateException("Another process listens on " + path + ": choose another path or stop it");
        } catch (IOException e) {
            if (!(e instanceof ConnectException) && !String.valueOf(e.getMessage()).contains("refused")) {
                throw new IllegalStateException("Cannot tell whether a process listens on " + path + " (" + e
                        + "): it is left as it is", e);
            }
        }
        long owner = ((Number) Files.getAttribute(path, "unix:uid", LinkOption.NOFOLLOW_LINKS)).longValue();
        long uid = UnixDomainSocketDirectory.currentUid();
        if (owner != uid) {
            throw new IllegalStateException("A stale socket file at " + path + " belongs to uid " + owner
                    + ", not to this application's user (uid " + uid + "): it is left as it is; remove it or choose"
                    + " another path");
        }
        Files.delete(path); // a socket file nobody listens on, left behind by a process of this user that died
    }

    /**
     * The lock file beside the socket, locked (an OS lock, released if the process dies) while the server runs, and
     * holding the locker's pid and a token. After locking, the file at the path must still hold that token: a lock
     * file that a process stopping meanwhile removed (another one may have made it anew) means starting over.
     */
    private record Lock(Path file, FileChannel channel, FileLock lock) {

        static Lock acquire(Path socket) throws IOException {
            Path file = socket.resolveSibling(socket.getFileName() + ".lock");
            for (int attempt = 0; attempt < 10; attempt++) {
                FileChannel channel = FileChannel.open(file, Set.of(StandardOpenOption.CREATE, StandardOpenOption.READ,
                        StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS), PosixFilePermissions.asFileAttribute(
                        PosixFilePermissions.fromString("rw-------")));
                try {
                    FileLock lock;
                    try {
                        lock = channel.tryLock();
                    } catch (OverlappingFileLockException inThisJvm) {
                        lock = null;
                    }
                    if (lock == null) {
                        throw new IllegalStateException("Another process (" + holder(channel) + ") is starting or"
                                + " serving on " + socket + ", holding the lock " + file + ": choose another path or"
                                + " stop it");
                    }
                    byte[] token = ("pid " + ProcessHandle.current().pid() + " " + UUID.randomUUID() + "\n")
                            .getBytes(StandardCharsets.US_ASCII);
                    channel.truncate(0).write(ByteBuffer.wrap(token), 0);
                    channel.force(false);
                    if (holds(file, token)) {
                        return new Lock(file, channel, lock);
                    }
                    channel.close(); // locked a file that was removed meanwhile: lock the one at the path now
                } catch (IOException | RuntimeException e) {
                    channel.close();
                    throw e;
                }
            }
            throw new IllegalStateException("Could not lock " + file + ": it keeps being replaced");
        }

        private static boolean holds(Path file, byte[] token) throws IOException {
            try (SeekableByteChannel read = Files.newByteChannel(file, StandardOpenOption.READ,
                    LinkOption.NOFOLLOW_LINKS)) {
                ByteBuffer onDisk = ByteBuffer.allocate(token.length + 1);
                while (read.read(onDisk) > 0 && onDisk.hasRemaining()) {
                    // fill
                }
                return onDisk.flip().equals(ByteBuffer.wrap(token));
            } catch (NoSuchFileException removed) {
                return false;
            }
        }

        /** Who holds the lock, as its file says ("pid 1234"), for the error. */
        private static String holder(FileChannel channel) {
            try {
                ByteBuffer text = ByteBuffer.allocate(64);
                channel.read(text, 0);
                String said = new String(text.array(), 0, text.position(), StandardCharsets.US_ASCII);
                return said.startsWith("pid ") ? said.split(" ")[0] + " " + said.split(" ")[1] : "pid unknown";
            } catch (IOException | RuntimeException e) {
                return "pid unknown";
            }
        }

        void release() {
            try {
                Files.deleteIfExists(file); // while still locked: whoever opened it meanwhile finds it replaced
            } catch (IOException e) {
                logger.debug("Could not remove " + file + ": " + e);
            }
            try {
                lock.release();
                channel.close();
            } catch (IOException e) {
                logger.debug("Releasing " + file + ": " + e);
            }
        }
    }
}
