package dev.simdjson.spring.http;

import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;
import java.util.Map;

/**
 * The application of the error-contract parity tests, on Spring MVC or WebFlux (the same controller serves both):
 * a record with an enum and a list, and a free-form map for deep documents. The error handling an application adds
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

    @RestController
    static class OrderController {

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
