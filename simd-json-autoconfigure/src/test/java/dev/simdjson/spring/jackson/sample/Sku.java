package dev.simdjson.spring.jackson.sample;

import java.util.Objects;

/** A stock-keeping unit such as {@code SKU-0001}: a string in JSON through {@link SampleApplication#skuModule()}. */
public record Sku(String value) {

    public Sku {
        Objects.requireNonNull(value, "value");
        if (!value.matches("SKU-\\d{4}")) {
            throw new IllegalArgumentException("not a SKU: " + value);
        }
    }
}
