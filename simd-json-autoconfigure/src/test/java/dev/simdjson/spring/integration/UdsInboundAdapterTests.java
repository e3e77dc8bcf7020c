package dev.simdjson.spring.integration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;

import java.io.IOException;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Unix domain socket inbound adapter ({@code simdjson.integration.uds.*}) on a real socket file: the contract's
 * frames and errors, and the socket file's safety rules (permissions, stale files, files that are not ours, path
 * length, removal at shutdown).
 */
class UdsInboundAdapterTests extends InboundAdapterContract {

    private final Path directory = SocketTestSupport.socketDirectory("sj-uds");
    private final Path socket = directory.resolve("frames.sock");

    @AfterEach
    void removeDirectory() throws IOException {
        SocketTestSupport.removeDirectory(directory);
    }

    @Override
    String transport() {
        return "uds";
    }

    @Override
    String[] transportProperties() {
        return new String[] {"simdjson.integration.uds.path=" + socket};
    }

    @Override
    Connection connect(AssertableApplicationContext context) throws Exception {
        assertThat(context).hasNotFailed();
        awaitListening(context.getBean(UnixDomainServerConnectionFactory.class));
        SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket));
        OutputStream out = java.nio.channels.Channels.newOutputStream(channel);
        java.io.InputStream in = java.nio.channels.Channels.newInputStream(channel);
        return new Connection() {
            @Override
            public OutputStream output() {
                return out;
            }

            @Override
            public java.io.InputStream input() {
                return in;
            }

            @Override
            public boolean closedByPeer() throws IOException {
                // A blocking UNIX channel has no read timeout: read on a virtual thread and wait for it.
                java.util.concurrent.CompletableFuture<Boolean> ended = java.util.concurrent.CompletableFuture
                        .supplyAsync(() -> {
                            java.nio.ByteBuffer buffer = java.nio.ByteBuffer.allocate(256);
                            try {
                                while (channel.read(buffer.clear()) >= 0) {
                                    // nothing is sent back by an inbound adapter
                                }
                                return true;
                            } catch (IOException reset) {
                                return true;
                            }
                        }, java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor());
                try {
                    return ended.get(10, java.util.concurrent.TimeUnit.SECONDS);
                } catch (Exception e) {
                    return false;
                }
            }

            @Override
            public void close() throws Exception {
                channel.close();
            }
        };
    }

    @Override
    String expectedAddress(AssertableApplicationContext context) {
        return socket.toAbsolutePath().toString();
    }

    @Test
    void theSocketFileIsOwnerOnlyAndRemovedAtShutdown() {
        runner().run(context -> {
            awaitListening(context.getBean(UnixDomainServerConnectionFactory.class));
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(socket))).isEqualTo("rw-------");
            try (var files = Files.list(directory)) {
                assertThat(files.toList()).as("no staging directory left, the lock file held")
                        .containsExactlyInAnyOrder(socket, directory.resolve("frames.sock.lock"));
            }
        });
        assertThat(socket).doesNotExist();
        assertThat(directory.resolve("frames.sock.lock")).doesNotExist();
    }

    @Test
    void permissionsComeFromTheProperty() {
        runner().withPropertyValues("simdjson.integration.uds.permissions=rw-rw----").run(context -> {
            awaitListening(context.getBean(UnixDomainServerConnectionFactory.class));
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(socket))).isEqualTo("rw-rw----");
        });
    }

    @Test
    void aStaleSocketFileIsReplaced() throws IOException {
        ServerSocketChannel dead = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        dead.bind(UnixDomainSocketAddress.of(socket));
        dead.close(); // the file stays; nobody listens on it
        assertThat(socket).exists();
        runner().run(context -> {
            assertThat(context).hasNotFailed();
            try (Connection connection = connect(context)) {
                send(Framing.LENGTH_HEADER_4_BIG_ENDIAN, connection.output(), FIRST);
            }
        });
    }

    @Test
    void aRegularFileAtThePathIsAStartupErrorAndIsKept() throws IOException {
        Files.writeString(socket, "not a socket");
        runner().run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("is not a socket")
                    .hasMessageContaining(socket.toString());
        });
        assertThat(Files.readString(socket)).isEqualTo("not a socket");
    }

    @Test
    void aLiveSocketAtThePathIsAStartupErrorAndIsKept() throws IOException {
        try (ServerSocketChannel live = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            live.bind(UnixDomainSocketAddress.of(socket));
            runner().run(context -> {
                assertThat(context).hasFailed();
                assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("Another process listens");
            });
            assertThat(socket).exists();
        }
    }

    @Test
    void aPathTooLongForTheOsIsAClearError() {
        Path tooLong = directory.resolve("x".repeat(120) + ".sock");
        runner().withPropertyValues("simdjson.integration.uds.path=" + tooLong).run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("the OS allows 107");
        });
    }

    @Test
    void springIntegrationsOutboundGatewayTalksToTheInboundGatewayOverTheClientFactory() {
        runner().withUserConfiguration(Doubling.class).withPropertyValues("simdjson.integration.uds.mode=gateway",
                "simdjson.integration.uds.channel=requests").run(context -> {
            awaitListening(context.getBean(UnixDomainServerConnectionFactory.class));
            UnixDomainClientConnectionFactory client = new UnixDomainClientConnectionFactory(socket);
            var framing = FramingSerializers.of(Framing.LENGTH_HEADER_4_BIG_ENDIAN, 1 << 20);
            client.setSerializer(framing);
            client.setDeserializer(framing);
            client.setApplicationEventPublisher(context);
            client.setBeanFactory(context.getBeanFactory());
            client.afterPropertiesSet();
            var gateway = new org.springframework.integration.ip.tcp.outbound.TcpOutboundGateway();
            gateway.setConnectionFactory(client);
            gateway.setBeanFactory(context.getBeanFactory());
            org.springframework.integration.channel.QueueChannel replies =
                    new org.springframework.integration.channel.QueueChannel();
            gateway.setOutputChannel(replies);
            gateway.afterPropertiesSet();
            client.start();
            try {
                for (int i = 1; i <= 3; i++) {
                    gateway.handleMessage(org.springframework.integration.support.MessageBuilder.withPayload(
                            ("{\"sensor\":\"c\",\"seq\":" + i + ",\"value\":" + i + "}")
                                    .getBytes(java.nio.charset.StandardCharsets.UTF_8)).build());
                    var reply = replies.receive(5_000);
                    assertThat(reply).isNotNull();
                    assertThat(new String((byte[]) reply.getPayload(), java.nio.charset.StandardCharsets.UTF_8))
                            .isEqualTo("{\"sensor\":\"c\",\"seq\":" + i + ",\"value\":" + (2.0 * i) + "}");
                }
                assertThat(client.getOpenConnectionIds()).as("one shared connection").hasSize(1);
            } finally {
                client.stop();
            }
        });
    }

    @Test
    void aPathIsRequired() {
        runner().withPropertyValues("simdjson.integration.uds.path=").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("simdjson.integration.uds.path");
        });
    }
}
