package dev.simdjson.spring.http;

import com.fasterxml.jackson.annotation.JsonView;
import dev.simdjson.JsonLimits;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.Transport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.codec.ServerCodecConfigurer;
import org.springframework.http.codec.EncoderHttpMessageWriter;
import org.springframework.mock.http.MockHttpInputMessage;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.util.MimeTypeUtils;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;
import org.springframework.web.method.HandlerMethod;

import java.io.ByteArrayInputStream;
import java.lang.ref.WeakReference;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Generic controllers, @JsonView, Content-Length as a hint, neutral error reasons, WebFlux limits and runtime types. */
class BodyEdgeCasesTests {

    record Item(String name, int quantity) {
    }

    /** A constructor that rejects values with a message meant for the logs, not for the client. */
    record Guarded(String code) {
        Guarded {
            if (code.isEmpty()) {
                throw new IllegalArgumentException("secret internal detail");
            }
        }
    }

    abstract static class CrudController<T> {
        public void create(@RequestBody T body) {
        }
    }

    static final class ItemController extends CrudController<Item> {
    }

    static final class ViewController {
        @JsonView(Object.class)
        public Item summary() {
            return new Item("a", 1);
        }

        public Item plain() {
            return new Item("a", 1);
        }
    }

    private final JacksonHandoffs handoffs = new JacksonHandoffs();
    private final JsonBodies bodies = new JsonBodies(
            SimdJsonMapper.builder().limits(new JsonLimits(64, 1 << 20, 100_000, 100)).build(), List.of(),
            ParseMetrics.NONE, handoffs);
    private final SimdJsonHttpMessageConverter converter = new SimdJsonHttpMessageConverter(bodies,
            Transport.HTTP_SERVER, MediaType.parseMediaTypes("application/json,application/*+json"));

    @AfterEach
    void clearRequest() {
        RequestContextHolder.resetRequestAttributes();
    }

    @Test
    void aGenericControllersBodyBindsToTheTypeItsSubclassFixes() throws Exception {
        Method create = CrudController.class.getMethod("create", Object.class);
        // What MVC passes: the parameter as seen from the handler's class (HandlerMethod's containing class).
        ResolvableType type = ResolvableType.forMethodParameter(create, 0, ItemController.class);
        assertThat(converter.canRead(type, MediaType.APPLICATION_JSON)).isTrue();
        MockHttpInputMessage input = new MockHttpInputMessage("{\"name\":\"pen\",\"quantity\":2}".getBytes());
        input.getHeaders().setContentType(MediaType.APPLICATION_JSON);
        assertThat(converter.read(type, input, null)).isEqualTo(new Item("pen", 2));
    }

    @Test
    void responsesOfJsonViewMethodsStayJacksons() throws Exception {
        assertThat(converter.canWrite(ResolvableType.forClass(Item.class), Item.class, MediaType.APPLICATION_JSON))
                .as("outside a request").isTrue();
        for (String name : List.of("summary", "plain")) {
            MockHttpServletRequest request = new MockHttpServletRequest();
            request.setAttribute("org.springframework.web.servlet.HandlerMapping.bestMatchingHandler",
                    new HandlerMethod(new ViewController(), ViewController.class.getMethod(name)));
            RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
            boolean ours = converter.canWrite(ResolvableType.forClass(Item.class), Item.class,
                    MediaType.APPLICATION_JSON);
            assertThat(ours).as(name).isEqualTo(name.equals("plain"));
        }
    }

    @Test
    void aRestClientCallInsideAJsonViewHandlerStillWritesItsBodyWithSimdJson() throws Exception {
        // The handler's @JsonView filters the server's response, not the bodies its code sends with RestClient.
        SimdJsonHttpMessageConverter client = new SimdJsonHttpMessageConverter(bodies, Transport.HTTP_CLIENT,
                List.of(MediaType.APPLICATION_JSON));
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setAttribute("org.springframework.web.servlet.HandlerMapping.bestMatchingHandler",
                new HandlerMethod(new ViewController(), ViewController.class.getMethod("summary")));
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
        assertThat(client.canWrite(ResolvableType.forClass(Item.class), Item.class, MediaType.APPLICATION_JSON))
                .isTrue();
        assertThat(converter.canWrite(ResolvableType.forClass(Item.class), Item.class, MediaType.APPLICATION_JSON))
                .as("the server's response of that handler").isFalse();
    }

    @Test
    void theJsonViewCacheDoesNotKeepAnApplicationsClassesAlive() throws Exception {
        // A controller class of its own class loader (as after a DevTools restart or in another context): once
        // the loader is unreachable, the check's cache must not hold it.
        WeakReference<ClassLoader> loader = checkJsonViewInOwnLoader();
        for (int i = 0; i < 50 && loader.get() != null; i++) {
            System.gc();
            Thread.sleep(20);
        }
        assertThat(loader.get()).as("the loader of a checked controller class is collected").isNull();
    }

