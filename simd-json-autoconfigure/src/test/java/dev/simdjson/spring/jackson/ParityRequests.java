package dev.simdjson.spring.jackson;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static dev.simdjson.spring.jackson.ParityRequest.getOther;
import static dev.simdjson.spring.jackson.ParityRequest.getPlain;
import static dev.simdjson.spring.jackson.ParityRequest.post;
import static dev.simdjson.spring.jackson.ParityRequest.postOther;
import static dev.simdjson.spring.jackson.ParityRequest.postPlain;

/**
 * The requests every parity configuration runs, against {@code ParityController}: plain ones first (simd-json must
 * take them in the default configuration), then bodies whose outcome depends on the Jackson configuration (unknown
 * and case-different keys, other names, custom formats, numeric dates), then malformed bodies.
 */
final class ParityRequests {

    /** An order as Boot's default Jackson writes it, plus a setter-only customer property. */
    static final String ORDER = """
            {"id":1,"reference":"A-1001","customer":{"name":"Ada Lovelace","email":null,"loyaltyTier":"gold",\
            "internalCode":"C-7"},"lines":[{"sku":{"code":"ABC-1"},"quantity":2,"price":{"amount":12.50,\
            "currency":"EUR"},"comment":null},{"sku":{"code":"XYZ-9"},"quantity":1,"price":{"amount":0.99,\
            "currency":"EUR"},"comment":"gift wrap"}],"status":"in-transit","priority":"p1","channel":"WEB",\
            "placedOn":"2024-05-17","createdAt":"2024-05-17T08:30:00.123Z","promisedAt":"2024-05-20T18:00:00+02:00",\
            "note":null,"giftMessage":"","tags":[],"attributes":{"source":"app","ref":""},"coupon":null,\
            "discountPercent":0,"express":false,"loyaltyPoints":null}""";

    private static final String SECOND_ORDER = """
            {"id":2,"discountPercent":5,"express":true,"status":"delivered","lines":[],"coupon":"SPRING10",\
            "tags":["a","b"],"loyaltyPoints":7}""";

