package dev.simdjson.demo;

import dev.simdjson.demo.client.FrameClientAccess;
import dev.simdjson.demo.client.RpcClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testcontainers.containers.BindMode;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The demo as a user ships it: its image is built from {@code demo-app/Dockerfile} and the repackaged jar, started
 * with Testcontainers, and checked from outside the container over every way in: a REST round trip, envelope frames
 * over TCP and over a Unix domain socket whose file sits on a mounted directory, JSON-RPC over HTTP and TCP (and the
 * demo's typed clients calling it over each transport from inside), and Actuator showing the kernel.
 *
 * <p>Without a container engine the test fails when {@code CI} is set, and is skipped with the reason otherwise
 * ({@link DemoImage}). {@link DemoAppKafkaContainerIT} runs the same image against a Kafka broker.
 */
class DemoAppContainerIT {

    private static GenericContainer<?> demo;
    private static Path sockets;

    @BeforeAll
    static void startTheDemoImage() throws IOException {
        DemoImage.requireEngine("DemoAppContainerIT");
        // The socket files appear here, on the host, through the mount.
        sockets = Files.createTempDirectory("simd-json-demo-it");
        demo = new GenericContainer<>(DemoImage.build())
                .withExposedPorts(8080, 7070, 7071)
                .withFileSystemBind(sockets.toString(), "/sockets", BindMode.READ_WRITE)
                .withCommand("--simdjson.integration.tcp.host=0.0.0.0", "--simdjson.jsonrpc.tcp.host=0.0.0.0",
                        "--simdjson.integration.uds.path=/sockets/envelopes.sock",
                        "--simdjson.jsonrpc.uds.path=/sockets/jsonrpc.sock")
                .waitingFor(Wait.forHttp("/actuator/health").forPort(8080).forStatusCode(200)
                        .withStartupTimeout(Duration.ofMinutes(3)));
        demo.start();
        System.out.println("DemoAppContainerIT: the demo image (base " + DemoImage.base() + ") runs as container "
                + demo.getContainerId() + " on " + DemoImage.engine());
    }

    @AfterAll
    static void stop() {
        if (demo != null) {
            demo.stop();
        }
    }

    @Test
    void restRoundTrip() throws Exception {
        HttpResponse<String> r = post("/api/envelopes", "{\"kind\":\"Control\",\"ts\":1710000000000,\"stream_id\":42,"
                + "\"op\":\"resume\",\"node\":\"ingest-a\",\"tags\":[\"vip\",\"cdn-eu\"]}");

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(r.body()).contains("\"kind\":\"Control\"").contains("\"stream_id\":42");
        HttpResponse<String> bad = post("/api/envelopes", "{\"kind\":\"Control\",");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("line").contains("column");
    }

    @Test
    void envelopeFramesOverTcpAndOverTheMountedUnixDomainSocket() throws Exception {
        long before = controlFrames();
        String address = demo.getHost() + ":" + demo.getMappedPort(7070);
        try (FrameClientAccess.Connection tcp = FrameClientAccess.tcp(address)) {
            tcp.output().write(FrameClientAccess.framed(FrameClientAccess.control(1)));
            tcp.output().write(FrameClientAccess.framed(FrameClientAccess.control(2)));
        }
        awaitControlFrames(before + 2);

        Path file = sockets.resolve("envelopes.sock");
        assertThat(file).exists();
        try (FrameClientAccess.Connection uds = FrameClientAccess.uds(file)) {
            uds.output().write(FrameClientAccess.framed(FrameClientAccess.control(3)));
        }
        awaitControlFrames(before + 3);
    }

    @Test
    void jsonRpcOverHttpAndTcpAndTheTypedClients() throws Exception {
        HttpResponse<String> r = post("/jsonrpc",
                "{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":{\"minuend\":42,\"subtrahend\":23},\"id\":1}");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":19,\"id\":1}");

        assertThat(RpcClient.call(false, demo.getHost() + ":" + demo.getMappedPort(7071),
                "{\"jsonrpc\":\"2.0\",\"method\":\"sum\",\"params\":[1,2,4],\"id\":\"7\"}", 10_000))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":7,\"id\":\"7\"}");
        // The demo's typed clients, inside the container, calling its methods over each transport.
        HttpResponse<String> clients = get("/api/rpc-clients");
        assertThat(clients.statusCode()).as(clients.body()).isEqualTo(200);
        assertThat(clients.body()).isEqualTo("{\"http\":{\"subtract\":19,\"sum\":7,\"getData\":[\"hello\",5]},"
                + "\"tcp\":{\"subtract\":19,\"sum\":7,\"getData\":[\"hello\",5]},"
                + "\"uds\":{\"subtract\":19,\"sum\":7,\"getData\":[\"hello\",5]}}");
    }

    @Test
    void actuatorShowsTheKernel() throws Exception {
        HttpResponse<String> r = get("/actuator/simdjson");

        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).containsPattern("\"implementation\":\"(vector|scalar)\"");
        assertThat(r.body()).contains("\"vectorModulePresent\":true");
    }

    private static long controlFrames() throws Exception {
        String body = get("/api/frames").body();
        return Long.parseLong(body.replaceAll(".*\"control\":(\\d+).*", "$1"));
    }

    private static void awaitControlFrames(long expected) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        long seen = controlFrames();
        while (seen < expected && System.nanoTime() < deadline) {
            Thread.sleep(100);
            seen = controlFrames();
        }
        assertThat(seen).isEqualTo(expected);
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return DemoImage.get(uri(path));
    }

    private static HttpResponse<String> post(String path, String json) throws Exception {
        return DemoImage.post(uri(path), json);
    }

    private static URI uri(String path) {
        return URI.create("http://" + demo.getHost() + ":" + demo.getMappedPort(8080) + path);
    }
}
