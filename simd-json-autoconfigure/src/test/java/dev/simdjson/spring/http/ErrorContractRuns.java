package dev.simdjson.spring.http;

import dev.simdjson.spring.Transport;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Runs {@link ErrorContractApp} on a real server (Tomcat or Netty), sends bad bodies and records what came back:
 * status, content type and body, with the values that differ on every request (Boot's timestamp and WebFlux's
 * request id) masked. The parity tests run it with the starter on and off and compare.
 */
final class ErrorContractRuns {

    /** A body simd-json cannot read, and Jackson cannot either. */
    record BadBody(String name, String path, String json) {
    }

    /** What the server answered. */
    record Answer(String request, int status, @Nullable String contentType, String body) {
    }

    /** The answers, and how many bodies simd-json parsed (zero with the starter off). */
    record Run(List<Answer> answers, long simdJsonParses) {
    }

    static final List<BadBody> BAD_BODIES = List.of(
            new BadBody("malformed JSON", "/orders", "{\"id\":\"a\",\n \"quantity\": 3,\n \"tags\": [\"x\" \"y\"]}"),
            new BadBody("truncated JSON", "/orders", "{\"id\":\"a\",\"quantity\":"),
            new BadBody("wrong type of a field", "/orders",
                    "{\"id\":\"a\",\"quantity\":\"many\",\"colour\":\"RED\",\"tags\":[]}"),
            new BadBody("missing creator value", "/orders", "{\"id\":\"a\",\"colour\":\"RED\",\"tags\":[]}"),
            new BadBody("null for a primitive", "/orders",
                    "{\"id\":\"a\",\"quantity\":null,\"colour\":\"RED\",\"tags\":[]}"),
            new BadBody("bad enum", "/orders", "{\"id\":\"a\",\"quantity\":1,\"colour\":\"PURPLE\",\"tags\":[]}"),
            new BadBody("nested past the depth limit", "/documents",
                    "{\"a\":" + "[".repeat(600) + "]".repeat(600) + "}"));

    /**
     * Types Jackson has no definition for: a body simd-json refuses (no type property) whose type Jackson cannot
     * construct, and a value Jackson cannot write. Jackson's converter and codecs answer both as server errors.
     */
    static final List<BadBody> DEFINITION_ERRORS = List.of(
            new BadBody("sealed type without type information", "/drawings",
                    "{\"name\":\"d\",\"shape\":{\"radius\":1}}"),
            new BadBody("value that refers to itself", "/loops", "{}"));

    /**
     * {@code Flux} and {@code Mono} request bodies on WebFlux: a JSON array streamed element by element, and one
     * value.
     */
    static final List<BadBody> REACTIVE_BODIES = List.of(
            new BadBody("malformed element", "/orders/stream",
                    "[{\"id\":\"a\",\"quantity\":1,\"colour\":\"RED\",\"tags\":[]} {\"id\":\"b\"}]"),
            new BadBody("wrong shape in the second element", "/orders/stream",
                    "[{\"id\":\"a\",\"quantity\":1,\"colour\":\"RED\",\"tags\":[]},"
                            + "{\"id\":\"b\",\"quantity\":\"many\",\"colour\":\"RED\",\"tags\":[]}]"),
            new BadBody("bad enum in the second element", "/orders/stream",
                    "[{\"id\":\"a\",\"quantity\":1,\"colour\":\"RED\",\"tags\":[]},"
                            + "{\"id\":\"b\",\"quantity\":2,\"colour\":\"PURPLE\",\"tags\":[]}]"),
            new BadBody("truncated array", "/orders/stream",
                    "[{\"id\":\"a\",\"quantity\":1,\"colour\":\"RED\",\"tags\":[]},"),
            new BadBody("one value instead of an array, wrong shape", "/orders/stream",
                    "{\"id\":\"a\",\"quantity\":\"many\",\"colour\":\"RED\",\"tags\":[]}"),
            new BadBody("malformed Mono body", "/orders/one", "{\"id\":\"a\",\"quantity\":}"),
            new BadBody("wrong shape in a Mono body", "/orders/one",
                    "{\"id\":\"a\",\"quantity\":\"many\",\"colour\":\"RED\",\"tags\":[]}"));