    static final List<ParityRequest> ALL = List.of(
            // Plain: fixed objects out, Boot-default bodies in.
            getPlain("/orders/1"),
            getPlain("/orders"),
            getPlain("/receipts/1"),
            getPlain("/catalog"),
            getPlain("/timestamps"),
            getPlain("/blank"),
            postPlain("/orders", "echo", ORDER),
            postPlain("/orders/summary", "what was read", ORDER),
            postPlain("/orders/batch", "list of two", "[" + ORDER + "," + SECOND_ORDER + "]"),
            postPlain("/customers", "echo", "{\"name\":\"Lin\",\"email\":\"lin@example.com\",\"loyaltyTier\":\"\"}"),
            postPlain("/receipts", "@JsonProperty name", """
                    {"order_id":7,"total":{"amount":1,"currency":"EUR"},"status":"delivered"}"""),
            postPlain("/timestamps", "ISO-8601 strings, non-UTC offsets", """
                    {"date":"2024-02-29","dateTime":"2024-02-29T23:59:58.5","time":"07:05:00",\
                    "instant":"2024-02-29T12:00:00Z","offsetDateTime":"2024-02-29T12:00:00.25-05:00",\
                    "zonedDateTime":"2024-02-29T12:00:00+01:00[Europe/Paris]","duration":"PT1H30M"}"""),
            postPlain("/blank", "nulls and empties", """
                    {"empty":"","missing":null,"none":[],"nothing":{},"absent":null,"present":"","nobody":null,\
                    "zero":0,"zeroLong":0,"zeroDouble":0.0,"no":false,"nullInt":null,"noInts":[]}"""),
            postPlain("/orders/summary", "enum by index", SECOND_ORDER.replace("\"delivered\"", "2")),
            // Not plain: a POJO with a no-arg and an all-arguments constructor is written by Jackson (its creator
            // detection decides the property order); its request body is still read by simd-json.
            getOther("/contacts/1", "POJO with two constructors"),
            postOther("/contacts", "POJO with an all-arguments constructor", """
                    {"city":"Lyon","phone":"+33 4","zip":"69001"}"""),
            // Not plain: java.util.Date (simd-json leaves it to Jackson).
            getOther("/legacy", "java.util.Date"),
            postOther("/legacy", "java.util.Date", "{\"name\":\"old\",\"created\":\"2023-11-14T22:13:20.000+00:00\"}"),
            // Outcome depends on the Jackson configuration.
            postOther("/orders/summary", "unknown properties", ORDER.replace("{\"id\":1,", "{\"id\":1,\"extra\":\"x\",")
                    .replace("\"name\":\"Ada Lovelace\",", "\"name\":\"Ada Lovelace\",\"nickname\":\"ada\",")
                    .replace("\"quantity\":2,", "\"quantity\":2,\"colour\":{\"deep\":[1,2]},")),
            postOther("/orders/summary", "case-different keys", """
                    {"id":3,"discountPercent":1,"express":true,"Reference":"C-3","CUSTOMER":{"Name":"Case",\
                    "loyaltytier":"bronze"},"Status":"new","PROMISEDAT":"2024-01-01T00:00:00Z","Tags":["t"]}"""),
            postOther("/customers", "snake_case keys", """
                    {"name":"Snake","email":"s@example.com","loyalty_tier":"platinum","internal_code":"S-1"}"""),
            postOther("/customers", "mix-in names", "{\"name\":\"Mix\",\"email\":\"m@example.com\",\"tier\":\"gold\"}"),
            postOther("/orders/summary", "Money as a string", ORDER.replace("{\"amount\":12.50,\"currency\":\"EUR\"}",
                    "\"12.50 EUR\"").replace("{\"amount\":0.99,\"currency\":\"EUR\"}", "\"0.99 EUR\"")),
            postOther("/orders/summary", "Sku as a string", ORDER.replace("{\"code\":\"ABC-1\"}", "\"ABC-1\"")
                    .replace("{\"code\":\"XYZ-9\"}", "\"XYZ-9\"")),
            postOther("/orders/summary", "enum by name()", ORDER.replace("\"in-transit\"", "\"IN_TRANSIT\"")),
            postOther("/timestamps", "numeric dates and arrays", """
                    {"date":[2024,2,29],"dateTime":[2024,2,29,23,59,58,500000000],"time":[7,5],\
                    "instant":1709208000.000000000,"offsetDateTime":1709226000.25,"zonedDateTime":1709204400,\
                    "duration":5400.0}"""),
            postOther("/blank", "empty strings into Integer, Optional and a POJO", """
                    {"zero":0,"zeroLong":0,"zeroDouble":0,"no":false,"nullInt":"","absent":"","nobody":""}"""),
            // Bad bodies: 400 either way.
            postOther("/orders/summary", "null into a primitive", ORDER.replace("\"discountPercent\":0",
                    "\"discountPercent\":null")),
            postOther("/orders/summary", "truncated", ORDER.substring(0, 120)),
            postOther("/orders/summary", "wrong type: string for long", ORDER.replace("\"id\":1", "\"id\":\"one\"")),
            postOther("/orders/summary", "wrong type: object for list", ORDER.replace("\"tags\":[]", "\"tags\":{}")),
            post("/orders/summary", "UTF-8 BOM before the JSON", false, bom(ORDER)),
            postOther("/orders/summary", "empty body", ""),
            postOther("/orders/summary", "trailing garbage", ORDER + " x"),
            postOther("/orders/summary", "array for object", "[1,2]"),
            postOther("/orders/summary", "not JSON", "hello"));

    private ParityRequests() {
    }

    private static byte[] bom(String json) {
        byte[] text = json.getBytes(StandardCharsets.UTF_8);
        byte[] body = new byte[text.length + 3];
        body[0] = (byte) 0xEF;
        body[1] = (byte) 0xBB;
        body[2] = (byte) 0xBF;
        System.arraycopy(text, 0, body, 3, text.length);
        return body;
    }
}
