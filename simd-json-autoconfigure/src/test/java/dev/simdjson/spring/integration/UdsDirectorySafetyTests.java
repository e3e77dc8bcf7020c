package dev.simdjson.spring.integration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The directories above a socket file: a directory another user could write to, or that another user owns, or a
 * symbolic link on the way, is a startup error naming the path and the reason; a missing directory is made
 * owner-only. (The build runs as root, so "another user" is made with {@code Files.setOwner} to nobody.)
 */
class UdsDirectorySafetyTests {

    private final Path base = SocketTestSupport.socketDirectory("sj-dir");

    @AfterEach
    void remove() throws IOException {
        try (var walk = Files.walk(base)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private Path directory(String name, String permissions) throws IOException {
        Path directory = Files.createDirectory(base.resolve(name));
        Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString(permissions));
        return directory;
    }

    private static String mode(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    @Test
    void aDirectoryWritableByOthersIsRefused() throws IOException {
        Path socket = directory("open", "rwxrwxrwx").resolve("s.sock");
        assertThatThrownBy(() -> UdsFactories.started(socket))
                .hasMessageContaining(socket.toString())
                .hasMessageContaining("writable by group and others (0777)")
                .hasMessageContaining("allow-shared-directory");
        assertThat(socket).doesNotExist();
    }

    @Test
    void aDirectoryWritableByItsGroupIsRefused() throws IOException {
        Path socket = directory("group", "rwxrwx---").resolve("s.sock");
        assertThatThrownBy(() -> UdsFactories.started(socket))
                .hasMessageContaining("writable by its group (0770)");
    }

    @Test
    void aStickySharedDirectoryIsAcceptedOnlyWhenAllowed() throws IOException {
        Path shared = directory("sticky", "rwxrwxrwx");
        Files.setAttribute(shared, "unix:mode", 01777);
        Path socket = shared.resolve("s.sock");
        assertThatThrownBy(() -> UdsFactories.started(socket)).hasMessageContaining("(1777)");
        UnixDomainServerConnectionFactory factory = UdsFactories.started(socket, true);
        try {
            assertThat(socket).exists();
        } finally {
            factory.stop();
        }
    }

    @Test
    void aSharedDirectoryWithoutTheStickyBitIsRefusedEvenWhenAllowed() throws IOException {
        Path socket = directory("open", "rwxrwxrwx").resolve("s.sock");
        assertThatThrownBy(() -> UdsFactories.started(socket, true))
                .hasMessageContaining("without the sticky bit");
    }

    @Test
    void aDirectoryOwnedByAnotherUserIsRefused() throws IOException {
        Path theirs = directory("theirs", "rwx------");
        UserPrincipal nobody = theirs.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        Files.setOwner(theirs, nobody);
        assertThat(Files.getAttribute(theirs, "unix:uid")).isEqualTo(65534);
        Path socket = theirs.resolve("s.sock");
        assertThatThrownBy(() -> UdsFactories.started(socket, true))
                .hasMessageContaining(socket.toString())
                .hasMessageContaining("owned by uid 65534, not by this application's user");
    }

    @Test
    void aSymbolicLinkOnTheWayIsRefused() throws IOException {
        Path real = directory("real", "rwx------");
        Path link = Files.createSymbolicLink(base.resolve("link"), real);
        Path socket = link.resolve("s.sock");
        assertThatThrownBy(() -> UdsFactories.started(socket))
                .hasMessageContaining(link + " is a symbolic link");
        assertThat(real.resolve("s.sock")).doesNotExist();
    }

    @Test
    void aSymbolicLinkHigherUpIsRefusedToo() throws IOException {
        Path real = directory("real", "rwx------");
        Files.createDirectory(real.resolve("inner"));
        Path link = Files.createSymbolicLink(base.resolve("link"), real);
        assertThatThrownBy(() -> UdsFactories.started(link.resolve("inner").resolve("s.sock")))
                .hasMessageContaining(link + " is a symbolic link");
    }

    @Test
    void anAncestorWritableByOthersWithoutTheStickyBitIsRefused() throws IOException {
        Path open = directory("open", "rwxrwxrwx");
        Path mine = Files.createDirectory(open.resolve("mine"));
        Files.setPosixFilePermissions(mine, PosixFilePermissions.fromString("rwx------"));
        assertThatThrownBy(() -> UdsFactories.started(mine.resolve("s.sock")))
                .hasMessageContaining(open + " (above the socket's directory) is writable");
    }

    @Test
    void missingDirectoriesAreCreatedOwnerOnlyAndTheSocketsOwnRemovedAtStop() throws IOException {
        Path socket = base.resolve("a").resolve("b").resolve("s.sock");
        UnixDomainServerConnectionFactory factory = UdsFactories.started(socket);
        try {
            assertThat(mode(base.resolve("a"))).isEqualTo("rwx------");
            assertThat(mode(socket.getParent())).isEqualTo("rwx------");
        } finally {
            factory.stop();
        }
        assertThat(socket.getParent()).doesNotExist();
        assertThat(base.resolve("a")).exists();
    }

    @Test
    void theSocketsDirectoryUnderTmpIsAccepted() throws IOException {
        // The demo's layout: a directory of this user's own, inside the sticky, world-writable /tmp.
        UnixDomainServerConnectionFactory factory = UdsFactories.started(base.resolve("s.sock"));
        try {
            assertThat(base.resolve("s.sock")).exists();
        } finally {
            factory.stop();
        }
    }
}
