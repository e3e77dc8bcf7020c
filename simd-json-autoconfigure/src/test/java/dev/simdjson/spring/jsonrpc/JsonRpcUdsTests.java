package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.SocketTestSupport;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;

/** JSON-RPC over a Unix domain socket ({@code simdjson.jsonrpc.uds.*}). */
@SpringBootTest(classes = RpcApp.class, webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = {
        "simdjson.warm-up.enabled=false", "simdjson.jsonrpc.uds.enabled=true"})
class JsonRpcUdsTests extends JsonRpcSocketContract {

    private static final Path DIRECTORY = SocketTestSupport.socketDirectory("sj-rpc");
    private static final Path SOCKET = DIRECTORY.resolve("jsonrpc.sock");

    @DynamicPropertySource
    static void socketPath(DynamicPropertyRegistry registry) {
        registry.add("simdjson.jsonrpc.uds.path", SOCKET::toString);
    }

    @AfterAll
    static void removeDirectory() throws Exception {
        // the context (cached for the class) may still hold the file; the factory removes it when it stops
        Files.deleteIfExists(SOCKET);
        Files.deleteIfExists(SOCKET.resolveSibling(SOCKET.getFileName() + ".lock"));
        Files.deleteIfExists(DIRECTORY);
    }

    @Autowired
    UnixDomainServerConnectionFactory factory;

    @Override
    Connection connect() throws Exception {
        SocketTestSupport.awaitListening(factory);
        SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(SOCKET));
        OutputStream out = Channels.newOutputStream(channel);
        InputStream in = Channels.newInputStream(channel);
        return new Connection() {
            @Override
            public OutputStream output() {
                return out;
            }

            @Override
            public InputStream input() {
                return in;
            }

            @Override
            public void close() throws Exception {
                channel.close();
            }
        };
    }

    @Test
    void theSocketFileIsOwnerOnly() throws Exception {
        SocketTestSupport.awaitListening(factory);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(SOCKET))).isEqualTo("rw-------");
    }
}
