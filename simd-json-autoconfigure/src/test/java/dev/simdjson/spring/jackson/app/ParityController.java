package dev.simdjson.spring.jackson.app;

import dev.simdjson.spring.jackson.app.ParityModel.Blank;
import dev.simdjson.spring.jackson.app.ParityModel.Catalog;
import dev.simdjson.spring.jackson.app.ParityModel.Channel;
import dev.simdjson.spring.jackson.app.ParityModel.Contact;
import dev.simdjson.spring.jackson.app.ParityModel.Customer;
import dev.simdjson.spring.jackson.app.ParityModel.Legacy;
import dev.simdjson.spring.jackson.app.ParityModel.Money;
import dev.simdjson.spring.jackson.app.ParityModel.Order;
import dev.simdjson.spring.jackson.app.ParityModel.OrderLine;
import dev.simdjson.spring.jackson.app.ParityModel.OrderSummary;
import dev.simdjson.spring.jackson.app.ParityModel.Priority;
import dev.simdjson.spring.jackson.app.ParityModel.Product;
import dev.simdjson.spring.jackson.app.ParityModel.Receipt;
import dev.simdjson.spring.jackson.app.ParityModel.Sku;
import dev.simdjson.spring.jackson.app.ParityModel.Status;
import dev.simdjson.spring.jackson.app.ParityModel.Timestamps;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Fixed objects to GET, and echo endpoints that return what they were sent (or, for {@code /orders/summary}, what
 * they understood of it), so the same request through simd-json and through Jackson must give the same bytes.
 */
@RestController
public class ParityController {

    static final Order FIRST = new Order(1, "A-1001", Customer.of("Ada Lovelace", null, "gold"),
            List.of(new OrderLine(new Sku("ABC-1"), 2, eur("12.50"), null),
                    new OrderLine(new Sku("XYZ-9"), 1, eur("0.99"), "gift wrap")),
            Status.IN_TRANSIT, Priority.HIGH, Channel.WEB, LocalDate.of(2024, 5, 17),
            Instant.parse("2024-05-17T08:30:00.123Z"),
            OffsetDateTime.of(2024, 5, 20, 18, 0, 0, 0, ZoneOffset.ofHours(2)),
            null, "", List.of(), attributes("source", "app", "ref", ""), Optional.empty(), 0, false, null);

    static final Order SECOND = new Order(2, "B-2002", Customer.of("Grace Hopper", "grace@example.com", "silver"),
            List.of(), Status.NEW, Priority.LOW, Channel.STORE, LocalDate.of(2024, 12, 31),
            Instant.parse("2024-12-31T23:59:59Z"), OffsetDateTime.of(2025, 1, 2, 9, 15, 30, 0, ZoneOffset.UTC),
            "ring twice", "Happy birthday", List.of("vip", "\u00e4\u00f6\u00fc \"quoted\""), Map.of(),
            Optional.of("SPRING10"), 10, true, 120);

    @GetMapping("/orders/1")
    Order first() {
        return FIRST;
    }

    @GetMapping("/orders")
    List<Order> orders() {
        return List.of(FIRST, SECOND);
    }

    @GetMapping("/receipts/1")
    Receipt receipt() {
        return new Receipt(1, eur("25.99"), Status.DELIVERED);
    }

    @GetMapping("/catalog")
    Catalog catalog() {
        Map<String, List<Product>> sections = new LinkedHashMap<>();
        sections.put("tools", List.of(new Product(new Sku("ABC-1"), "Hammer", eur("12.50"), List.of("steel")),
                new Product(new Sku("NL-3"), "Nail", eur("0.05"), List.of())));
        sections.put("empty", List.of());
        Map<Channel, Integer> stock = new LinkedHashMap<>();
        stock.put(Channel.WEB, 5);
        stock.put(Channel.STORE, 0);
        Map<String, Object> extras = new LinkedHashMap<>();
        extras.put("n", 1.5);
        extras.put("flag", true);
        extras.put("nothing", null);
        extras.put("list", List.of(1, "two"));
        extras.put("nested", Map.of("k", "v"));
        return new Catalog(sections, List.of(List.of(1, 2), List.of(), List.of(3)), stock, extras);
    }

