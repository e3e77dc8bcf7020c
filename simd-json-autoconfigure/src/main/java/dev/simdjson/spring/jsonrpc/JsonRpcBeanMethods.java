package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.jsonrpc.client.JsonRpcClientProxies;
import org.springframework.aop.scope.ScopedProxyUtils;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.util.ClassUtils;

import java.util.function.Supplier;

/**
 * Registers every bean's {@link JsonRpcMethod}s once the application's singletons exist, looking at bean types
 * first so that no bean is created for the sake of the search. A duplicate name fails the startup. The application's
 * JSON-RPC clients, whose interfaces may carry the same annotations, are left out.
 */
public final class JsonRpcBeanMethods implements SmartInitializingSingleton {

    private final ConfigurableListableBeanFactory beans;
    private final Supplier<JsonRpcMethodRegistry> registry;

    /** @param registry resolved when the singletons exist (this runs as a static, early bean) */
    public JsonRpcBeanMethods(ConfigurableListableBeanFactory beans, Supplier<JsonRpcMethodRegistry> registry) {
        this.beans = beans;
        this.registry = registry;
    }

    @Override
    public void afterSingletonsInstantiated() {
        JsonRpcMethodRegistry methods = registry.get();
        for (String name : beans.getBeanDefinitionNames()) {
            if (ScopedProxyUtils.isScopedTarget(name)) {
                continue; // its proxy is registered under the plain name
            }
            Class<?> type = beans.getType(name, false);
            if (type == null) {
                continue;
            }
            if (!JsonRpcMethodRegistry.annotatedMethods(ClassUtils.getUserClass(type)).isEmpty()) {
                Object bean = beans.getBean(name);
                if (!JsonRpcClientProxies.isClient(bean)) { // a client calls the methods, it does not serve them
                    methods.register(bean);
                }
            }
        }
    }
}
