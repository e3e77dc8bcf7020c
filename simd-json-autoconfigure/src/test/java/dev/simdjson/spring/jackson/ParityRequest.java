package dev.simdjson.spring.jackson;

import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.RequestBuilder;
import org.springframework.test.web.servlet.request.MockMvcRequestBuilders;

import java.nio.charset.StandardCharsets;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

/**
 * One request of the parity suite.
 *
 * @param name    how failures name it: method, path and what is special about the body
 * @param plain   whether simd-json must handle it (parse the body, write the answer) in the default configuration
 * @param builder the request
 */
public record ParityRequest(String name, boolean plain, RequestBuilder builder) {

    static ParityRequest getPlain(String path) {
        return new ParityRequest("GET " + path, true, get(path).accept(MediaType.APPLICATION_JSON));
    }

    static ParityRequest getOther(String path, String what) {
        return new ParityRequest("GET " + path + " (" + what + ")", false,
                get(path).accept(MediaType.APPLICATION_JSON));
    }

    static ParityRequest postPlain(String path, String what, String json) {
        return post(path, what, true, json.getBytes(StandardCharsets.UTF_8));
    }

    static ParityRequest postOther(String path, String what, String json) {
        return post(path, what, false, json.getBytes(StandardCharsets.UTF_8));
    }

    static ParityRequest post(String path, String what, boolean plain, byte[] body) {
        return new ParityRequest("POST " + path + " (" + what + ")", plain,
                MockMvcRequestBuilders.post(path)
                        .contentType(MediaType.APPLICATION_JSON).accept(MediaType.APPLICATION_JSON).content(body));
    }

    @Override
    public String toString() {
        return name;
    }
}
