/**
 * Spring Boot auto-configuration of simd-json, one {@code final} class per concern, each off with
 * {@code simdjson.enabled=false} and backing off to the application's own beans:
 * {@code SimdJsonAutoConfiguration} (runtime report, limits, mapper and its
 * {@link dev.simdjson.spring.autoconfigure.SimdJsonMapperBuilderCustomizer}s, parsers, warm-up, hand-off record,
 * HTTP bodies, startup log), {@code SimdJsonHttpMessageConvertersAutoConfiguration} (Spring MVC, RestClient,
 * RestTemplate), {@code SimdJsonCodecsAutoConfiguration} (WebFlux, WebClient), {@code SimdJsonMetricsAutoConfiguration}
 * (Micrometer), {@code SimdJsonEndpointAutoConfiguration}, {@code SimdJsonHealthContributorAutoConfiguration} and
 * {@code SimdJsonInfoContributorAutoConfiguration} (Actuator). {@link dev.simdjson.spring.autoconfigure.SimdJsonProperties}
 * holds the {@code simdjson.*} properties.
 */
@NullMarked
package dev.simdjson.spring.autoconfigure;

import org.jspecify.annotations.NullMarked;
