package dev.simdjson.demo;

import dev.simdjson.runtime.RuntimeReport;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Which parser kernel runs in this JVM, and why. */
@RestController
class RuntimeController {

    private final RuntimeReport report;

    RuntimeController(RuntimeReport report) {
        this.report = report;
    }

    @GetMapping(path = "/api/runtime", produces = MediaType.APPLICATION_JSON_VALUE)
    RuntimeReport runtime() {
        return report;
    }
}