    private static WeakReference<ClassLoader> checkJsonViewInOwnLoader() throws Exception {
        String name = ViewController.class.getName();
        byte[] bytes;
        try (var in = BodyEdgeCasesTests.class.getClassLoader().getResourceAsStream(name.replace('.', '/')
                + ".class")) {
            bytes = in.readAllBytes();
        }
        ClassLoader own = new ClassLoader(BodyEdgeCasesTests.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String className, boolean resolve) throws ClassNotFoundException {
                if (className.equals(name)) {
                    synchronized (getClassLoadingLock(className)) {
                        Class<?> c = findLoadedClass(className);
                        return c != null ? c : defineClass(className, bytes, 0, bytes.length);
                    }
                }
                return super.loadClass(className, resolve);
            }
        };
        Class<?> controller = own.loadClass(name);
        // The check itself (not through Spring's HandlerMethod, whose own caches hold methods softly).
        assertThat(BodyRules.hasJsonView(controller.getMethod("summary"))).as("@JsonView seen").isTrue();
        assertThat(BodyRules.hasJsonView(controller.getMethod("plain"))).isFalse();
        return new WeakReference<>(own);
    }

    @Test
    void aLargeDeclaredLengthIsOnlyAHint() throws Exception {
        // Declares 512 KB, sends 20 bytes: read as it arrives, no 512 KB array up front, the 20 bytes parsed.
        byte[] sent = "{\"name\":\"x\",\"quantity\":1}".getBytes(StandardCharsets.UTF_8);
        assertThat(bodies.readBody(new ByteArrayInputStream(sent), 512 * 1024, Transport.HTTP_SERVER))
                .isEqualTo(sent);
        // More bytes than a small declared length: all of them, within the limit.
        assertThat(bodies.readBody(new ByteArrayInputStream(sent), 5, Transport.HTTP_SERVER)).isEqualTo(sent);
    }

    @Test
    void whatTheApplicationsCodeSaidStaysOutOfTheProblem() {
        byte[] json = "{\"code\":\"\"}".getBytes(StandardCharsets.UTF_8);
        JsonBodyException e = catchThrowableOfType(JsonBodyException.class,
                () -> bodies.read(json, json.length, Guarded.class, Transport.HTTP_SERVER));
        ProblemDetail problem = e.getBody();
        assertThat(problem.getDetail()).contains("the value was rejected by the target type")
                .doesNotContain("secret").doesNotContain("IllegalArgumentException");
        assertThat(e.getCause()).hasMessageContaining("secret internal detail"); // kept for the logs
        assertThat(JsonBodyException.clientReason("expected a number")).isEqualTo("expected a number");
        assertThat(JsonBodyException.clientReason("java.lang.ClassCastException: x"))
                .isEqualTo("the value was rejected by the target type");
    }

    @Test
    void theWebFluxDecoderKeepsTheCodecsInMemoryLimit() {
        SimdJsonDecoder decoder = new SimdJsonDecoder(bodies, List.of(MimeTypeUtils.APPLICATION_JSON));
        assertThat(decoder.limit()).isEqualTo(SimdJsonDecoder.DEFAULT_MAX_IN_MEMORY_SIZE);
        decoder.setMaxInMemorySize(1000);
        assertThat(decoder.limit()).isEqualTo(1000);
        decoder.setMaxInMemorySize(-1);
        assertThat(decoder.limit()).isEqualTo(1 << 20);
        decoder.setMaxInMemorySize(16 << 20);
        assertThat(decoder.limit()).as("never above max-document-size").isEqualTo(1 << 20);
    }

    @Test
    void aSpringValueInAMonoOfObjectGoesToJackson() {
        ServerCodecConfigurer configurer = ServerCodecConfigurer.create();
        new SimdJsonEncoder(bodies, List.of(MimeTypeUtils.APPLICATION_JSON)).registerIn(configurer);
        SimdJsonEncoder registered = configurer.getWriters().stream()
                .filter(EncoderHttpMessageWriter.class::isInstance)
                .map(w -> ((EncoderHttpMessageWriter<?>) w).getEncoder())
                .filter(SimdJsonEncoder.class::isInstance).map(SimdJsonEncoder.class::cast).findFirst().orElseThrow();
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(org.springframework.http.HttpStatus.BAD_REQUEST, "d");
        problem.setProperty("line", 3);
        DataBuffer buffer = registered.encodeValue(problem, DefaultDataBufferFactory.sharedInstance,
                ResolvableType.forClass(Object.class), MimeTypeUtils.APPLICATION_JSON, null);
        String json = buffer.toString(StandardCharsets.UTF_8);
        // Jackson's ProblemDetail mix-in flattens the properties; simd-json would have nested them.
        assertThat(json).contains("\"line\":3").doesNotContain("\"properties\"");
    }
}
