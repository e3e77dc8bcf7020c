package dev.simdjson.spring.jackson.sample;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * A product as a JPA entity looks (without JPA): id, optimistic-locking version, audit timestamps, a lazy collection
 * kept out of JSON, and the Hibernate proxy properties ignored. Some controllers return entities directly.
 */
@JsonIgnoreProperties({"hibernateLazyInitializer", "handler"})
public class ProductEntity {

    private Long id;
    private Integer version;
    private Instant createdAt;
    private Instant updatedAt;
    private String name;
    private String description;
    private Sku sku;
    private BigDecimal price;
    private LocalDate availableFrom;
    private LocalDate discontinuedOn;
    private List<String> tags = new ArrayList<>();

    /** Lazy in JPA: never serialized (it would trigger a load, or fail outside the session). */
    @JsonIgnore
    private List<ReviewEntity> reviews = new ArrayList<>();

    public Long getId() {
        return id;
    }

    public void setId(Long id) {
        this.id = id;
    }

    public Integer getVersion() {
        return version;
    }

    public void setVersion(Integer version) {
        this.version = version;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public void setCreatedAt(Instant createdAt) {
        this.createdAt = createdAt;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }

    public void setUpdatedAt(Instant updatedAt) {
        this.updatedAt = updatedAt;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }

    public Sku getSku() {
        return sku;
    }

    public void setSku(Sku sku) {
        this.sku = sku;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
    }

    public LocalDate getAvailableFrom() {
        return availableFrom;
    }

    public void setAvailableFrom(LocalDate availableFrom) {
        this.availableFrom = availableFrom;
    }

    /** Shown as null when not discontinued, despite the application-wide non_null inclusion. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public LocalDate getDiscontinuedOn() {
        return discontinuedOn;
    }

    public void setDiscontinuedOn(LocalDate discontinuedOn) {
        this.discontinuedOn = discontinuedOn;
    }

    public List<String> getTags() {
        return tags;
    }

    public void setTags(List<String> tags) {
        this.tags = tags;
    }

    public List<ReviewEntity> getReviews() {
        return reviews;
    }

    public int getReviewCount() {
        return reviews.size();
    }
}
