package dev.simdjson.spring.http;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;

/** Bad request bodies with {@code spring.mvc.problemdetails.enabled=true}: Boot's handler renders them alike. */
@SpringBootTest(classes = MvcTestApplication.class,
        properties = {"simdjson.limits.max-document-size=4KB", "spring.mvc.problemdetails.enabled=true"})
@AutoConfigureMockMvc
class MvcBadInputProblemDetailsTests extends MvcBadInputChecks {
}
