package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.jsonrpc.client.JsonRpcClientProxies;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplate;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplates;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTransport;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcClientObservationConvention;
import io.micrometer.observation.ObservationRegistry;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.DisposableBean;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The clients of {@code simdjson.jsonrpc.clients.<name>.*}, each built on first use from its {@code url} by the
 * {@link JsonRpcTransportFactory} of its scheme (http(s): {@link JsonRpcHttpTransports}, tcp and unix:
 * {@link JsonRpcSocketTransports}, each present only when its libraries are), and closed when the context closes.
 */
final class PropertiesJsonRpcTemplates implements JsonRpcTemplates, DisposableBean {

    private static final Log logger = LogFactory.getLog(PropertiesJsonRpcTemplates.class);

    private final Map<String, JsonRpcClientProperties> clients;
    private final SimdJsonMapper mapper;
    private final List<JsonRpcTransportFactory> transports;
    private final Map<String, JsonRpcTemplate> templates = new ConcurrentHashMap<>();
    private final Map<ClientKey, Object> proxies = new ConcurrentHashMap<>();
    private final ObservationRegistry observations;
    private final @Nullable JsonRpcClientObservationConvention convention;
    private final boolean logBodies;

    PropertiesJsonRpcTemplates(Map<String, JsonRpcClientProperties> clients, SimdJsonMapper mapper,
            List<JsonRpcTransportFactory> transports, ObservationRegistry observations,
            @Nullable JsonRpcClientObservationConvention convention, boolean logBodies) {
        this.clients = clients;
        this.mapper = mapper;
        this.transports = List.copyOf(transports);
        this.observations = observations;
        this.convention = convention;
        this.logBodies = logBodies;
    }

    @Override
    public JsonRpcTemplate template(String name) {
        return templates.computeIfAbsent(name, this::build);
    }

    /** The proxy of {@code type} for the client {@code name}, made once (its methods are worked out when it is). */
    @Override
    public <T> T client(Class<T> type, String name) {
        return type.cast(proxies.computeIfAbsent(new ClientKey(type, name),
                key -> JsonRpcClientProxies.create(type, template(name))));
    }

    private record ClientKey(Class<?> type, String name) {
    }

    private JsonRpcTemplate build(String name) {
        String prefix = "simdjson.jsonrpc.clients." + name;
        JsonRpcClientProperties client = clients.get(name);
        if (client == null || client.getUrl() == null || client.getUrl().isBlank()) {
            throw new IllegalStateException("No JSON-RPC client '" + name + "': set " + prefix + ".url (http://…, "
                    + "https://…, tcp://host:port or unix:/path)");
        }
        String url = client.getUrl().strip();
        if (!url.startsWith("http://") && !url.startsWith("https://") && !url.startsWith("tcp://")
                && !url.startsWith("unix:")) {
            throw new IllegalStateException(prefix + ".url must start with http://, https://, tcp:// or unix:, was "
                    + url);
        }
        JsonRpcTransportFactory factory = transports.stream().filter(t -> t.supports(url)).findFirst()
                .orElseThrow(() -> new IllegalStateException(prefix + ".url " + url + " needs "
                        + (url.startsWith("http") ? "Spring's RestClient (spring-web, spring-boot-restclient)"
                        : "Spring Integration's TCP support (spring-integration-ip)") + " on the class path"));
        JsonRpcTransport transport = factory.transport(name, prefix, url, client, mapper);
        logger.info("JSON-RPC client '" + name + "' calls " + transport.target() + " (timeout "
                + client.getTimeout().toMillis() + " ms)");
        JsonRpcTemplate template = new JsonRpcTemplate(transport, mapper, client.getTimeout(), observations,
                convention);
        template.setLogBodies(logBodies);
        return template;
    }

    @Override
    public void destroy() {
        templates.values().forEach(JsonRpcTemplate::close);
        templates.clear();
    }
}
