package dev.simdjson.spring.jackson.sample;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;

/** The repository: three seeded products, ids in order, timestamps from the application's fixed clock. */
public class ProductStore {

    private final Map<Long, ProductEntity> products = new TreeMap<>();
    private final AtomicLong productIds = new AtomicLong();
    private final AtomicLong reviewIds = new AtomicLong();
    private final Clock clock;

    public ProductStore(Clock clock) {
        this.clock = clock;
        ProductEntity hammer = save(product("Hammer", "Claw hammer, 16 oz", "SKU-0001", "12.50",
                LocalDate.of(2024, 3, 1), List.of("tools", "steel")));
        save(product("Nails", null, "SKU-0002", "0.05", LocalDate.of(2024, 3, 1), List.of()));
        ProductEntity saw = product("Saw", "Hand saw", "SKU-0003", "24.00", LocalDate.of(2023, 1, 15),
                List.of("tools"));
        saw.setDiscontinuedOn(LocalDate.of(2025, 1, 1));
        save(saw);
        ReviewEntity review = new ReviewEntity();
        review.setAuthor("Kim");
        review.setRating(4);
        review.setText(null);
        addReview(hammer, review);
    }

    public synchronized ProductEntity save(ProductEntity p) {
        Instant now = clock.instant();
        if (p.getId() == null) {
            p.setId(productIds.incrementAndGet());
            p.setVersion(0);
            p.setCreatedAt(now);
        } else {
            p.setVersion(p.getVersion() + 1);
            p.setUpdatedAt(now);
        }
        products.put(p.getId(), p);
        return p;
    }

    public synchronized Optional<ProductEntity> find(long id) {
        return Optional.ofNullable(products.get(id));
    }

    public synchronized List<ProductEntity> page(int page, int size) {
        return products.values().stream().skip((long) page * size).limit(size).toList();
    }

    public synchronized long count() {
        return products.size();
    }

    public synchronized ReviewEntity addReview(ProductEntity product, ReviewEntity review) {
        review.setId(reviewIds.incrementAndGet());
        review.setCreatedAt(clock.instant());
        review.setProduct(product);
        product.getReviews().add(review);
        return review;
    }

    static ProductEntity product(String name, String description, String sku, String price, LocalDate from,
            List<String> tags) {
        ProductEntity p = new ProductEntity();
        p.setName(name);
        p.setDescription(description);
        p.setSku(new Sku(sku));
        p.setPrice(new BigDecimal(price));
        p.setAvailableFrom(from);
        p.setTags(new ArrayList<>(tags));
        return p;
    }
}
