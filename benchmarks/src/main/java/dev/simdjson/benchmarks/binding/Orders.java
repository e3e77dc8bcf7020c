package dev.simdjson.benchmarks.binding;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The order-like workload: orders with a customer and two addresses, item lists with decimal prices,
 * enums, ISO dates and instants, and names with non-ASCII letters; deterministic ({@link #orders(int)}).
 */
// No @CompiledJson here: DSL-JSON has no codec for java.time.Instant (its processor rejects Order.updatedAt),
// so DSL-JSON is left out of the orders rows.
public final class Orders {

    private Orders() {
    }

    public enum Status { PLACED, PAID, SHIPPED, DELIVERED, CANCELLED }

    public enum Category { BOOKS, ELECTRONICS, GARDEN, GROCERY, TOYS }

    @io.avaje.jsonb.Json
    public record Address(String street, String city, String postalCode, String country) {
    }

    @io.avaje.jsonb.Json
    public record Customer(long id, String name, String email, Address billing, Address shipping) {
    }

    @io.avaje.jsonb.Json
    public record Item(String sku, String title, Category category, int quantity, BigDecimal unitPrice) {
    }

    @io.avaje.jsonb.Json
    public record Order(long id, String number, Status status, LocalDate placedOn, Instant updatedAt,
                        Customer customer, List<Item> items, BigDecimal total, String note) {
    }

    private static final String[] NAMES = {"Zoë Müller", "José García", "Ada Lovelace", "Søren Kierkegaard",
            "Łukasz Żuk", "Chloé Dubois", "Ngozi Okafor", "Björn Ångström"};
    private static final String[] CITIES = {"Zürich", "Kraków", "Lisboa", "Malmö", "São Paulo", "Reykjavík"};
    private static final String[] TITLES = {"Café table", "USB-C hub", "Garden hose 25 m", "Crème fraîche",
            "Wooden train set", "Noise-cancelling headphones", "Les Misérables (paperback)"};

    /** {@code count} orders, the same for the same count. */
    public static List<Order> orders(int count) {
        Random r = new Random(0x0DE5_0000L + count);
        List<Order> orders = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String name = NAMES[r.nextInt(NAMES.length)];
            Customer customer = new Customer(10_000 + r.nextInt(90_000), name,
                    "customer" + i + "@example.com", address(r), address(r));
            List<Item> items = new ArrayList<>();
            BigDecimal total = BigDecimal.ZERO;
            for (int k = 1 + r.nextInt(5); k > 0; k--) {
                BigDecimal price = BigDecimal.valueOf(99 + r.nextInt(99_900), 2);
                int quantity = 1 + r.nextInt(4);
                items.add(new Item("SKU-" + (100_000 + r.nextInt(900_000)), TITLES[r.nextInt(TITLES.length)],
                        Category.values()[r.nextInt(Category.values().length)], quantity, price));
                total = total.add(price.multiply(BigDecimal.valueOf(quantity)));
            }
            orders.add(new Order(1_000_000L + i, "ORD-2026-" + (10_000 + i),
                    Status.values()[r.nextInt(Status.values().length)], LocalDate.of(2026, 1 + r.nextInt(12),
                    1 + r.nextInt(28)), Instant.ofEpochSecond(1_760_000_000L + r.nextInt(30_000_000)),
                    customer, List.copyOf(items), total, r.nextInt(3) == 0 ? "Leave at the door, s'il vous plaît"
                    : null));
        }
        return List.copyOf(orders);
    }

    private static Address address(Random r) {
        return new Address((1 + r.nextInt(200)) + " Hauptstraße", CITIES[r.nextInt(CITIES.length)],
                String.valueOf(10_000 + r.nextInt(89_999)), "CH");
    }
}
