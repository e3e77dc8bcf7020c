package dev.simdjson.spring.jackson.sample;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/** The API's request and response records, annotated as real applications annotate them. */
public final class Dtos {

    private Dtos() {
    }

    /** A product in lists and write responses. */
    public record ProductDto(@JsonProperty("product_id") long id, int version, String name, String description,
            Sku sku, BigDecimal price, @JsonFormat(pattern = "dd.MM.yyyy") LocalDate availableFrom,
            List<String> tags, @JsonInclude(JsonInclude.Include.ALWAYS) LocalDate discontinuedOn,
            int reviewCount) {

        static ProductDto of(ProductEntity e) {
            return new ProductDto(e.getId(), e.getVersion(), e.getName(), e.getDescription(), e.getSku(),
                    e.getPrice(), e.getAvailableFrom(), List.copyOf(e.getTags()), e.getDiscontinuedOn(),
                    e.getReviewCount());
        }
    }

    public record CreateProductRequest(String name, String description, Sku sku, BigDecimal price,
            @JsonFormat(pattern = "dd.MM.yyyy") LocalDate availableFrom, List<String> tags) {
    }

    /** {@code version} is the one the client read: a stale one is a 409. */
    public record UpdateProductRequest(String name, String description, BigDecimal price, Integer version) {
    }

    public record ReviewRequest(String author, int rating, String text) {
    }

    public record ReviewDto(long id, String author, int rating, String text, Instant createdAt) {

        static ReviewDto of(ReviewEntity e) {
            return new ReviewDto(e.getId(), e.getAuthor(), e.getRating(), e.getText(), e.getCreatedAt());
        }
    }

    /** One page of results, as Spring Data's {@code PagedModel} shapes it (content plus page metadata). */
    public record PageResponse<T>(List<T> content, PageMeta page) {
    }

    public record PageMeta(int number, int size, long totalElements, int totalPages) {
    }

    /** One rejected field of a request, inside the 400 problem's {@code errors}. */
    public record FieldProblem(String field, String message) {
    }
}
