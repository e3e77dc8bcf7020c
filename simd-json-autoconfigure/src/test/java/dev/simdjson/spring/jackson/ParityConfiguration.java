package dev.simdjson.spring.jackson;

import dev.simdjson.spring.jackson.app.JacksonExtensions;
import dev.simdjson.spring.jackson.mixin.MixinPackage;

import java.util.List;

/**
 * One Jackson configuration of the parity application: {@code spring.jackson.*} properties and/or extra user
 * configuration classes (module, mix-in, component, customizer, own mapper beans).
 *
 * @param name           how failures name it
 * @param properties     {@code key=value} pairs added to the context
 * @param configurations extra user configuration classes
 */
record ParityConfiguration(String name, List<String> properties, List<Class<?>> configurations) {

    static final String DEFAULTS = "defaults";

    static final List<ParityConfiguration> ALL = List.of(
            props(DEFAULTS),
            props("non_null", "spring.jackson.default-property-inclusion=non_null"),
            props("non_empty", "spring.jackson.default-property-inclusion=non_empty"),
            props("non_absent", "spring.jackson.default-property-inclusion=non_absent"),
            props("non_default", "spring.jackson.default-property-inclusion=non_default"),
            props("fail-on-unknown", "spring.jackson.deserialization.fail-on-unknown-properties=true"),
            props("case-insensitive", "spring.jackson.mapper.accept-case-insensitive-properties=true"),
            props("dates-as-timestamps", "spring.jackson.datatype.datetime.write-dates-as-timestamps=true"),
            // Jackson 3 writes toString() by default (WRITE_ENUMS_USING_TO_STRING is on): 'false' is the change.
            props("enums-by-name", "spring.jackson.datatype.enum.write-enums-using-to-string=false"),
            props("enums-by-index", "spring.jackson.datatype.enum.write-enums-using-index=true"),
            props("indent", "spring.jackson.serialization.indent-output=true"),
            props("date-format+time-zone", "spring.jackson.date-format=yyyy-MM-dd HH:mm:ss",
                    "spring.jackson.time-zone=Europe/Paris"),
            props("jackson2-defaults", "spring.jackson.use-jackson2-defaults=true"),
            props("non_null+indent+fail-on-unknown", "spring.jackson.default-property-inclusion=non_null",
                    "spring.jackson.serialization.indent-output=true",
                    "spring.jackson.deserialization.fail-on-unknown-properties=true"),
            // simd-json follows this one today (SimdJsonAutoConfiguration.naming): a control.
            props("snake_case-property", "spring.jackson.property-naming-strategy=SNAKE_CASE"),
            props("field-visibility-any", "spring.jackson.visibility.field=any"),
            beans("module-bean (Money)", JacksonExtensions.MoneyModule.class),
            beans("@JacksonMixin (Customer)", MixinPackage.class),
            beans("@JacksonComponent (Sku)", JacksonExtensions.SkuJson.class),
            beans("builder-customizer (snake_case)", JacksonExtensions.SnakeCaseCustomizer.class),
            beans("own JsonMapper bean (non_null, fail-on-unknown)", JacksonExtensions.OwnJsonMapper.class));

    private static ParityConfiguration props(String name, String... properties) {
        return new ParityConfiguration(name, List.of(properties), List.of());
    }

    private static ParityConfiguration beans(String name, Class<?>... configurations) {
        return new ParityConfiguration(name, List.of(), List.of(configurations));
    }

    boolean isDefaults() {
        return name.equals(DEFAULTS);
    }

    @Override
    public String toString() {
        return name;
    }
}
