package dev.simdjson;

/** What binding does with a JSON property the target type does not have. */
public enum UnknownProperties {
    /** Skip it (Spring Boot's default for Jackson: FAIL_ON_UNKNOWN_PROPERTIES is disabled). */
    IGNORE,
    /** Throw {@link JsonBindException}. */
    FAIL
}
