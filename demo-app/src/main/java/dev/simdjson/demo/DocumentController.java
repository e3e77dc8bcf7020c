package dev.simdjson.demo;

import dev.simdjson.JsonParser;
import dev.simdjson.JsonValue;
import dev.simdjson.spring.SimdJsonParsers;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Parses posted JSON with simd-json's DOM parser and describes it. A malformed document gets a 400 problem. With
 * {@code simdjson.enabled=false} there is no parser bean, so the endpoint keeps working on default parsers.
 */
@RestController
@RequestMapping("/api/documents")
class DocumentController {

    private final SimdJsonParsers parsers;

    DocumentController(ObjectProvider<SimdJsonParsers> parsers) {
        this.parsers = parsers.getIfAvailable(SimdJsonParsers::new);
    }

    /** The body arrives as raw bytes, so simd-json sees exactly what the client sent. */
    @PostMapping(path = "/inspect", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    DocumentSummary inspect(@RequestBody byte[] document) {
        JsonParser parser = parsers.parser();
        JsonValue root = parser.parse(document);
        return DocumentSummary.of(root, document.length, parser.implementation());
    }
}
