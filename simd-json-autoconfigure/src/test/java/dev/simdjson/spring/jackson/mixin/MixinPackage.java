package dev.simdjson.spring.jackson.mixin;

import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.context.annotation.Configuration;

/** Adds this package to the auto-configuration packages, where Boot looks for {@code @JacksonMixin} classes. */
@Configuration(proxyBeanMethods = false)
@AutoConfigurationPackage
public class MixinPackage {
}
