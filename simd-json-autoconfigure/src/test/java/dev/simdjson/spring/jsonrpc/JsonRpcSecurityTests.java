package dev.simdjson.spring.jsonrpc;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.SocketTestSupport;
import dev.simdjson.spring.integration.UnixDomainClientConnectionFactory;
import dev.simdjson.spring.jsonrpc.client.JsonRpcRemoteException;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplate;
import dev.simdjson.spring.jsonrpc.client.JsonRpcTransportException;
import dev.simdjson.spring.jsonrpc.client.SocketJsonRpcTransport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.method.configuration.EnableMethodSecurity;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.util.backoff.FixedBackOff;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * JSON-RPC in a secured application: over HTTP behind the application's filter chain (HTTP Basic), method security
 * ({@code @PreAuthorize}) answered with the access-denied error and nothing more; over a Unix domain socket the peer's
 * credentials are the call's authentication, and {@code allowed-users} keeps other processes out.
 */
class JsonRpcSecurityTests {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String ME = System.getProperty("user.name");

    private static ConfigurableApplicationContext app;
    private static Path directory;
    private static int port;

    @BeforeAll
    static void start() {
        directory = SocketTestSupport.socketDirectory("rpc-security");
        app = secured("open.sock", "simdjson.jsonrpc.uds.allowed-users=" + ME);
        port = ((WebServerApplicationContext) app).getWebServer().getPort();
    }

    @AfterAll
    static void stop() throws Exception {
        if (app != null) {
            app.close();
        }
        SocketTestSupport.removeDirectory(directory);
    }

    private static ConfigurableApplicationContext secured(String socket, String... properties) {
        return new SpringApplicationBuilder(SecuredApp.class).web(WebApplicationType.SERVLET)
                .properties("server.port=0", "simdjson.warm-up.enabled=false", "simdjson.jsonrpc.uds.enabled=true",
                        "simdjson.jsonrpc.uds.path=" + directory.resolve(socket))
                .properties(properties).run();
    }

