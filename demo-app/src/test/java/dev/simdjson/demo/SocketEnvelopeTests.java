package dev.simdjson.demo;

import dev.simdjson.demo.client.FrameClientAccess;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.test.web.servlet.client.RestTestClient;

import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The demo's socket adapters end to end: envelopes in u32 LE frames from the bundled client's code over the Unix
 * domain socket and over TCP arrive bound as {@link Envelope}s and are counted at {@code /api/frames}; a malformed
 * frame is counted apart and the connection goes on; {@code /actuator/simdjson} shows both transports.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureRestTestClient
class SocketEnvelopeTests {

    @Autowired
    private RestTestClient client;

    @Autowired
    @Qualifier("simdJsonUdsConnectionFactory")
    private UnixDomainServerConnectionFactory uds;

    @Autowired
    @Qualifier("simdJsonTcpConnectionFactory")
    private TcpNetServerConnectionFactory tcp;

    @Test
    void envelopesOverBothSocketsAreBoundAndCounted() throws Exception {
        awaitListening();
        try (FrameClientAccess.Connection socket = FrameClientAccess.uds(uds.getPath())) {
            OutputStream out = socket.output();
            for (int i = 0; i < 100; i++) {
                out.write(FrameClientAccess.framed(i % 2 == 0 ? FrameClientAccess.control(i)
                        : FrameClientAccess.telemetry(i)));
            }
            out.write(FrameClientAccess.framed("{\"kind\":\"Control\",\"ts\":"));
            out.write(FrameClientAccess.framed(FrameClientAccess.control(100)));
        }
        int port = ((InetSocketAddress) tcp.getServerSocketAddress()).getPort();
        try (FrameClientAccess.Connection socket = FrameClientAccess.tcp("127.0.0.1:" + port)) {
            for (int i = 0; i < 50; i++) {
                socket.output().write(FrameClientAccess.framed(FrameClientAccess.telemetry(i)));
            }
        }
        Map<String, Object> counts = Map.of();
        for (int attempt = 0; attempt < 100; attempt++) {
            counts = client.get().uri("/api/frames").exchange().expectStatus().isOk()
                    .expectBody(new org.springframework.core.ParameterizedTypeReference<Map<String, Object>>() { })
                    .returnResult().getResponseBody();
            if (((Number) counts.get("telemetry")).longValue() == 100
                    && ((Number) counts.get("control")).longValue() == 51
                    && ((Number) counts.get("malformed")).longValue() == 1) {
                break; // the two connections are read on threads of their own: wait for both
            }
            Thread.sleep(50);
        }
        assertThat(counts).containsEntry("control", 51).containsEntry("telemetry", 100).containsEntry("malformed", 1);
        String simdjson = new String(client.get().uri("/actuator/simdjson").exchange().expectStatus().isOk()
                .expectBody().returnResult().getResponseBody(), StandardCharsets.UTF_8);
        assertThat(simdjson).contains("\"tcp\":{\"documents\":50").contains("\"uds\":{\"documents\":102")
                .contains("\"sockets\":[").contains("\"address\":\"" + uds.getPath() + "\"")
                .contains("\"framing\":\"length-header-4-little-endian\"");
    }

    private void awaitListening() throws InterruptedException {
        for (int i = 0; i < 200 && !(uds.isListening() && tcp.isListening()); i++) {
            Thread.sleep(25);
        }
        assertThat(uds.isListening()).isTrue();
        assertThat(tcp.isListening()).isTrue();
    }
}
