package dev.simdjson.spring.autoconfigure;

import dev.simdjson.spring.jsonrpc.client.JsonRpcClientsRegistrar;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.EnvironmentAware;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.env.Environment;
import org.springframework.core.type.AnnotationMetadata;

import java.util.Map;

/**
 * Registers the interfaces of {@code simdjson.jsonrpc.clients.<name>.interfaces} as client beans calling through
 * {@code <name>}; read from the environment before the properties bean exists, as bean definitions come first.
 */
final class JsonRpcClientInterfaces implements ImportBeanDefinitionRegistrar, EnvironmentAware {

    private Environment environment;

    @Override
    public void setEnvironment(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
        Map<String, JsonRpcClientProperties> clients = Binder.get(environment).bind("simdjson.jsonrpc.clients",
                Bindable.mapOf(String.class, JsonRpcClientProperties.class)).orElse(Map.of());
        clients.forEach((name, client) -> client.getInterfaces()
                .forEach(type -> JsonRpcClientsRegistrar.register(registry, type, name)));
    }
}
