package dev.simdjson.spring.http;

import com.fasterxml.jackson.annotation.JsonAnySetter;
import dev.simdjson.spring.JacksonHandoffs;
import dev.simdjson.spring.JacksonHandoffs.Direction;
import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonCodecsAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonHttpMessageConvertersAutoConfiguration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.http.codec.autoconfigure.CodecsAutoConfiguration;
import org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.webflux.autoconfigure.WebFluxAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.method.HandlerMethod;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;

/** Controller body types found and decided at startup, before any request. */
@ExtendWith(OutputCaptureExtension.class)
class BodyTypePrimingTests {

    record Order(String id, List<Line> lines) {
    }

    record Line(String sku, int quantity) {
    }

    record Receipt(String orderId, double total) {
    }

    /** Jackson's any-setter: simd-json refuses it, so Jackson keeps it. */
    static final class Loose {
        @JsonAnySetter
        public void put(String key, Object value) {
        }
    }

    @RestController
    static class OrdersController {

        @PostMapping("/orders")
        ResponseEntity<Receipt> place(@RequestBody Order order) {
            return ResponseEntity.ok(new Receipt(order.id(), 0));
        }

        @PostMapping("/loose")
        Map<String, Object> loose(@RequestBody Loose loose) {
            return Map.of();
        }

        @PostMapping("/text")
        String text(@RequestBody String text) {
            return text;
        }

        @GetMapping("/later")
        CompletableFuture<List<Receipt>> later() {
            return CompletableFuture.completedFuture(List.of());
        }

        @PostMapping("/nothing")
        void nothing() {
        }
    }

    @RestController
    static class ReactiveOrdersController {

        @PostMapping("/orders")
        Mono<Receipt> place(@RequestBody Mono<Order> order) {
            return order.map(o -> new Receipt(o.id(), 0));
        }

        @PostMapping("/loose")
        Flux<Line> loose(@RequestBody Loose loose) {
            return Flux.empty();
        }
    }

    @Test
    void findsTheBodyTypesThroughWrappers() throws Exception {
        List<HandlerMethod> methods = new ArrayList<>();
        OrdersController controller = new OrdersController();
        for (String name : List.of("place", "loose", "text", "later", "nothing")) {
            java.lang.reflect.Method m = java.util.Arrays.stream(OrdersController.class.getDeclaredMethods())
                    .filter(d -> d.getName().equals(name)).findFirst().orElseThrow();
            methods.add(new HandlerMethod(controller, m));
        }
        HandlerBodyTypes types = HandlerBodyTypes.of(methods);
        assertThat(types.requestBodies()).containsExactly(Order.class, Loose.class, String.class);
        Type mapOfObjects = new ParameterizedTypeReference<Map<String, Object>>() { }.getType();
        Type listOfReceipts = new ParameterizedTypeReference<List<Receipt>>() { }.getType();
        assertThat(types.responseBodies()).containsExactly(Receipt.class, mapOfObjects, String.class, listOfReceipts);
    }

    @Test
    void springMvcTypesAreDecidedAtStartupAndJacksonsAreLogged(CapturedOutput output) {
        new WebApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                        SimdJsonHttpMessageConvertersAutoConfiguration.class, JacksonAutoConfiguration.class,
                        HttpMessageConvertersAutoConfiguration.class, WebMvcAutoConfiguration.class,
                        DispatcherServletAutoConfiguration.class))
                .withPropertyValues("simdjson.warm-up.timeout=200ms")
                .withUserConfiguration(OrdersController.class)
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    BodyTypePriming priming = context.getBean(BodyTypePriming.class);
                    assertThat(priming.handedToJackson()).containsExactly(Loose.class);
                    // Recorded for /actuator/simdjson before any request came in.
                    assertThat(context.getBean(JacksonHandoffs.class).handoffs()).singleElement().satisfies(h -> {
                        assertThat(h.type()).isEqualTo(Loose.class.getName());
                        assertThat(h.direction()).isEqualTo(Direction.READ);
                    });
                    assertThat(output).contains("simd-json: 1 of 5 controller body types go to Jackson")
                            .contains(Loose.class.getName());
                });
    }

    @Test
    void webFluxTypesAreDecidedAtStartup() {
        new ReactiveWebApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                        SimdJsonCodecsAutoConfiguration.class, JacksonAutoConfiguration.class,
                        CodecsAutoConfiguration.class, WebFluxAutoConfiguration.class))
                .withPropertyValues("simdjson.warm-up.timeout=200ms")
                .withUserConfiguration(ReactiveOrdersController.class)
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context.getBean(BodyTypePriming.class).handedToJackson()).containsExactly(Loose.class);
                });
    }

    @Test
    void offWithTheWarmUp() {
        new WebApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                        SimdJsonHttpMessageConvertersAutoConfiguration.class, JacksonAutoConfiguration.class,
                        HttpMessageConvertersAutoConfiguration.class, WebMvcAutoConfiguration.class,
                        DispatcherServletAutoConfiguration.class))
                .withPropertyValues("simdjson.warm-up.enabled=false")
                .withUserConfiguration(OrdersController.class)
                .run(context -> {
                    assertThat(context).doesNotHaveBean(BodyTypePriming.class);
                    assertThat(context.getBean(JacksonHandoffs.class).handoffs()).isEmpty();
                });
    }
}
