package dev.simdjson.spring.autoconfigure;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.jsonrpc.client.HttpJsonRpcTransport;
import dev.simdjson.spring.jsonrpc.client.JsonRpcRestClientCustomizer;
import io.micrometer.observation.ObservationRegistry;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.http.client.ClientHttpRequestFactoryBuilder;
import org.springframework.boot.http.client.HttpClientSettings;
import org.springframework.boot.ssl.SslBundle;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.boot.ssl.SslOptions;
import org.springframework.http.client.ClientHttpRequestFactory;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.util.ClassUtils;
import org.springframework.web.client.RestClient;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * HTTP transports of JSON-RPC clients: the application's {@code RestClient.Builder} when Boot made one (its
 * converters, interceptors and observations), else a plain one observed by the application's registry; cloned per
 * client with a request factory whose read timeout is the client's timeout (and its SSL bundle, when set), the
 * configured headers, then the {@link JsonRpcRestClientCustomizer}s. The request factory is of the application's
 * kind through Boot's HTTP client support when it is there, else the JDK's {@code HttpClient}. Asynchronous calls
 * run their exchanges on virtual threads.
 */
final class JsonRpcHttpTransports implements JsonRpcTransportFactory {

    private static final boolean BOOT_HTTP_CLIENTS = ClassUtils.isPresent(
            "org.springframework.boot.http.client.ClientHttpRequestFactoryBuilder",
            JsonRpcHttpTransports.class.getClassLoader());

    private final ObjectProvider<RestClient.Builder> builders;
    private final ListableBeanFactory beans;
    private final ObjectProvider<SslBundles> sslBundles;
    private final List<JsonRpcRestClientCustomizer> customizers;
    private final ObservationRegistry observations;
    private final Executor executor = SocketDefaults.virtualThreads("simdjson-rpc-http-");

    JsonRpcHttpTransports(ObjectProvider<RestClient.Builder> builders, ListableBeanFactory beans,
            ObjectProvider<SslBundles> sslBundles, List<JsonRpcRestClientCustomizer> customizers,
            ObservationRegistry observations) {
        this.builders = builders;
        this.beans = beans;
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
        String bundleName = client.getSsl().getBundle();
        SslBundle bundle = bundleName == null ? null : sslBundles.getObject().getBundle(bundleName);
        ClientHttpRequestFactory requests = BOOT_HTTP_CLIENTS ? BootHttpClients.requestFactory(beans, client, bundle)
                : jdk(client, bundle);
        RestClient.Builder builder = builders.getIfAvailable(() -> RestClient.builder()
                .observationRegistry(observations)).clone()
                .requestFactory(requests)
                .defaultHeaders(headers -> client.getHeaders().forEach(headers::addAll));
        customizers.forEach(customizer -> customizer.customize(name, builder));
        return new HttpJsonRpcTransport(builder.build(), URI.create(url), executor,
                (int) Math.min(Integer.MAX_VALUE - 8, client.getMaxResponseSize().toBytes()), client.getTimeout(),
                observations);
    }

    /** The JDK's {@code HttpClient}, with the client's timeouts and SSL bundle. */
    private static ClientHttpRequestFactory jdk(JsonRpcClientProperties client, @Nullable SslBundle bundle) {
        HttpClient.Builder http = HttpClient.newBuilder().connectTimeout(client.getConnectTimeout());
        if (bundle != null) {
            SSLContext context = bundle.createSslContext();
            http.sslContext(context);
            SslOptions options = bundle.getOptions();
            if (options.getCiphers() != null || options.getEnabledProtocols() != null) {
                SSLParameters parameters = context.getDefaultSSLParameters();
                if (options.getCiphers() != null) {
                    parameters.setCipherSuites(options.getCiphers());
                }
                if (options.getEnabledProtocols() != null) {
                    parameters.setProtocols(options.getEnabledProtocols());
                }
                http.sslParameters(parameters);
            }
        }
        JdkClientHttpRequestFactory factory = new JdkClientHttpRequestFactory(http.build());
        factory.setReadTimeout(client.getTimeout());
        return factory;
    }

    /** Boot's HTTP client support, loaded only when it is on the class path. */
    private static final class BootHttpClients {

        static ClientHttpRequestFactory requestFactory(ListableBeanFactory beans, JsonRpcClientProperties client,
                @Nullable SslBundle bundle) {
            HttpClientSettings settings = beans.getBeanProvider(HttpClientSettings.class)
                    .getIfAvailable(HttpClientSettings::defaults)
                    .withTimeouts(client.getConnectTimeout(), client.getTimeout());
            if (bundle != null) {
                settings = settings.withSslBundle(bundle);
            }
            ClientHttpRequestFactoryBuilder<?> factories = beans.getBeanProvider(ClientHttpRequestFactoryBuilder.class)
                    .getIfAvailable(ClientHttpRequestFactoryBuilder::detect);
            return factories.build(settings);
        }
    }
}
