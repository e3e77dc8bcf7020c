package dev.simdjson.spring.http;

import com.fasterxml.jackson.annotation.JsonView;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * An application using what libraries and applications put ahead of, or beside, Jackson's JSON: text, bytes and
 * resources declared {@code application/json}, its own {@link ProblemDetail}s, {@code @JsonView}, Actuator and
 * (on MVC) springdoc's {@code /v3/api-docs}. The same controller serves MVC and WebFlux.
 */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import(AheadOfJacksonApp.Bodies.class)
class AheadOfJacksonApp {

    static final String JSON_TEXT = "{\"b\":1,  \"a\":[true,null]}";

    /** Views: {@code Summary} shows the name only, {@code Full} everything. */
    interface Summary {
    }

    interface Full extends Summary {
    }

    record Account(@JsonView(Summary.class) String name, @JsonView(Full.class) String secret,
            @JsonView(Full.class) List<Integer> limits) {
    }

    @RestController
    static class Bodies {

        @PostMapping(path = "/text", consumes = MediaType.APPLICATION_JSON_VALUE,
                produces = MediaType.APPLICATION_JSON_VALUE)
        String text(@RequestBody String body) {
            return body + " ";
        }

        @GetMapping(path = "/text", produces = MediaType.APPLICATION_JSON_VALUE)
        String jsonText() {
            return JSON_TEXT;
        }

        @PostMapping(path = "/bytes", consumes = MediaType.APPLICATION_JSON_VALUE,
                produces = MediaType.APPLICATION_JSON_VALUE)
        byte[] bytes(@RequestBody byte[] body) {
            return body;
        }

        @GetMapping(path = "/bytes", produces = MediaType.APPLICATION_JSON_VALUE)
        byte[] jsonBytes() {
            return JSON_TEXT.getBytes(StandardCharsets.UTF_8);
        }

        @PostMapping(path = "/resource", consumes = MediaType.APPLICATION_JSON_VALUE,
                produces = MediaType.APPLICATION_JSON_VALUE)
        Resource resource(@RequestBody Resource body) throws IOException {
            return new ByteArrayResource(body.getContentAsByteArray());
        }

        @GetMapping(path = "/resource", produces = MediaType.APPLICATION_JSON_VALUE)
        Resource jsonResource() {
            return new ByteArrayResource(JSON_TEXT.getBytes(StandardCharsets.UTF_8));
        }

        @GetMapping("/problem")
        ProblemDetail problem() {
            ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, "Order 7 is closed");
            problem.setType(URI.create("https://example.com/problems/closed"));
            problem.setInstance(URI.create("/orders/7"));
            problem.setProperty("order", 7);
            problem.setProperty("retry", List.of("later", 30));
            return problem;
        }

        @GetMapping("/problem/entity")
        ResponseEntity<ProblemDetail> problemEntity() {
            return ResponseEntity.status(HttpStatus.CONFLICT).body(problem());
        }

        @GetMapping("/problem/thrown")
        String problemThrown() {
            throw new ErrorResponseException(HttpStatus.CONFLICT, problem(), null);
        }

        @GetMapping("/account")
        @JsonView(Summary.class)
        Account account() {
            return new Account("ada", "s3cret", List.of(1, 2));
        }

        @PostMapping("/account")
        @JsonView(Summary.class)
        Account echoAccount(@RequestBody @JsonView(Summary.class) Account account) {
            return account;
        }
    }
}