    @Test
    void overHttpTheFilterChainComesFirst() throws Exception {
        HttpResponse<String> anonymous = post(null, "{\"jsonrpc\":\"2.0\",\"method\":\"whoami\",\"id\":1}");
        assertThat(anonymous.statusCode()).isEqualTo(401);

        assertThat(post("user", "{\"jsonrpc\":\"2.0\",\"method\":\"whoami\",\"id\":1}").body())
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":\"user\",\"id\":1}");
    }

    @Test
    void methodSecurityDenialsAreTheAccessDeniedErrorAndNothingMore() throws Exception {
        assertThat(post("user", "{\"jsonrpc\":\"2.0\",\"method\":\"open\",\"id\":2}").body())
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32001,\"message\":\"Access denied\"},\"id\":2}");
        assertThat(post("admin", "{\"jsonrpc\":\"2.0\",\"method\":\"open\",\"id\":3}").body())
                .isEqualTo("{\"jsonrpc\":\"2.0\",\"result\":\"opened\",\"id\":3}");
    }

    @Test
    void overAUnixDomainSocketThePeerIsTheCallsAuthentication() {
        try (JsonRpcTemplate uds = uds("open.sock")) {
            assertThat(uds.call("whoami", null, String.class)).isEqualTo(ME);
            assertThat(uds.call("peer", null, String.class)).isEqualTo(ME);
            assertThatThrownBy(() -> uds.call("open", null, String.class))
                    .isInstanceOfSatisfying(JsonRpcRemoteException.class, e -> {
                        assertThat(e.getCode()).isEqualTo(-32001);
                        assertThat(e.getDataJson()).isNull();
                    });
        }
    }

    @Test
    void aProcessOfAnotherUserIsNotLetIn() {
        try (ConfigurableApplicationContext closed = secured("closed.sock",
                "simdjson.jsonrpc.uds.allowed-users=nobody", "simdjson.jsonrpc.access-denied-code=-32099");
             JsonRpcTemplate uds = uds("closed.sock")) {
            assertThatThrownBy(() -> uds.call("whoami", null, String.class))
                    .isInstanceOf(JsonRpcTransportException.class);
        }
    }

    @Test
    void allowedUsersAndGroupsTakeNumericIdsTooAndUnknownNamesFailTheStartup() throws Exception {
        Path mine = Files.createFile(directory.resolve("mine"));
        int uid = (Integer) Files.getAttribute(mine, "unix:uid");
        int gid = (Integer) Files.getAttribute(mine, "unix:gid");
        try (ConfigurableApplicationContext byId = secured("by-id.sock", "simdjson.jsonrpc.uds.allowed-users=" + uid);
             JsonRpcTemplate uds = uds("by-id.sock")) {
            assertThat(uds.call("peer", null, String.class)).isEqualTo(ME);
        }
        try (ConfigurableApplicationContext byGroup = secured("by-group.sock",
                "simdjson.jsonrpc.uds.allowed-users=nobody", "simdjson.jsonrpc.uds.allowed-groups=" + gid);
             JsonRpcTemplate uds = uds("by-group.sock")) {
            assertThat(uds.call("peer", null, String.class)).isEqualTo(ME);
        }
        assertThatThrownBy(() -> secured("unknown.sock", "simdjson.jsonrpc.uds.allowed-users=no-such-user-here"))
                .hasStackTraceContaining("simdjson.jsonrpc.uds.allowed-users / allowed-groups: no user "
                        + "'no-such-user-here' on this system");
    }

    @Test
    void theAccessDeniedCodeIsAProperty() throws Exception {
        try (ConfigurableApplicationContext other = secured("other.sock", "simdjson.jsonrpc.access-denied-code=-32099");
             JsonRpcTemplate uds = uds("other.sock")) {
            assertThatThrownBy(() -> uds.call("open", null, String.class))
                    .isInstanceOfSatisfying(JsonRpcRemoteException.class, e -> assertThat(e.getCode())
                            .isEqualTo(-32099));
        }
    }

    private static JsonRpcTemplate uds(String socket) {
        UnixDomainClientConnectionFactory factory = new UnixDomainClientConnectionFactory(directory.resolve(socket));
        FramingSerializers.install(factory, Framing.NDJSON, 1 << 20);
        factory.setSingleUse(false);
        return new JsonRpcTemplate(new SocketJsonRpcTransport("unix:" + socket, List.of(factory),
                new FixedBackOff(100), SimdJsonMapper.create()), SimdJsonMapper.create(), Duration.ofSeconds(5));
    }

    private static HttpResponse<String> post(String user, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/jsonrpc"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (user != null) {
            request.header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                    (user + ":secret").getBytes(StandardCharsets.UTF_8)));
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** An application with Spring Security: HTTP Basic on every request, method security on its methods. */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    @EnableWebSecurity
    @EnableMethodSecurity
    static class SecuredApp {

        @Bean
        SecurityFilterChain filterChain(HttpSecurity http) throws Exception {
            return http.authorizeHttpRequests(requests -> requests.anyRequest().authenticated())
                    .httpBasic(Customizer.withDefaults())
                    .csrf(csrf -> csrf.ignoringRequestMatchers("/jsonrpc")) // JSON-RPC callers send no CSRF token
                    .build();
        }

        @Bean
        UserDetailsService users() {
            return new InMemoryUserDetailsManager(
                    User.withUsername("user").password("{noop}secret").roles("USER").build(),
                    User.withUsername("admin").password("{noop}secret").roles("ADMIN").build());
        }

        @Bean
        Vault vault() {
            return new Vault();
        }
    }

    /** Methods that look at who calls. */
    public static class Vault {

        @JsonRpcMethod
        public String whoami() {
            return SecurityContextHolder.getContext().getAuthentication().getName();
        }

        @JsonRpcMethod
        public String peer() {
            return JsonRpcPeer.current().map(p -> p.user().getName()).orElse("none");
        }

        @JsonRpcMethod
        @PreAuthorize("hasRole('ADMIN')")
        public String open() {
            return "opened";
        }
    }
}
