package dev.simdjson.spring.jackson.sample;

import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.RequestBuilder;
import org.springframework.test.web.servlet.ResultMatcher;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

import java.util.List;

import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * What a client of the sample application does, in order (later steps see the earlier ones' changes), with the
 * assertions such an application's own tests would make. The same steps and assertions run with and without the
 * starter.
 */
final class SampleScenario {

    /** One request and what its answer must satisfy. */
    record Step(String name, RequestBuilder request, List<ResultMatcher> expectations) {

        @Override
        public String toString() {
            return name;
        }
    }

    static final String ADD_REVIEW = "add a review";

    static final List<Step> STEPS = List.of(
            step("list page 0", get("/products?page=0&size=2"),
                    status().isOk(), content().contentType(MediaType.APPLICATION_JSON),
                    jsonPath("$.content.length()").value(2),
                    jsonPath("$.content[0].product_id").value(1),
                    jsonPath("$.content[0].sku").value("SKU-0001"),
                    jsonPath("$.content[0].availableFrom").value("01.03.2024"),
                    jsonPath("$.content[0].discontinuedOn").value(nullValue()),
                    jsonPath("$.content[0].reviewCount").value(1),
                    absent("$.content[1]", "description"),
                    jsonPath("$.page.number").value(0),
                    jsonPath("$.page.totalElements").value(3),
                    jsonPath("$.page.totalPages").value(2)),
            step("list page 1", get("/products?page=1&size=2"),
                    status().isOk(), jsonPath("$.content.length()").value(1),
                    jsonPath("$.content[0].product_id").value(3),
                    jsonPath("$.content[0].discontinuedOn").value("2025-01-01"),
                    jsonPath("$.page.number").value(1)),
            step("get by id (the entity)", get("/products/1"),
                    status().isOk(), jsonPath("$.id").value(1), jsonPath("$.version").value(0),
                    jsonPath("$.sku").value("SKU-0001"), jsonPath("$.createdAt").value("2025-01-02T03:04:05Z"),
                    absent("$", "updatedAt"), jsonPath("$.discontinuedOn").value(nullValue()),
                    absent("$", "reviews"), absent("$", "hibernateLazyInitializer"),
                    jsonPath("$.reviewCount").value(1), jsonPath("$.tags").value(containsInAnyOrder("tools", "steel"))),
            step("404 problem", get("/products/99"),
                    status().isNotFound(), content().contentType(MediaType.APPLICATION_PROBLEM_JSON),
                    jsonPath("$.title").value("Product not found"), jsonPath("$.status").value(404),
                    jsonPath("$.productId").value(99)),
            step("create: 201 + Location", json(post("/products"), """
                    {"name":"Chisel","sku":"SKU-0004","price":19.90,"availableFrom":"15.06.2025","tags":["tools"]}"""),
                    status().isCreated(), header().string("Location", "http://localhost/products/4"),
                    jsonPath("$.product_id").value(4), jsonPath("$.version").value(0),
                    jsonPath("$.sku").value("SKU-0004"), jsonPath("$.availableFrom").value("15.06.2025"),
                    absent("$", "description")),
            step("create invalid: 400 problem with errors", json(post("/products"), """
                    {"name":" ","sku":null,"price":-1}"""),
                    status().isBadRequest(), content().contentType(MediaType.APPLICATION_PROBLEM_JSON),
                    jsonPath("$.title").value("Invalid request"),
                    jsonPath("$.errors[*].field").value(containsInAnyOrder("name", "sku", "price"))),
            step("update with PUT", json(put("/products/1"), """
                    {"name":"Hammer XL","description":"Claw hammer, 20 oz","price":14.50,"version":0}"""),
                    status().isOk(), jsonPath("$.name").value("Hammer XL"), jsonPath("$.version").value(1),
                    jsonPath("$.price").value(14.5)),
            step("update with a stale version: 409", json(put("/products/1"), """
                    {"name":"Hammer","price":1,"version":0}"""),
                    status().isConflict(), content().contentType(MediaType.APPLICATION_PROBLEM_JSON),
                    jsonPath("$.title").value("Version conflict")),
            step("get after update", get("/products/1"),
                    status().isOk(), jsonPath("$.version").value(1), jsonPath("$.name").value("Hammer XL"),
                    jsonPath("$.updatedAt").value("2025-01-02T03:04:05Z")),
            step("bad body (truncated JSON): 400 problem", json(post("/products"), "{\"name\":\"Chisel\",\"pri"),
                    status().isBadRequest(), content().contentType(MediaType.APPLICATION_PROBLEM_JSON),
                    jsonPath("$.title").value("Bad Request"), jsonPath("$.status").value(400)),
            step("wrong type (price as text): 400 problem", json(post("/products"), """
                    {"name":"Chisel","sku":"SKU-0005","price":"cheap"}"""),
                    status().isBadRequest(), content().contentType(MediaType.APPLICATION_PROBLEM_JSON)),
            step("unknown property is ignored", json(post("/products"), """
                    {"name":"Mallet","sku":"SKU-0006","price":9,"colour":"red","dimensions":{"w":1}}"""),
                    status().isCreated(), header().string("Location", endsWith("/products/5")),
                    absent("$", "colour"), jsonPath("$.name").value("Mallet")),
            step(ADD_REVIEW, json(post("/products/2/reviews"), """
                    {"author":"Sam","rating":5,"text":"Sharp"}"""),
                    status().isCreated(), jsonPath("$.author").value("Sam"), jsonPath("$.id").value(2),
                    jsonPath("$.createdAt").value("2025-01-02T03:04:05Z")),
            step("list reviews", get("/products/1/reviews"),
                    status().isOk(), jsonPath("$.length()").value(1), jsonPath("$[0].author").value("Kim"),
                    absent("$[0]", "text")));

    private SampleScenario() {
    }

    private static Step step(String name, RequestBuilder request, ResultMatcher... expectations) {
        return new Step(name, request, List.of(expectations));
    }

    /** The key is not there at all: {@code doesNotExist()} also passes for a key whose value is null. */
    private static ResultMatcher absent(String objectPath, String key) {
        return jsonPath(objectPath).value(not(hasKey(key)));
    }

    private static RequestBuilder json(MockHttpServletRequestBuilder builder, String body) {
        return builder.contentType(MediaType.APPLICATION_JSON).accept(MediaType.APPLICATION_JSON).content(body);
    }
}
