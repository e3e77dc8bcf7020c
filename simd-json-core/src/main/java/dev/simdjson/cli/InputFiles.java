package dev.simdjson.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads a FILE operand whole, turning every way it can fail into one clear sentence. */
final class InputFiles {

    /** The largest array the JVM reliably allocates; {@link Files#readAllBytes} cannot read more. */
    private static final long MAX_ARRAY = Integer.MAX_VALUE - 8;

    private InputFiles() {
    }

    /** The bytes of {@code name}, or a {@link CliException#failure} reading {@code cannot read NAME: why}. */
    static byte[] read(String name) throws CliException {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw cannotRead(name, "not a valid path (" + e.getReason() + ")");
        }
        if (Files.isDirectory(path)) {
            throw cannotRead(name, "is a directory");
        }
        try {
            if (Files.isRegularFile(path) && Files.size(path) > MAX_ARRAY) {
                throw cannotRead(name, "file is " + Files.size(path) + " bytes, more than one document can hold");
            }
            return Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            throw cannotRead(name, "no such file");
        } catch (AccessDeniedException e) {
            throw cannotRead(name, "permission denied");
        } catch (IOException e) {
            throw cannotRead(name, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        } catch (OutOfMemoryError e) {
            // A special file (a pipe, a device) that keeps producing bytes, or a heap too small for the file.
            throw cannotRead(name, "out of memory reading it (" + e.getMessage() + ")");
        }
    }

    private static CliException cannotRead(String name, String why) {
        return CliException.failure("cannot read " + name + ": " + why);
    }
}
