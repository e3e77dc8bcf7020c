package dev.simdjson.spring.jackson.app;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The bodies of the parity application: records and a POJO, nested lists and maps, enums with and without
 * {@code @JsonValue}, dates, {@code Optional}, nullable and empty values, and two small value types ({@link Money},
 * {@link Sku}) that some configurations give custom Jackson serializers. Deliberately almost unannotated, so the
 * application's Jackson configuration alone decides how they look.
 */
public final class ParityModel {

    private ParityModel() {
    }

    /** toString() differs from name(): Jackson 3 writes and reads toString() unless told otherwise. */
    public enum Status {
        NEW, IN_TRANSIT, DELIVERED;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** Written and read as its code. */
    public enum Priority {
        LOW("p3"), HIGH("p1");

        private final String code;

        Priority(String code) {
            this.code = code;
        }

        @JsonValue
        public String code() {
            return code;
        }
    }

    /** A plain enum: name() and toString() agree. */
    public enum Channel {
        WEB, STORE
    }

    /** A value type: an object by default; a module in one configuration writes it as "12.50 EUR". */
    public record Money(BigDecimal amount, String currency) {
    }

    /** A value type: an object by default; a {@code @JacksonComponent} in one configuration writes it as a string. */
    public record Sku(String code) {
    }

    public record OrderLine(Sku sku, int quantity, Money price, String comment) {
    }

    /** A POJO: camelCase names, a nullable property, and a property with a setter but no getter. */
    public static class Customer {

        private String name;
        private String email;
        private String loyaltyTier;
        private String internalCode;

        public Customer() {
        }

        static Customer of(String name, String email, String loyaltyTier) {
            Customer c = new Customer();
            c.name = name;
            c.email = email;
            c.loyaltyTier = loyaltyTier;
            return c;
        }

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public String getEmail() {
            return email;
        }

        public void setEmail(String email) {
            this.email = email;
        }

        public String getLoyaltyTier() {
            return loyaltyTier;
        }

        public void setLoyaltyTier(String loyaltyTier) {
            this.loyaltyTier = loyaltyTier;
        }

        /** Read, never written (no getter): only field visibility 'any' shows it. */
        public void setInternalCode(String internalCode) {
            this.internalCode = internalCode;
        }

        String internalCodeForTests() {
            return internalCode;
        }
    }

    /**
     * A POJO with a no-arg and an all-arguments constructor (Lombok's {@code @NoArgsConstructor @AllArgsConstructor}).
     * Boot compiles with {@code -parameters}, so Jackson 3 sees the constructor's parameter names and writes those
     * properties first, in parameter order, instead of alphabetically.
     */
    public static class Contact {

        private String phone;
        private String city;
        private String zip;

        public Contact() {
        }

        public Contact(String zip, String city, String phone) {
            this.zip = zip;
            this.city = city;
            this.phone = phone;
        }

        public String getPhone() {
            return phone;
        }

        public void setPhone(String phone) {
            this.phone = phone;
        }

        public String getCity() {
            return city;
        }

        public void setCity(String city) {
            this.city = city;
        }

        public String getZip() {
            return zip;
        }

        public void setZip(String zip) {
            this.zip = zip;
        }
    }

    public record Order(long id, String reference, Customer customer, List<OrderLine> lines, Status status,
            Priority priority, Channel channel, LocalDate placedOn, Instant createdAt, OffsetDateTime promisedAt,
            String note, String giftMessage, List<String> tags, Map<String, String> attributes,
            Optional<String> coupon, int discountPercent, boolean express, Integer loyaltyPoints) {
    }

    /** What the server understood of an order it was sent: reading differences show here, whatever the writing. */
    public record OrderSummary(long id, int lineCount, String status, String priority, String firstSku,
            String firstPrice, String customerName, String customerTier, String customerInternalCode,
            boolean noteIsNull, String giftMessage, String coupon, String promisedAtUtc, int discountPercent,
            Integer loyaltyPoints, int tagCount, int attributeCount) {
    }

    /** Nested lists and maps, enum keys, and untyped values. */
    public record Catalog(Map<String, List<Product>> sections, List<List<Integer>> grid, Map<Channel, Integer> stock,
            Map<String, Object> extras) {
    }

    public record Product(Sku sku, String name, Money price, List<String> labels) {
    }

    /** Every java.time type an API usually carries. */
    public record Timestamps(LocalDate date, LocalDateTime dateTime, LocalTime time, Instant instant,
            OffsetDateTime offsetDateTime, ZonedDateTime zonedDateTime, Duration duration) {
    }

    /** Nothing in it: nulls, empty strings and collections, absent optionals, zeros and false. */
    public record Blank(String empty, String missing, List<String> none, Map<String, Integer> nothing,
            Optional<String> absent, Optional<String> present, Customer nobody, int zero, long zeroLong,
            double zeroDouble, boolean no, Integer nullInt, int[] noInts) {
    }

    /** A POJO with a java.util.Date, as older code has. */
    public static class Legacy {

        private String name;
        private Date created;

        public Legacy() {
        }

        public Legacy(String name, Date created) {
            this.name = name;
            this.created = created;
        }

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public Date getCreated() {
            return created;
        }

        public void setCreated(Date created) {
            this.created = created;
        }
    }

    /** A record with an explicit JSON name, the one annotation almost every application has. */
    public record Receipt(@JsonProperty("order_id") long orderId, Money total, Status status) {
    }
}
