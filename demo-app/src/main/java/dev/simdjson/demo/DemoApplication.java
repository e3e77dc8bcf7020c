package dev.simdjson.demo;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * Starts the demo on port 8080 ({@code server.port} changes it). Run it with the vector module for the vector
 * kernel: {@code java --add-modules=jdk.incubator.vector -jar demo-app.jar}.
 */
@SpringBootApplication
public class DemoApplication {

    public static void main(String[] args) {
        SpringApplication.run(DemoApplication.class, args);
    }
}
