package dev.simdjson.spring.jackson;

import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One recorded response, and the rule for "the same answer": a success must match in status, content type,
 * {@code Location} and bytes; an error must match in status and kind (content type without parameters, and for
 * {@code application/problem+json} the problem's {@code status} and {@code title}), since the detail text names
 * where simd-json or Jackson stopped reading.
 *
 * @param request     what was asked, as the test names it
 * @param status      HTTP status
 * @param contentType Content-Type header, or null
 * @param location    Location header, or null
 * @param body        the body as UTF-8 text
 */
public record Answer(String request, int status, String contentType, String location, String body) {

    private static final MediaType PROBLEM = MediaType.APPLICATION_PROBLEM_JSON;

    public static Answer of(String request, MvcResult result) throws Exception {
        return new Answer(request, result.getResponse().getStatus(), result.getResponse().getContentType(),
                result.getResponse().getHeader("Location"),
                result.getResponse().getContentAsString(StandardCharsets.UTF_8));
    }

    public boolean isError() {
        return status >= 400;
    }

    /** How this answer, given with the starter, differs from {@code jackson}'s; empty when they are the same. */
    public List<String> differencesFrom(Answer jackson) {
        List<String> out = new ArrayList<>();
        if (status != jackson.status) {
            out.add("status: starter " + status + ", jackson " + jackson.status
                    + (isError() ? " — starter: " + JsonDiff.abbreviate(body)
                            : jackson.isError() ? " — jackson: " + JsonDiff.abbreviate(jackson.body) : ""));
            return out;
        }
        if (isError()) {
            String kind = mediaType(contentType);
            String otherKind = mediaType(jackson.contentType);
            if (!Objects.equals(kind, otherKind)) {
                out.add("error content type: starter " + kind + ", jackson " + otherKind);
            } else if (kind != null && PROBLEM.isCompatibleWith(MediaType.parseMediaType(kind))) {
                for (String field : List.of("status", "title")) {
                    String mine = problemField(body, field);
                    String theirs = problemField(jackson.body, field);
                    if (!Objects.equals(mine, theirs)) {
                        out.add("problem " + field + ": starter " + mine + ", jackson " + theirs);
                    }
                }
            }
            return out;
        }
        if (!Objects.equals(contentType, jackson.contentType)) {
            out.add("content type: starter " + contentType + ", jackson " + jackson.contentType);
        }
        if (!Objects.equals(location, jackson.location)) {
            out.add("Location: starter " + location + ", jackson " + jackson.location);
        }
        out.addAll(JsonDiff.differences(body, jackson.body));
        return out;
    }

    private static String mediaType(String contentType) {
        if (contentType == null) {
            return null;
        }
        MediaType type = MediaType.parseMediaType(contentType);
        return type.getType() + "/" + type.getSubtype();
    }

    private static String problemField(String body, String field) {
        try {
            JsonNode node = JsonMapper.shared().readTree(body).get(field);
            return node == null ? null : node.asString();
        } catch (RuntimeException e) {
            return "<not JSON>";
        }
    }

    @Override
    public String toString() {
        return request + " -> " + status + " " + contentType + (location == null ? "" : " Location " + location)
                + " " + JsonDiff.abbreviate(body);
    }
}
