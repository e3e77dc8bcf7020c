package dev.simdjson.spring.jackson.mixin;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.simdjson.spring.jackson.app.ParityModel.Customer;
import org.springframework.boot.jackson.JacksonMixin;

/**
 * A Boot {@code @JacksonMixin} for the nested {@link Customer} POJO: {@code loyaltyTier} is {@code "tier"} in JSON and
 * {@code email} is neither written nor read. Found only when {@link MixinPackage} adds this package to the packages
 * Boot scans.
 */
@JacksonMixin(Customer.class)
public abstract class CustomerMixin {

    @JsonProperty("tier")
    public abstract String getLoyaltyTier();

    @JsonProperty("tier")
    public abstract void setLoyaltyTier(String loyaltyTier);

    @JsonIgnore
    public abstract String getEmail();
}
