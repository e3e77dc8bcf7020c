package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.jsonrpc.client.HttpJsonRpcTransport;
import dev.simdjson.spring.jsonrpc.client.JsonRpcRestClientCustomizer;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.http.client.ClientHttpRequestFactoryBuilder;
import org.springframework.boot.http.client.HttpClientSettings;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.web.client.RestClient;

import java.net.URI;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * HTTP transports of JSON-RPC clients: the application's {@code RestClient.Builder} (its converters, interceptors and
 * observations), cloned per client with a request factory of the application's kind whose read timeout is the
 * client's timeout (and its SSL bundle, when set), the configured headers, then the
 * {@link JsonRpcRestClientCustomizer}s. Asynchronous calls run their exchanges on virtual threads.
 */
final class JsonRpcHttpTransports implements JsonRpcTransportFactory {

    private final ObjectProvider<RestClient.Builder> builders;
    private final ObjectProvider<ClientHttpRequestFactoryBuilder<?>> requestFactories;
    private final ObjectProvider<HttpClientSettings> settings;
    private final ObjectProvider<SslBundles> sslBundles;
    private final List<JsonRpcRestClientCustomizer> customizers;
    private final ObservationRegistry observations;
    private final Executor executor = SocketDefaults.virtualThreads("simdjson-rpc-http-");

    JsonRpcHttpTransports(ObjectProvider<RestClient.Builder> builders,
            ObjectProvider<ClientHttpRequestFactoryBuilder<?>> requestFactories,
            ObjectProvider<HttpClientSettings> settings, ObjectProvider<SslBundles> sslBundles,
            List<JsonRpcRestClientCustomizer> customizers, ObservationRegistry observations) {
        this.builders = builders;
        this.requestFactories = requestFactories;
        this.settings = settings;
        this.sslBundles = sslBundles;
        this.customizers = customizers;
        this.observations = observations;
    }

    @Override
    public boolean supports(String url) {
        return url.startsWith("http://") || url.startsWith("https://");
    }

    @Override
    public HttpJsonRpcTransport transport(String name, String prefix, String url, JsonRpcClientProperties client,
            SimdJsonMapper mapper) {
        HttpClientSettings http = settings.getIfAvailable(HttpClientSettings::defaults)
                .withTimeouts(client.getConnectTimeout(), client.getTimeout());
        String bundle = client.getSsl().getBundle();
        if (bundle != null) {
            http = http.withSslBundle(sslBundles.getObject().getBundle(bundle));
        }
        RestClient.Builder builder = builders.getIfAvailable(RestClient::builder).clone()
                .requestFactory(requestFactories.getIfAvailable(ClientHttpRequestFactoryBuilder::detect).build(http))
                .defaultHeaders(headers -> client.getHeaders().forEach(headers::addAll));
        customizers.forEach(customizer -> customizer.customize(name, builder));
        return new HttpJsonRpcTransport(builder.build(), URI.create(url), executor,
                (int) Math.min(Integer.MAX_VALUE - 8, client.getMaxResponseSize().toBytes()), client.getTimeout(),
                observations);
    }
}
