package dev.simdjson.spring.jsonrpc;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;

/** JSON-RPC over HTTP on WebFlux (Netty, a real port), with a request limit small enough to reach. */
@SpringBootTest(classes = RpcApp.class, webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        "spring.main.web-application-type=reactive", "simdjson.warm-up.enabled=false",
        "simdjson.jsonrpc.max-request-size=4KB"})
class JsonRpcWebFluxTests extends JsonRpcTransportContract {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    HttpResponse<byte[]> post(byte[] body, String contentType) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/jsonrpc"))
                .header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    @Override
    byte[] exchange(byte[] request) throws Exception {
        HttpResponse<byte[]> response = post(request, "application/json");
        if (response.statusCode() == 204) {
            return null;
        }
        assertThat(response.statusCode()).isEqualTo(200);
        return response.body();
    }

    @Test
    void getAndOtherContentTypesGetHttpErrors() throws Exception {
        assertThat(HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/jsonrpc")).GET().build(),
                HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(405);
        assertThat(post(bytes("{}"), "text/plain").statusCode()).isEqualTo(415);
    }

    @Test
    void aBodyOverTheLimitIsOneInvalidRequestError() throws Exception {
        String big = "{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"" + "x".repeat(5000) + "\"],\"id\":1}";
        var answer = JACKSON.readTree(exchange(bytes(big)));
        assertThat(answer.get("error").get("code").asInt()).isEqualTo(-32600);
        assertThat(answer.get("id").isNull()).isTrue();
    }
}
