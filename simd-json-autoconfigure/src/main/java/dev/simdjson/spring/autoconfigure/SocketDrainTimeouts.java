package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.integration.SocketDrain;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.core.env.Environment;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;

/**
 * Gives every draining server connection factory whose shutdown timeout the application did not set (those built
 * with the Java DSL or by hand) Boot's shutdown settings, as the factories the properties configure have them: so
 * every socket endpoint of the application stops the same way.
 */
final class SocketDrainTimeouts implements BeanPostProcessor {

    private final Environment environment;

    SocketDrainTimeouts(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Object postProcessBeforeInitialization(Object bean, String beanName) {
        if (bean instanceof AbstractServerConnectionFactory factory) {
            SocketDrain drain = SocketFactories.drainOf(factory);
            if (drain != null && !drain.isTimeoutSet()) {
                drain.setTimeout(SocketFactories.drainTimeout(environment));
            }
        }
        return bean;
    }
}
