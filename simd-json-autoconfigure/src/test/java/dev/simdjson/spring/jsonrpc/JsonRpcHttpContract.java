package dev.simdjson.spring.jsonrpc;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * JSON-RPC over HTTP (Spring MVC or WebFlux on a real port): the transport contract with a POST per exchange (204:
 * no response), and HTTP's own answers to the wrong method and content type.
 */
abstract class JsonRpcHttpContract extends JsonRpcTransportContract {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    /** The JSON-RPC path of the application under test. */
    abstract String path();

    URI uri() {
        return URI.create("http://localhost:" + port + path());
    }

    HttpResponse<byte[]> post(byte[] body, String contentType) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(uri()).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    @Override
    byte[] exchange(byte[] request) throws Exception {
        HttpResponse<byte[]> response = post(request, "application/json");
        if (response.statusCode() == 204) {
            assertThat(response.body()).isEmpty();
            return null;
        }
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        return response.body();
    }

    @Test
    void getAndOtherContentTypesGetHttpErrorsNotJsonRpcOnes() throws Exception {
        HttpResponse<String> get = HTTP.send(HttpRequest.newBuilder(uri()).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(get.statusCode()).isEqualTo(405);
        assertThat(get.headers().firstValue("Allow")).hasValue("POST");
        byte[] call = bytes("{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"x\"],\"id\":1}");
        assertThat(post(call, "text/plain").statusCode()).isEqualTo(415);
        assertThat(post(call, "application/json-rpc").statusCode()).isEqualTo(200);
    }

    @Test
    void aNotificationGets204() throws Exception {
        assertThat(post(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"notify_hello\",\"params\":[1]}"), "application/json")
                .statusCode()).isEqualTo(204);
    }
}
