package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.SocketTestSupport;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

import java.io.IOException;
import java.nio.file.Path;

/** An application a test starts and stops itself, with a fresh directory for its socket files and keys. */
final class RunningRpcApp implements AutoCloseable {

    final Path directory;
    ConfigurableApplicationContext context;

    RunningRpcApp(String prefix) {
        this.directory = SocketTestSupport.socketDirectory(prefix);
    }

    /** Starts {@code application} without a web server, warm-up off, with {@code properties}. */
    ConfigurableApplicationContext start(Class<?> application, String... properties) {
        context = new SpringApplicationBuilder(application).web(WebApplicationType.NONE)
                .properties("simdjson.warm-up.enabled=false").properties(properties).run();
        return context;
    }

    @Override
    public void close() throws IOException {
        if (context != null) {
            context.close();
        }
        SocketTestSupport.removeDirectory(directory);
    }
}
