package dev.simdjson.spring.actuate;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;

/** GETs of a running test application's endpoints, as Actuator's JSON unless told otherwise. */
final class ActuatorHttp {

    static final String ACTUATOR_JSON = "application/vnd.spring-boot.actuator.v3+json";

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private ActuatorHttp() {
    }

    static HttpResponse<String> get(int port, String path, String accept) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Accept", accept)
                .GET()
                .build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    }

    /** {@code path}'s Actuator JSON, once it answered 200. */
    static DocumentContext ok(int port, String path) throws IOException, InterruptedException {
        HttpResponse<String> response = get(port, path, ACTUATOR_JSON);
        assertThat(response.statusCode()).as(path).isEqualTo(200);
        return JsonPath.parse(response.body());
    }
}
