package dev.simdjson.spring.integration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Whose socket file it is: stop removes only the file this factory bound, several instances started on one path at
 * once leave exactly one listening, and neither a running instance's socket nor another user's stale one is removed.
 */
class UdsSocketOwnershipTests {

    private final Path directory = SocketTestSupport.socketDirectory("sj-own");
    private final Path socket = directory.resolve("s.sock");

    @AfterEach
    void remove() throws IOException {
        SocketTestSupport.removeDirectory(directory);
    }

    private boolean accepts() {
        try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Test
    void stopLeavesASocketThatAnotherDeploymentPutAtThePath() throws IOException {
        UnixDomainServerConnectionFactory first = UdsFactories.started(socket);
        Files.delete(socket); // e.g. an operator's cleanup, then the next deployment binds its own
        try (ServerSocketChannel next = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            next.bind(UnixDomainSocketAddress.of(socket));
            first.stop();
            assertThat(socket).exists();
            assertThat(accepts()).as("the next deployment still serves").isTrue();
        }
    }

    @Test
    void stopRemovesItsOwnSocketAndLock() {
        UdsFactories.started(socket).stop();
        assertThat(socket).doesNotExist();
        assertThat(directory.resolve("s.sock.lock")).doesNotExist();
    }

    @RepeatedTest(5)
    void ofInstancesStartedAtOnceExactlyOneWins() throws Exception {
        int instances = 6;
        CyclicBarrier together = new CyclicBarrier(instances);
        List<Future<UnixDomainServerConnectionFactory>> starts = new ArrayList<>();
        List<UnixDomainServerConnectionFactory> winners = new ArrayList<>();
        List<Throwable> losers = new ArrayList<>();
        try (ExecutorService threads = Executors.newFixedThreadPool(instances)) {
            for (int i = 0; i < instances; i++) {
                starts.add(threads.submit(() -> {
                    together.await();
                    return UdsFactories.started(socket);
                }));
            }
            for (Future<UnixDomainServerConnectionFactory> start : starts) {
                try {
                    winners.add(start.get(20, TimeUnit.SECONDS));
                } catch (java.util.concurrent.ExecutionException e) {
                    losers.add(e.getCause());
                }
            }
        }
        try {
            assertThat(winners).hasSize(1);
            assertThat(losers).hasSize(instances - 1).allSatisfy(failure -> assertThat(failure)
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining(socket.toString())
                    .hasMessageContaining("Another process"));
            assertThat(accepts()).isTrue();
            SocketTestSupport.awaitListening(winners.getFirst());
        } finally {
            winners.forEach(UnixDomainServerConnectionFactory::stop);
        }
        assertThat(socket).doesNotExist();
    }

    @Test
    void aSecondInstanceFailsAndLeavesTheFirstsSocketServing() {
        UnixDomainServerConnectionFactory first = UdsFactories.started(socket);
        try {
            assertThatThrownBy(() -> UdsFactories.started(socket)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("is starting or serving on " + socket)
                    .hasMessageContaining("s.sock.lock");
            assertThat(accepts()).isTrue();
        } finally {
            first.stop();
        }
    }

    @Test
    void aLockHeldByAnotherProcessIsNamedByItsPid() throws Exception {
        Path holder = directory.resolve("Holder.java");
        Files.writeString(holder, """
                import java.nio.channels.FileChannel;
                import java.nio.file.*;
                public class Holder {
                    public static void main(String[] args) throws Exception {
                        try (FileChannel c = FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE,
                                StandardOpenOption.WRITE); var lock = c.lock()) {
                            c.write(java.nio.ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + " x\\n")
                                    .getBytes()));
                            System.out.println("locked");
                            System.in.read();
                        }
                    }
                }
                """);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), holder.toString(), socket + ".lock").start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8));
            assertThat(out.readLine()).isEqualTo("locked");
            assertThatThrownBy(() -> UdsFactories.started(socket)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("Another process (pid " + process.pid() + ") is starting or serving on "
                            + socket);
        } finally {
            process.destroy();
            process.waitFor(10, TimeUnit.SECONDS);
        }
        Files.deleteIfExists(holder);
        UdsFactories.started(socket).stop(); // the OS released the lock with the process
    }

    @Test
    void aStaleSocketOfAnotherUserIsLeftAlone() throws IOException {
        try (ServerSocketChannel dead = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            dead.bind(UnixDomainSocketAddress.of(socket));
        }
        Files.setOwner(socket, socket.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody"));
        assertThatThrownBy(() -> UdsFactories.started(socket)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("A stale socket file at " + socket + " belongs to uid 65534");
        assertThat(socket).exists();
    }
}