    /** The ways applications handle an unreadable body, on MVC and on WebFlux. */
    enum Handling {
        OWN_ENVELOPE(ErrorContractHandlers.OwnEnvelope.class, ErrorContractHandlers.OwnEnvelope.class),
        EXCEPTION_HANDLER_SUBCLASS(ErrorContractHandlers.MvcTranslator.class,
                ErrorContractHandlers.WebFluxTranslator.class),
        BOOT_PROBLEM_DETAILS(null, null, "spring.%s.problemdetails.enabled=true"),
        BOOT_ERROR_PAGE(null, null),
        BOOT_ERROR_PAGE_WITH_MESSAGE(null, null, "server.error.include-message=always");

        private final @Nullable Class<?> mvcHandler;
        private final @Nullable Class<?> webFluxHandler;
        /** Properties, {@code %s} standing for {@code mvc} or {@code webflux}. */
        private final String[] properties;

        Handling(@Nullable Class<?> mvcHandler, @Nullable Class<?> webFluxHandler, String... properties) {
            this.mvcHandler = mvcHandler;
            this.webFluxHandler = webFluxHandler;
            this.properties = properties;
        }

        /** Whether Spring's own exceptions are rendered as problem details. */
        boolean problemDetails() {
            return this == EXCEPTION_HANDLER_SUBCLASS || this == BOOT_PROBLEM_DETAILS;
        }

        /** Runs the application on {@code type} (servlet or reactive) with this handling. */
        Run run(WebApplicationType type, List<BadBody> bodies, String... more) {
            boolean mvc = type == WebApplicationType.SERVLET;
            Class<?> handler = mvc ? mvcHandler : webFluxHandler;
            List<Class<?>> sources = handler == null ? List.of(ErrorContractApp.class)
                    : List.of(ErrorContractApp.class, handler);
            List<String> all = new ArrayList<>();
            for (String property : properties) {
                all.add(property.formatted(mvc ? "mvc" : "webflux"));
            }
            all.add("spring.main.web-application-type=" + (mvc ? "servlet" : "reactive"));
            all.addAll(List.of(more));
            return ErrorContractRuns.run(type, sources, bodies, all.toArray(String[]::new));
        }
    }

    private ErrorContractRuns() {
    }

    /** Starts the application from {@code sources} with {@code properties}, sends {@code bodies}, stops it. */
    static Run run(WebApplicationType type, List<Class<?>> sources, List<BadBody> bodies, String... properties) {
        List<String> all = Stream.concat(Stream.of("server.port=0", "spring.main.banner-mode=off"),
                Stream.of(properties)).toList();
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(sources.toArray(Class<?>[]::new))
                .web(type).properties(all.toArray(String[]::new)).run()) {
            int port = Objects.requireNonNull(context.getEnvironment().getProperty("local.server.port",
                    Integer.class));
            List<Answer> answers = new ArrayList<>();
            for (BadBody body : bodies) {
                answers.add(send(port, body));
            }
            CountingParseMetrics metrics = context.getBean(CountingParseMetrics.class);
            return new Run(answers, metrics.total(Transport.HTTP_SERVER) + metrics.total(Transport.HTTP_REACTIVE));
        }
    }

    /** On a connection of its own: a server that refuses a body before reading it closes the connection. */
    private static Answer send(int port, BadBody body) {
        ResponseEntity<String> response = WebFluxSimdJsonTests.exchange(WebFluxSimdJsonTests.unpooledClient(port),
                body.path(), body.json(), MediaType.APPLICATION_JSON);
        MediaType contentType = Objects.requireNonNull(response).getHeaders().getContentType();
        String text = response.getBody() == null ? "" : response.getBody();
        return new Answer(body.name(), response.getStatusCode().value(),
                contentType == null ? null : contentType.toString(), masked(text));
    }

    /** Boot's error attributes carry a timestamp, and WebFlux's a request id, different on every request. */
    static String masked(String body) {
        return body.replaceAll("\"timestamp\":\"[^\"]*\"", "\"timestamp\":\"-\"")
                .replaceAll("\"requestId\":\"[^\"]*\"", "\"requestId\":\"-\"");
    }
}
