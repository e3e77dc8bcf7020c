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

/** JSON-RPC over HTTP on Spring MVC (Tomcat, a real port). */
@SpringBootTest(classes = RpcApp.class, webEnvironment = WebEnvironment.RANDOM_PORT,
        properties = {"simdjson.warm-up.enabled=false", "simdjson.jsonrpc.path=/rpc"})
class JsonRpcMvcTests extends JsonRpcTransportContract {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    HttpResponse<byte[]> post(byte[] body, String contentType) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/rpc"))
                .header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
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
        HttpResponse<String> get = HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/rpc"))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(get.statusCode()).isEqualTo(405);
        assertThat(get.headers().firstValue("Allow")).hasValue("POST");
        HttpResponse<byte[]> text = post(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"x\"],\"id\":1}"),
                "text/plain");
        assertThat(text.statusCode()).isEqualTo(415);
        assertThat(post(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"x\"],\"id\":1}"),
                "application/json-rpc").statusCode()).isEqualTo(200);
    }

    @Test
    void aNotificationGets204() throws Exception {
        assertThat(post(bytes("{\"jsonrpc\":\"2.0\",\"method\":\"notify_hello\",\"params\":[1]}"), "application/json")
                .statusCode()).isEqualTo(204);
    }
}
