package dev.simdjson.spring.integration;

import com.sun.security.auth.module.UnixSystem;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

/**
 * The checks on the directories above a socket file, so that no other local user can replace the socket (and then
 * receive its frames or forge its replies). Walking from the root to the socket's directory, without following any
 * link:
 * <ul>
 *   <li>no component is a symbolic link (the real path has to be given);</li>
 *   <li>every directory above the socket's directory that group or others may write to has the sticky bit (as
 *       {@code /tmp}: there nobody else can rename or remove what this user made in it);</li>
 *   <li>the directory that holds the socket is owned by the application's user (or root) and is writable by its
 *       owner only, unless shared directories are allowed: then a group- or other-writable one is accepted when it
 *       has the sticky bit;</li>
 *   <li>a directory that does not exist yet is created {@code rwx------}, and said so.</li>
 * </ul>
 * Any failure is an {@link IllegalStateException} naming the path, the reason and the fix.
 */
final class UnixDomainSocketDirectory {

    private static final int GROUP_OR_OTHERS_WRITE = 0022;
    private static final int STICKY = 01000;
    private static final long ROOT = 0;

    private UnixDomainSocketDirectory() {
    }

    /** The application's user id (the owner of the files it creates). */
    static long currentUid() {
        return new UnixSystem().getUid();
    }

    /**
     * Checks (and creates, where missing) the directories above {@code socket}.
     *
     * @param allowShared whether the socket's directory may be writable by group or others (sticky bit required)
     * @return whether the socket's own directory was created here
     */
    static boolean prepare(Path socket, boolean allowShared) throws IOException {
        Path directory = socket.getParent();
        long uid = currentUid();
        Path at = directory.getRoot();
        boolean created = false;
        for (Path name : directory) {
            at = at.resolve(name);
            created = ensureDirectory(at, socket);
            Map<String, Object> attributes = Files.readAttributes(at, "unix:mode,uid", LinkOption.NOFOLLOW_LINKS);
            int mode = (Integer) attributes.get("mode");
            long owner = ((Number) attributes.get("uid")).longValue();
            if (at.equals(directory)) {
                checkSocketDirectory(at, socket, mode, owner, uid, allowShared);
            } else if ((mode & GROUP_OR_OTHERS_WRITE) != 0 && (mode & STICKY) == 0) {
                throw refused(socket, at + " (above the socket's directory) is writable by "
                        + writers(mode) + " without the sticky bit, so another user could replace the directories"
                        + " below it; make it rwxr-xr-x or use another path");
            }
        }
        return created;
    }

    /** Creates {@code at} owner-only if it is missing; refuses a link or a non-directory. */
    private static boolean ensureDirectory(Path at, Path socket) throws IOException {
        boolean created = false;
        if (!Files.exists(at, LinkOption.NOFOLLOW_LINKS)) {
            try {
                Files.createDirectory(at, PosixFilePermissions.asFileAttribute(
                        PosixFilePermissions.fromString("rwx------")));
                created = true;
            } catch (FileAlreadyExistsException raced) {
                // made by someone else meanwhile: checked below like any existing directory
            } catch (NoSuchFileException e) {
                throw refused(socket, "cannot create " + at + ": " + e.getMessage());
            }
        }
        if (Files.isSymbolicLink(at)) {
            throw refused(socket, at + " is a symbolic link, which is never followed; give the real path ("
                    + "realpath " + at + ")");
        }
        if (!Files.isDirectory(at, LinkOption.NOFOLLOW_LINKS)) {
            throw refused(socket, at + " is not a directory");
        }
        return created;
    }

    private static void checkSocketDirectory(Path directory, Path socket, int mode, long owner, long uid,
            boolean allowShared) {
        if (owner != uid && owner != ROOT) {
            throw refused(socket, "its directory " + directory + " is owned by uid " + owner + ", not by this"
                    + " application's user (uid " + uid + ") or root; another user could replace the socket. Use a"
                    + " directory of this user's own (it is created rwx------ when missing)");
        }
        boolean shared = (mode & GROUP_OR_OTHERS_WRITE) != 0;
        if (shared && !allowShared) {
            throw refused(socket, "its directory " + directory + " is writable by " + writers(mode) + " ("
                    + octal(mode) + "), so another user could replace the socket. Use a directory only this user"
                    + " can write to (chmod go-w " + directory + ", or a path whose directory does not exist yet:"
                    + " it is created rwx------), or set allow-shared-directory=true for a sticky shared directory");
        }
        if (shared && (mode & STICKY) == 0) {
            throw refused(socket, "its directory " + directory + " is writable by " + writers(mode) + " ("
                    + octal(mode) + ") without the sticky bit: even with allow-shared-directory=true another user"
                    + " could remove or rename the socket there; chmod +t " + directory + " or use another path");
        }
    }

    private static String writers(int mode) {
        boolean group = (mode & 0020) != 0;
        boolean others = (mode & 0002) != 0;
        return group && others ? "group and others" : group ? "its group" : "others";
    }

    private static String octal(int mode) {
        return String.format("%04o", mode & 07777);
    }

    private static IllegalStateException refused(Path socket, String reason) {
        return new IllegalStateException("Unix domain socket " + socket + " refused: " + reason);
    }
}
