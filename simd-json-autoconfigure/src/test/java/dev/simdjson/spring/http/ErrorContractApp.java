package dev.simdjson.spring.http;

import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.List;
import java.util.Map;

/**
 * The application of the error-contract parity tests, on Spring MVC or WebFlux (the same controller serves both):
 * a record with an enum and a list, a free-form map for deep documents, a {@code Flux} of records, and two types
 * Jackson has no definition for: a sealed interface without type information (read) and a value that refers to
 * itself (written). The error handling an application adds
 * comes from {@link ErrorContractHandlers}, as a further source.
 */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import(ErrorContractApp.OrderController.class)
class ErrorContractApp {

    @Bean
    @Primary
    CountingParseMetrics countingParseMetrics() {
        return new CountingParseMetrics();
    }

    enum Colour { RED, GREEN }

    record Order(String id, int quantity, Colour colour, List<String> tags) {
    }

    record OrderSummary(String id, int quantity, Colour colour, int tags) {
    }

    /** simd-json reads it (with a type property); Jackson cannot construct it: no type information. */
    sealed interface Shape permits Circle, Square {
    }

    record Circle(double radius) implements Shape {
    }

    record Square(double side) implements Shape {
    }

    record Drawing(String name, Shape shape) {
    }

    /** Refers to itself: Jackson's serializer refuses it before writing it. */
    public static final class Loop {
        public final Loop self = this;
    }

    @RestController
    static class OrderController {

        @PostMapping("/drawings")
        Map<String, String> drawing(@RequestBody Drawing drawing) {
            return Map.of("name", drawing.name());
        }

        @PostMapping("/loops")
        Loop loop(@RequestBody Map<String, Object> ignored) {
            return new Loop();
        }

        @PostMapping("/orders/stream")
        Mono<Map<String, Long>> orders(@RequestBody Flux<Order> orders) {
            return orders.count().map(n -> Map.of("orders", n));
        }

        @PostMapping("/orders/one")
        Mono<OrderSummary> oneOrder(@RequestBody Mono<Order> order) {
            return order.map(o -> new OrderSummary(o.id(), o.quantity(), o.colour(), o.tags().size()));
        }

        @PostMapping("/orders")
        OrderSummary order(@RequestBody Order order) {
            return new OrderSummary(order.id(), order.quantity(), order.colour(), order.tags().size());
        }

        @PostMapping("/documents")
        Map<String, Integer> document(@RequestBody Map<String, Object> document) {
            return Map.of("keys", document.size());
        }
    }
}
