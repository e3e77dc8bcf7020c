package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.actuate.SimdJsonHealthIndicator;
import dev.simdjson.spring.http.JsonBodies;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import static org.assertj.core.api.Assertions.assertThat;

class SimdJsonHealthContributorAutoConfigurationTests {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withPropertyValues("simdjson.warm-up.enabled=false")
            .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                    SimdJsonHealthContributorAutoConfiguration.class));

    @Test
    void contributesAnUpSimdjsonComponent() {
        runner.run(context -> {
            assertThat(context).hasSingleBean(SimdJsonHealthIndicator.class);
            // The bean's name makes the component's name: "simdjson".
            assertThat(context).hasBean("simdjsonHealthIndicator");
            Health health = context.getBean(SimdJsonHealthIndicator.class).health();
            assertThat(health.getStatus()).isEqualTo(Status.UP);
            assertThat(health.getDetails()).containsEntry("warmUp", "disabled").containsKey("implementation");
        });
    }

    @Test
    void scalarImplementationIsStillUpWithTheReason() {
        runner.withPropertyValues("simdjson.implementation=scalar").run(context -> {
            Health health = context.getBean(SimdJsonHealthIndicator.class).health();
            assertThat(health.getStatus()).isEqualTo(Status.UP);
            assertThat(health.getDetails()).containsEntry("implementation", "scalar")
                    .containsEntry("fallbackReason", "scalar implementation requested");
        });
    }

    @Test
    void managementHealthSimdjsonEnabledFalseRemovesIt() {
        runner.withPropertyValues("management.health.simdjson.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(SimdJsonHealthIndicator.class));
    }

    @Test
    void followsManagementHealthDefaultsEnabled() {
        runner.withPropertyValues("management.health.defaults.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(SimdJsonHealthIndicator.class));
        runner.withPropertyValues("management.health.defaults.enabled=false", "management.health.simdjson.enabled=true")
                .run(context -> assertThat(context).hasSingleBean(SimdJsonHealthIndicator.class));
    }

    @Test
    void simdjsonEnabledFalseRemovesIt() {
        runner.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SimdJsonHealthIndicator.class);
        });
    }

    @Test
    void aUsersSimdjsonHealthIndicatorWins() {
        HealthIndicator own = () -> Health.down().build();
        runner.withBean("simdjsonHealthIndicator", HealthIndicator.class, () -> own).run(context -> {
            assertThat(context).doesNotHaveBean(SimdJsonHealthIndicator.class);
            assertThat(context.getBean("simdjsonHealthIndicator")).isSameAs(own);
        });
    }

    @Test
    void noHealthSupportOnTheClassPathNoIndicatorAndTheRestWorks() {
        runner.withClassLoader(new FilteredClassLoader("org.springframework.boot.health.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SimdJsonHealthIndicator.class);
            assertThat(context).hasSingleBean(JsonBodies.class);
        });
    }
}
