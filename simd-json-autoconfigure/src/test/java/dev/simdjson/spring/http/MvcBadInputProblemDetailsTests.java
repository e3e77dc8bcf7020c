package dev.simdjson.spring.http;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;

/** Opted in to detailed problems, with {@code spring.mvc.problemdetails.enabled=true}: rendered alike. */
@SpringBootTest(classes = MvcTestApplication.class,
        properties = {"simdjson.limits.max-document-size=4KB", "spring.mvc.problemdetails.enabled=true",
                "simdjson.http.detailed-errors=true"})
@AutoConfigureMockMvc
class MvcBadInputProblemDetailsTests extends MvcBadInputChecks {
}
