package dev.simdjson.demo;

import dev.simdjson.demo.client.FrameClientAccess;
import dev.simdjson.demo.client.RpcClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.BindMode;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.images.builder.ImageFromDockerfile;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The demo as a user ships it: its image is built from {@code demo-app/Dockerfile} and the repackaged jar, started
 * with Testcontainers, and checked from outside the container over every way in: a REST round trip, envelope frames
 * over TCP and over a Unix domain socket whose file sits on a mounted directory, JSON-RPC over HTTP and TCP, and
 * Actuator showing the kernel.
 *
 * <p>The base image is {@code -Ddemo.image.base} (default {@code eclipse-temurin:25-jre}; CI builds
 * {@code local/jre25:1} from the machine's JDK, as no registry is reachable there). Without a container engine the
 * test fails when {@code CI} is set, and is skipped with the reason otherwise.
 */
class DemoAppContainerIT {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private static GenericContainer<?> demo;
    private static Path sockets;

    @BeforeAll
    static void startTheDemoImage() throws IOException {
        String base = System.getProperty("demo.image.base", "eclipse-temurin:25-jre");
        boolean engine = engineAvailable();
        if (!engine) {
            String why = "no container engine reachable (Docker, or Podman's Docker API through DOCKER_HOST)";
            if (System.getenv("CI") != null) {
                throw new AssertionError("DemoAppContainerIT must run in CI: " + why);
            }
            System.err.println("DemoAppContainerIT skipped: " + why + " (CI=true makes this a failure)");
            Assumptions.abort(why + ": DemoAppContainerIT skipped on this machine");
        }
        Path jar = Path.of(System.getProperty("demo.jar", "target/demo-app-0.1.0-SNAPSHOT.jar")).toAbsolutePath();
        assertThat(jar).as("the repackaged demo jar (package runs before this test)").exists();
        // The socket files appear here, on the host, through the mount.
        sockets = Files.createTempDirectory("simd-json-demo-it");
        ImageFromDockerfile image = new ImageFromDockerfile("localhost/simd-json-demo-it:latest", false)
                .withFileFromPath("Dockerfile", Path.of("Dockerfile").toAbsolutePath())
                .withFileFromPath("demo-app.jar", jar)
                .withBuildArg("BASE_IMAGE", base);
        demo = new GenericContainer<>(image)
                .withExposedPorts(8080, 7070, 7071)
                .withFileSystemBind(sockets.toString(), "/sockets", BindMode.READ_WRITE)
                .withCommand("--simdjson.integration.tcp.host=0.0.0.0", "--simdjson.jsonrpc.tcp.host=0.0.0.0",
                        "--simdjson.integration.uds.path=/sockets/envelopes.sock",
                        "--simdjson.jsonrpc.uds.path=/sockets/jsonrpc.sock")
                .waitingFor(Wait.forHttp("/actuator/health").forPort(8080).forStatusCode(200)
                        .withStartupTimeout(Duration.ofMinutes(3)));
        demo.start();
        System.out.println("DemoAppContainerIT: the demo image (base " + base + ") runs as container "
                + demo.getContainerId() + " on " + DockerClientFactory.instance().getInfo().getServerVersion());
    }

    private static boolean engineAvailable() {
        try {
            return DockerClientFactory.instance().isDockerAvailable();
        } catch (RuntimeException e) {
            return false;
        }
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
    void jsonRpcOverHttpAndTcp() throws Exception {
        HttpResponse<String> r = post("/jsonrpc",
                "{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":{\"minuend\":42,\"subtrahend\":23},\"id\":1}");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":19,\"id\":1}");

        assertThat(RpcClient.call(false, demo.getHost() + ":" + demo.getMappedPort(7071),
                "{\"jsonrpc\":\"2.0\",\"method\":\"sum\",\"params\":[1,2,4],\"id\":\"7\"}", 10_000))
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":7,\"id\":\"7\"}");
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
        return HTTP.send(HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(String path, String json) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static URI uri(String path) {
        return URI.create("http://" + demo.getHost() + ":" + demo.getMappedPort(8080) + path);
    }
}