    @GetMapping("/timestamps")
    Timestamps timestamps() {
        return new Timestamps(LocalDate.of(2024, 2, 29), LocalDateTime.of(2024, 2, 29, 23, 59, 58, 500_000_000),
                LocalTime.of(7, 5), Instant.parse("2024-02-29T12:00:00Z"),
                OffsetDateTime.of(2024, 2, 29, 12, 0, 0, 250_000_000, ZoneOffset.ofHours(-5)),
                ZonedDateTime.of(2024, 2, 29, 12, 0, 0, 0, ZoneId.of("Europe/Paris")), Duration.ofMinutes(90));
    }

    @GetMapping("/blank")
    Blank blank() {
        return new Blank("", null, List.of(), Map.of(), Optional.empty(), Optional.of(""), null, 0, 0L, 0.0,
                false, null, new int[0]);
    }

    @GetMapping("/legacy")
    Legacy legacy() {
        return new Legacy("old", new Date(1_700_000_000_000L));
    }

    @GetMapping("/contacts/1")
    Contact contact() {
        return new Contact("75001", "Paris", "+33 1 23 45 67 89");
    }

    @PostMapping("/contacts")
    Contact echoContact(@RequestBody Contact contact) {
        return contact;
    }

    @PostMapping("/orders")
    Order echoOrder(@RequestBody Order order) {
        return order;
    }

    @PostMapping("/orders/summary")
    OrderSummary summary(@RequestBody Order order) {
        return summarize(order);
    }

    @PostMapping("/orders/batch")
    List<OrderSummary> batch(@RequestBody List<Order> orders) {
        return orders.stream().map(ParityController::summarize).toList();
    }

    @PostMapping("/customers")
    Customer echoCustomer(@RequestBody Customer customer) {
        return customer;
    }

    @PostMapping("/receipts")
    Receipt echoReceipt(@RequestBody Receipt receipt) {
        return receipt;
    }

    @PostMapping("/timestamps")
    Timestamps echoTimestamps(@RequestBody Timestamps timestamps) {
        return timestamps;
    }

    @PostMapping("/blank")
    Blank echoBlank(@RequestBody Blank blank) {
        return blank;
    }

    @PostMapping("/legacy")
    Legacy echoLegacy(@RequestBody Legacy legacy) {
        return legacy;
    }

    /** Null-safe: a property that was not understood shows as null rather than failing the request. */
    static OrderSummary summarize(Order o) {
        OrderLine first = o.lines() == null || o.lines().isEmpty() ? null : o.lines().getFirst();
        Customer c = o.customer();
        return new OrderSummary(o.id(), o.lines() == null ? -1 : o.lines().size(),
                o.status() == null ? null : o.status().name(), o.priority() == null ? null : o.priority().name(),
                first == null || first.sku() == null ? null : first.sku().code(),
                first == null || first.price() == null ? null
                        : first.price().amount().toPlainString() + " " + first.price().currency(),
                c == null ? null : c.getName(), c == null ? null : c.getLoyaltyTier(),
                c == null ? null : c.internalCodeForTests(), o.note() == null, o.giftMessage(),
                o.coupon() == null ? "<null>" : o.coupon().orElse("<empty>"),
                o.promisedAt() == null ? null : o.promisedAt().toInstant().toString(), o.discountPercent(),
                o.loyaltyPoints(), o.tags() == null ? -1 : o.tags().size(),
                o.attributes() == null ? -1 : o.attributes().size());
    }

    private static Money eur(String amount) {
        return new Money(new BigDecimal(amount), "EUR");
    }

    private static Map<String, String> attributes(String... keysAndValues) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }
}
