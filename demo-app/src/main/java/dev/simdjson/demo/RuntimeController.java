package dev.simdjson.demo;

import dev.simdjson.runtime.RuntimeReport;
import dev.simdjson.runtime.SimdJsonRuntime;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Which parser kernel runs in this JVM, and why (also with {@code simdjson.enabled=false}, from the runtime). */
@RestController
class RuntimeController {

    private final RuntimeReport report;

    RuntimeController(ObjectProvider<RuntimeReport> report) {
        this.report = report.getIfAvailable(SimdJsonRuntime::report);
    }

    @GetMapping(path = "/api/runtime", produces = MediaType.APPLICATION_JSON_VALUE)
    RuntimeReport runtime() {
        return report;
    }
}
