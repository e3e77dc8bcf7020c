package dev.simdjson.spring.integration;

import dev.simdjson.spring.autoconfigure.SimdJsonAutoConfiguration;
import dev.simdjson.spring.autoconfigure.SimdJsonIntegrationAutoConfiguration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.integration.autoconfigure.IntegrationAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The application's own draining factories get Boot's shutdown settings unless their timeout is set, and keep the one
 * they set.
 */
class SocketDrainTimeoutsTests {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(IntegrationAutoConfiguration.class,
                    SimdJsonAutoConfiguration.class, SimdJsonIntegrationAutoConfiguration.class))
            .withUserConfiguration(OwnFactories.class)
            .withPropertyValues("simdjson.warm-up.enabled=false");

    @Test
    void unsetTimeoutsFollowTheShutdownPhaseTimeoutAndSetOnesStay() {
        runner.withPropertyValues("spring.lifecycle.timeout-per-shutdown-phase=12s").run(context -> {
            assertThat(context.getBean("unsetTcp", DrainingTcpNetServerConnectionFactory.class).getDrain()
                    .getTimeout()).isEqualTo(Duration.ofSeconds(12));
            assertThat(context.getBean("unsetUds", UnixDomainServerConnectionFactory.class).getDrain()
                    .getTimeout()).isEqualTo(Duration.ofSeconds(12));
            assertThat(context.getBean("setTcp", DrainingTcpNetServerConnectionFactory.class).getDrain()
                    .getTimeout()).isEqualTo(Duration.ofSeconds(3));
        });
    }

    @Test
    void anImmediateShutdownLeavesUnsetTimeoutsAtZeroAndSetOnesStay() {
        runner.withPropertyValues("server.shutdown=immediate").run(context -> {
            assertThat(context.getBean("unsetTcp", DrainingTcpNetServerConnectionFactory.class).getDrain()
                    .isTimeoutSet()).isTrue();
            assertThat(context.getBean("unsetTcp", DrainingTcpNetServerConnectionFactory.class).getDrain()
                    .getTimeout()).isZero();
            assertThat(context.getBean("setTcp", DrainingTcpNetServerConnectionFactory.class).getDrain()
                    .getTimeout()).isEqualTo(Duration.ofSeconds(3));
        });
    }

    @Test
    void theDefaultIsBootsThirtySeconds() {
        runner.run(context -> assertThat(context.getBean("unsetUds", UnixDomainServerConnectionFactory.class)
                .getDrain().getTimeout()).isEqualTo(Duration.ofSeconds(30)));
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnFactories {

        @Bean
        DrainingTcpNetServerConnectionFactory unsetTcp() {
            DrainingTcpNetServerConnectionFactory factory = new DrainingTcpNetServerConnectionFactory(0);
            factory.setLocalAddress("127.0.0.1");
            return factory;
        }

        @Bean
        DrainingTcpNetServerConnectionFactory setTcp() {
            DrainingTcpNetServerConnectionFactory factory = new DrainingTcpNetServerConnectionFactory(0);
            factory.setLocalAddress("127.0.0.1");
            factory.getDrain().setTimeout(Duration.ofSeconds(3));
            return factory;
        }

        @Bean
        UnixDomainServerConnectionFactory unsetUds() {
            return new UnixDomainServerConnectionFactory(Path.of("/nonexistent-dir-never-bound/own.sock"));
        }
    }
}
