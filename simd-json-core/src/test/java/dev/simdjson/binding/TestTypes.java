package dev.simdjson.binding;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Extra records for the generated-object differential tests: together they use every supported type. */
public final class TestTypes {

    private TestTypes() {
    }

    public enum Color { RED, GREEN, BLUE_SKY }

    /** An enum written and read through {@code @JsonValue}. */
    public enum Priority {
        LOW("low"), NORMAL("normal"), URGENT("urgent!");

        private final String code;

        Priority(String code) {
            this.code = code;
        }

        @JsonValue
        String code() {
            return code;
        }
    }

    public record Scalars(boolean bool, byte b, short s, int i, long l, float f, double d, Boolean boxedBool,
                   Integer boxedInt, Long boxedLong, Float boxedFloat, Double boxedDouble, String string,
                   BigDecimal decimal, BigInteger bigInteger, Color color, Priority priority) {
    }

    public record Temporal(UUID id, Instant instant, LocalDate date, LocalDateTime dateTime, OffsetDateTime offsetDateTime,
                    Duration duration) {
    }

    public record Containers(Optional<String> name, Optional<Scalars> scalars, byte[] bytes, int[] ints, long[] longs,
                      float[] floats, double[] doubles, String[] strings, Scalars[] records, List<Color> colors,
                      Set<String> labels, Collection<Integer> counts, Map<String, Integer> byName,
                      Map<Color, List<String>> byColor, Map<Long, String> byId, Map<Integer, Double> byInt,
                      List<Map<String, List<Long>>> nestedGenerics, Map<String, Map<String, Integer>> mapOfMaps,
                      List<List<String>> listOfLists) {
    }

    /** A generic record, bound as {@code Page<Scalars>} or {@code Page<Temporal>}. */
    public record Page<T>(int page, int size, List<T> items, Map<String, T> byKey, Optional<T> first) {
    }

    /** Renaming, aliases and non-null inclusion. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Annotated(@JsonProperty("full_name") String fullName,
                     @JsonAlias({"mail", "e_mail"}) String email,
                     String nickname,
                     @JsonProperty("retry_count") int retryCount) {
    }

    /** Named by the mapper's naming strategy (SNAKE_CASE), no annotations. */
    public record SnakeCase(long streamId, String nodeName, int retryCount, List<String> routingTags, boolean isActive) {
    }

    /** A POJO: no-arg constructor, getters and setters, properties declared out of alphabetical order. */
    public static final class Account {
        private long id;
        private String owner;
        private BigDecimal balance;
        private boolean enabled;
        private List<String> aliases;

        public Account() {
        }

        public long getId() {
            return id;
        }

        public void setId(long id) {
            this.id = id;
        }

        public String getOwner() {
            return owner;
        }

        public void setOwner(String owner) {
            this.owner = owner;
        }

        public BigDecimal getBalance() {
            return balance;
        }

        public void setBalance(BigDecimal balance) {
            this.balance = balance;
        }

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public List<String> getAliases() {
            return aliases;
        }

        public void setAliases(List<String> aliases) {
            this.aliases = aliases;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Account a && id == a.id && enabled == a.enabled && Objects.equals(owner, a.owner)
                    && Objects.equals(balance, a.balance) && Objects.equals(aliases, a.aliases);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, owner, balance, enabled, aliases);
        }

        @Override
        public String toString() {
            return "Account[id=" + id + ", owner=" + owner + ", balance=" + balance + ", enabled=" + enabled
                    + ", aliases=" + aliases + "]";
        }
    }
}
