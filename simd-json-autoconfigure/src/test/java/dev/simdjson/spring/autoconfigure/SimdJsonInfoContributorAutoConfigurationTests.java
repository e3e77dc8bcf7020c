package dev.simdjson.spring.autoconfigure;

import dev.simdjson.runtime.Implementation;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.spring.actuate.SimdJsonInfoContributor;
import dev.simdjson.spring.http.JsonBodies;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class SimdJsonInfoContributorAutoConfigurationTests {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withPropertyValues("simdjson.warm-up.enabled=false")
            .withConfiguration(AutoConfigurations.of(SimdJsonAutoConfiguration.class,
                    SimdJsonInfoContributorAutoConfiguration.class));

    @Test
    void contributesASimdjsonSection() {
        runner.withPropertyValues("simdjson.implementation=scalar").run(context -> {
            Info.Builder builder = new Info.Builder();
            context.getBean(SimdJsonInfoContributor.class).contribute(builder);
            assertThat(builder.build().getDetails().get("simdjson")).isInstanceOfSatisfying(Map.class,
                    section -> assertThat(section).containsEntry("implementation", "scalar")
                            .containsEntry("bitWidth", 0));
        });
    }

    @Test
    void managementInfoSimdjsonEnabledFalseRemovesIt() {
        runner.withPropertyValues("management.info.simdjson.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(SimdJsonInfoContributor.class));
    }

    @Test
    void followsManagementInfoDefaultsEnabled() {
        runner.withPropertyValues("management.info.defaults.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(SimdJsonInfoContributor.class));
    }

    @Test
    void aUsersContributorWins() {
        SimdJsonInfoContributor own = new SimdJsonInfoContributor(
                SimdJsonRuntime.report(Implementation.SCALAR));
        runner.withBean(SimdJsonInfoContributor.class, () -> own).run(context -> {
            assertThat(context).hasSingleBean(SimdJsonInfoContributor.class);
            assertThat(context.getBean(SimdJsonInfoContributor.class)).isSameAs(own);
        });
    }

    @Test
    void simdjsonEnabledFalseRemovesIt() {
        runner.withPropertyValues("simdjson.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SimdJsonInfoContributor.class);
        });
    }

    @Test
    void noActuatorOnTheClassPathNoContributorAndTheRestWorks() {
        runner.withClassLoader(new FilteredClassLoader("org.springframework.boot.actuate.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(SimdJsonInfoContributor.class);
            assertThat(context).hasSingleBean(JsonBodies.class);
        });
    }
}
