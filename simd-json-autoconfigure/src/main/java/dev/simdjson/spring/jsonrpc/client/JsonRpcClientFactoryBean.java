package dev.simdjson.spring.jsonrpc.client;

import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.BeanFactoryAware;
import org.springframework.beans.factory.FactoryBean;

import java.util.Objects;

/**
 * The bean of a {@link JsonRpcClient} interface: its proxy, calling through the client of the given name from the
 * context's {@link JsonRpcTemplates}. Registered by {@link ImportJsonRpcClients} and by the
 * {@code simdjson.jsonrpc.clients.<name>.interfaces} property.
 */
public final class JsonRpcClientFactoryBean<T> implements FactoryBean<T>, BeanFactoryAware {

    private final Class<T> type;
    private final String client;
    private BeanFactory beans;

    public JsonRpcClientFactoryBean(Class<T> type, String client) {
        this.type = Objects.requireNonNull(type, "type");
        this.client = Objects.requireNonNull(client, "client");
    }

    @Override
    public void setBeanFactory(BeanFactory beanFactory) {
        this.beans = beanFactory;
    }

    @Override
    public T getObject() {
        return beans.getBean(JsonRpcTemplates.class).client(type, client);
    }

    @Override
    public Class<T> getObjectType() {
        return type;
    }
}
