package dev.simdjson.spring.jsonrpc.client;

import org.springframework.web.client.RestClient;

/**
 * Customizes the {@link RestClient} of a JSON-RPC client over HTTP (interceptors, authentication, headers), after the
 * starter has set its base URL's request factory (timeouts, SSL bundle) and the configured headers. Beans of this
 * type are applied to every HTTP client, in order; the client's name tells them apart.
 */
@FunctionalInterface
public interface JsonRpcRestClientCustomizer {

    void customize(String clientName, RestClient.Builder builder);
}
