package dev.simdjson.spring.http;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;

/** Opted in to detailed problems, with Spring Boot's defaults ({@code spring.mvc.problemdetails.enabled} unset). */
@SpringBootTest(classes = MvcTestApplication.class, properties = {"simdjson.limits.max-document-size=4KB",
        "simdjson.http.detailed-errors=true"})
@AutoConfigureMockMvc
class MvcBadInputTests extends MvcBadInputChecks {
}
