package dev.simdjson.spring.jackson.sample;

import com.fasterxml.jackson.annotation.JsonIgnore;

import java.time.Instant;

/** A review: the many side of {@link ProductEntity#getReviews()}, its back-pointer kept out of JSON. */
public class ReviewEntity {

    private Long id;
    private String author;
    private int rating;
    private String text;
    private Instant createdAt;

    @JsonIgnore
    private ProductEntity product;

    public Long getId() {
        return id;
    }

    public void setId(Long id) {
        this.id = id;
    }

    public String getAuthor() {
        return author;
    }

    public void setAuthor(String author) {
        this.author = author;
    }

    public int getRating() {
        return rating;
    }

    public void setRating(int rating) {
        this.rating = rating;
    }

    public String getText() {
        return text;
    }

    public void setText(String text) {
        this.text = text;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public void setCreatedAt(Instant createdAt) {
        this.createdAt = createdAt;
    }

    public ProductEntity getProduct() {
        return product;
    }

    public void setProduct(ProductEntity product) {
        this.product = product;
    }
}
