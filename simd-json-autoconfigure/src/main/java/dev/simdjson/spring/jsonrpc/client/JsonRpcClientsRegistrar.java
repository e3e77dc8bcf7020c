package dev.simdjson.spring.jsonrpc.client;

import org.springframework.beans.factory.FactoryBean;
import org.springframework.beans.factory.annotation.AnnotatedBeanDefinition;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.ConstructorArgumentValues;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.EnvironmentAware;
import org.springframework.context.ResourceLoaderAware;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.ResolvableType;
import org.springframework.core.annotation.AnnotationAttributes;
import org.springframework.core.annotation.MergedAnnotations;
import org.springframework.core.env.Environment;
import org.springframework.core.io.ResourceLoader;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.util.ClassUtils;

import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;

/**
 * Registers the interfaces of an {@link ImportJsonRpcClients} as {@link JsonRpcClientFactoryBean} beans, named after
 * the interface; {@link #register} is also what the {@code interfaces} property uses.
 */
public final class JsonRpcClientsRegistrar implements ImportBeanDefinitionRegistrar, EnvironmentAware,
        ResourceLoaderAware {

    private Environment environment;
    private ResourceLoader resourceLoader;

    @Override
    public void setEnvironment(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void setResourceLoader(ResourceLoader resourceLoader) {
        this.resourceLoader = resourceLoader;
    }

    @Override
    public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
        AnnotationAttributes attributes = Objects.requireNonNull(AnnotationAttributes.fromMap(
                metadata.getAnnotationAttributes(ImportJsonRpcClients.class.getName())));
        String client = attributes.getString("client");
        Set<Class<?>> types = new LinkedHashSet<>();
        for (Class<?> type : attributes.getClassArray("types")) {
            types.add(type);
        }
        Set<String> packages = new LinkedHashSet<>();
        for (String p : attributes.getStringArray("basePackages")) {
            packages.add(p);
        }
        for (Class<?> c : attributes.getClassArray("basePackageClasses")) {
            packages.add(c.getPackageName());
        }
        if (types.isEmpty() && packages.isEmpty()) {
            packages.add(ClassUtils.getPackageName(metadata.getClassName()));
        }
        ClassLoader classLoader = resourceLoader.getClassLoader();
        for (String p : packages) {
            for (BeanDefinition candidate : scanner().findCandidateComponents(p)) {
                types.add(ClassUtils.resolveClassName(Objects.requireNonNull(candidate.getBeanClassName()),
                        classLoader));
            }
        }
        for (Class<?> type : types) {
            register(registry, type, client.isEmpty() ? clientOf(type) : client);
        }
    }

    /**
     * Registers {@code type}'s proxy, calling through {@code client}, as the bean named after the interface; the same
     * interface and client twice is one bean, another client for it is an error.
     */
    public static void register(BeanDefinitionRegistry registry, Class<?> type, String client) {
        if (!type.isInterface()) {
            throw new IllegalStateException("a JSON-RPC client is an interface; " + type.getName() + " is not");
        }
        String name = type.getName();
        if (registry.containsBeanDefinition(name)) {
            ConstructorArgumentValues.ValueHolder held = registry.getBeanDefinition(name)
                    .getConstructorArgumentValues().getIndexedArgumentValue(1, String.class);
            Object other = held == null ? null : held.getValue();
            if (client.equals(other)) {
                return;
            }
            throw new IllegalStateException("JSON-RPC client interface " + name + " is registered for the clients '"
                    + other + "' and '" + client + "': one interface, one client");
        }
        RootBeanDefinition definition = new RootBeanDefinition(JsonRpcClientFactoryBean.class);
        definition.setTargetType(ResolvableType.forClassWithGenerics(JsonRpcClientFactoryBean.class, type));
        definition.getConstructorArgumentValues().addIndexedArgumentValue(0, type);
        definition.getConstructorArgumentValues().addIndexedArgumentValue(1, client);
        definition.setAttribute(FactoryBean.OBJECT_TYPE_ATTRIBUTE, type);
        registry.registerBeanDefinition(name, definition);
    }

    /** The client named by {@code type}'s {@link JsonRpcClient}. */
    static String clientOf(Class<?> type) {
        String name = MergedAnnotations.from(type, MergedAnnotations.SearchStrategy.TYPE_HIERARCHY)
                .get(JsonRpcClient.class).getValue("name", String.class).orElse("");
        if (name.isEmpty()) {
            throw new IllegalStateException("JSON-RPC client interface " + type.getName() + " names no client: "
                    + "give it @JsonRpcClient(\"name\") or @ImportJsonRpcClients(client = \"name\")");
        }
        return name;
    }

    private ClassPathScanningCandidateComponentProvider scanner() {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false,
                environment) {
            @Override
            protected boolean isCandidateComponent(AnnotatedBeanDefinition definition) {
                return definition.getMetadata().isInterface() && definition.getMetadata().isIndependent();
            }
        };
        scanner.setResourceLoader(resourceLoader);
        scanner.addIncludeFilter(new AnnotationTypeFilter(JsonRpcClient.class));
        return scanner;
    }
}
