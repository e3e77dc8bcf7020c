package dev.simdjson.demo;

import org.junit.jupiter.api.Assumptions;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.images.builder.ImageFromDockerfile;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the container tests share: the engine check (a failure when {@code CI} is set, a skip with the reason
 * otherwise), the demo's image built from {@code demo-app/Dockerfile} and the repackaged jar, and plain HTTP calls.
 *
 * <p>The base image is {@code -Ddemo.image.base} (default {@code eclipse-temurin:25-jre}; CI builds
 * {@code local/jre25:1} from the machine's JDK, as no registry is reachable there).
 */
final class DemoImage {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private DemoImage() {
    }

    /** Fails (CI) or skips (elsewhere) the calling test class when no container engine answers. */
    static void requireEngine(String test) {
        if (engineAvailable()) {
            return;
        }
        String why = "no container engine reachable (Docker, or Podman's Docker API through DOCKER_HOST)";
        if (System.getenv("CI") != null) {
            throw new AssertionError(test + " must run in CI: " + why);
        }
        System.err.println(test + " skipped: " + why + " (CI=true makes this a failure)");
        Assumptions.abort(why + ": " + test + " skipped on this machine");
    }

    private static boolean engineAvailable() {
        try {
            return DockerClientFactory.instance().isDockerAvailable();
        } catch (RuntimeException e) {
            return false;
        }
    }

    static String base() {
        return System.getProperty("demo.image.base", "eclipse-temurin:25-jre");
    }

    /** The demo's image, as {@code demo-app/Dockerfile} builds it from the repackaged jar. */
    static ImageFromDockerfile build() {
        Path jar = Path.of(System.getProperty("demo.jar", "target/demo-app-0.1.0-SNAPSHOT.jar")).toAbsolutePath();
        assertThat(jar).as("the repackaged demo jar (package runs before this test)").exists();
        return new ImageFromDockerfile("localhost/simd-json-demo-it:latest", false)
                .withFileFromPath("Dockerfile", Path.of("Dockerfile").toAbsolutePath())
                .withFileFromPath("demo-app.jar", jar)
                .withBuildArg("BASE_IMAGE", base());
    }

    static String engine() {
        return DockerClientFactory.instance().getInfo().getServerVersion();
    }

    static HttpResponse<String> get(URI uri) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> post(URI uri, String json) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
