package dev.simdjson.spring.jackson.app;

import dev.simdjson.spring.jackson.ParseCounter;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;

/**
 * The application every parity configuration runs: auto-configuration, the {@link ParityController} and a
 * {@link ParseCounter} that shows which requests simd-json parsed. In a package of its own, so that Boot's
 * {@code @JacksonMixin} scan of the auto-configuration packages finds no mix-in unless a configuration adds the
 * {@code mixin} package.
 */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import(ParityController.class)
public class ParityApplication {

    @Bean
    @Primary
    ParseCounter parseCounter() {
        return new ParseCounter();
    }
}
