package dev.simdjson.binding;

import dev.simdjson.PropertyNaming;
import dev.simdjson.SimdJsonMapper;
import dev.simdjson.binding.model.Documents;
import dev.simdjson.binding.model.Envelope;
import dev.simdjson.binding.model.Types;
import dev.simdjson.binding.model.Users;
import dev.simdjson.runtime.Implementation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static dev.simdjson.binding.Fixtures.assertSameBytes;
import static dev.simdjson.binding.Fixtures.assertSameValue;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The generated documents of the benchmarks (the IPC envelopes, the users) and a few hand-written ones that exercise
 * the discriminator position, aliases, non-null inclusion and the naming strategy: simd-json against Jackson, on
 * both stage 1 kernels.
 */
class DocumentsDifferentialTest {

    private static final JsonMapper JACKSON = Fixtures.bootJackson();
    private static final Type USERS = Types.listOf(Users.User.class);

    // ---------------------------------------------------------------- the generator itself (no engine needed)

    @Test
    void generatedDocumentsAreWhatJacksonWrites() {
        for (Envelope envelope : List.of(Documents.control(), Documents.telemetry())) {
            assertSameBytes("generated " + envelope.getClass().getSimpleName(), JACKSON.writeValueAsBytes(envelope),
                    Documents.json(envelope));
            assertSameValue("Jackson reads generated " + envelope.getClass().getSimpleName(), envelope,
                    JACKSON.readValue(Documents.json(envelope), Envelope.class));
            assertSameValue("Jackson reads " + envelope.getClass().getSimpleName() + " with kind last", envelope,
                    JACKSON.readValue(Documents.jsonKindLast(envelope), Envelope.class));
        }
        for (int count : new int[] {1, 10, 500}) {
            List<Users.User> users = Documents.users(count);
            assertSameBytes(count + " users", JACKSON.writeValueAsBytes(users), Documents.json(users));
        }
    }

    @Test
    void generatedDocumentsHaveTheAdvertisedSizes() {
        assertThat(Documents.json(Documents.control()).length).isBetween(380, 460);
        assertThat(Documents.json(Documents.telemetry()).length).isBetween(1000, 1200);
        assertThat(Documents.json(Documents.users(1)).length).isBetween(140, 190);
        assertThat(Documents.json(Documents.users(10)).length).isBetween(1200, 1900);
        assertThat(Documents.json(Documents.users(500)).length).isBetween(75_000, 90_000);
        assertThat(Documents.json(Documents.control())).isEqualTo(Documents.json(Documents.control()));
    }

    // ---------------------------------------------------------------- envelopes

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void readsEnvelopes(Implementation implementation) {
        SimdJsonMapper mapper = Fixtures.simdjson(implementation);
        for (Envelope envelope : List.of(Documents.control(), Documents.telemetry())) {
            String name = envelope.getClass().getSimpleName();
            assertSameValue(name + " (" + implementation + ")", envelope,
                    mapper.readValue(Documents.json(envelope), Envelope.class));
            assertSameValue(name + " with kind last (" + implementation + ")", envelope,
                    mapper.readValue(Documents.jsonKindLast(envelope), Envelope.class));
            assertSameValue(name + " as its own record type (" + implementation + ")", envelope,
                    mapper.readValue(Documents.json(envelope), envelope.getClass()));
        }
    }

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void readsTheIssuesSampleFrames(Implementation implementation) {
        SimdJsonMapper mapper = Fixtures.simdjson(implementation);
        String[] frames = {
                "{\"kind\":\"Control\",\"ts\":1710000000000,\"stream_id\":42,\"op\":\"resume\",\"node\":\"ingest-a\","
                        + "\"tags\":[\"vip\",\"cdn-eu\",\"edge-12\"]}",
                "{\"kind\":\"Telemetry\",\"ts\":1710000000000,\"stream_id\":42,"
                        + "\"samples\":[0.12,0.08,0.10,0.09,0.13,0.11],\"metric\":\"p95_latency\"}",
                "{\"ts\":1710000000000,\"stream_id\":42,\"samples\":[1,2.5e0,-0.0],\"metric\":\"m\",\"kind\":\"Telemetry\"}",
                " { \"stream_id\" : 7 , \"kind\" : \"Control\" , \"op\" : \"drain\" , \"tags\" : [ ] , \"ts\" : 1 } "};
        for (String frame : frames) {
            byte[] json = frame.getBytes(StandardCharsets.UTF_8);
            assertSameValue(frame, JACKSON.readValue(json, Envelope.class), mapper.readValue(json, Envelope.class));
        }
    }

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void writesEnvelopes(Implementation implementation) {
        SimdJsonMapper mapper = Fixtures.simdjson(implementation);
        for (Envelope envelope : List.of(Documents.control(), Documents.telemetry())) {
            assertSameBytes(envelope.getClass().getSimpleName() + " (" + implementation + ")",
                    Documents.json(envelope), mapper.writeValueAsBytes(envelope));
        }
    }

    // ---------------------------------------------------------------- users

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void readsAndWritesUsers(Implementation implementation) {
        SimdJsonMapper mapper = Fixtures.simdjson(implementation);
        for (int count : new int[] {1, 10, 500}) {
            List<Users.User> users = Documents.users(count);
            byte[] json = Documents.json(users);
            List<Users.User> read = mapper.readValue(json, USERS);
            assertSameValue(count + " users (" + implementation + ")", users, read);
            assertSameBytes(count + " users written (" + implementation + ")", json, mapper.writeValueAsBytes(users));
            // A document inside a larger buffer: offset and length, bytes around it that are not JSON.
            byte[] framed = new byte[json.length + 80];
            java.util.Arrays.fill(framed, (byte) '#');
            System.arraycopy(json, 0, framed, 13, json.length);
            assertSameValue(count + " users at offset 13 (" + implementation + ")", users,
                    mapper.readValue(framed, 13, json.length, USERS));
        }
    }

    // ---------------------------------------------------------------- annotations and naming

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void aliasesAndNonNullInclusion(Implementation implementation) {
        SimdJsonMapper mapper = Fixtures.simdjson(implementation);
        String[] documents = {
                "{\"full_name\":\"Ada\",\"email\":\"ada@x.io\",\"nickname\":\"A\",\"retry_count\":3}",
                "{\"full_name\":\"Ada\",\"mail\":\"ada@x.io\",\"retry_count\":3}",
                "{\"e_mail\":\"ada@x.io\",\"unknown\":{\"deep\":[1,{\"x\":null}]},\"full_name\":null}",
                "{}"};
        for (String document : documents) {
            byte[] json = document.getBytes(StandardCharsets.UTF_8);
            TestTypes.Annotated expected;
            try {
                expected = JACKSON.readValue(json, TestTypes.Annotated.class);
            } catch (RuntimeException jacksonRejects) {
                // A missing primitive creator argument: Jackson 3 (FAIL_ON_NULL_FOR_PRIMITIVES) rejects it; so must we.
                assertThatThrownBy(() -> mapper.readValue(json, TestTypes.Annotated.class))
                        .as(document + " (Jackson: " + jacksonRejects.getMessage() + ")")
                        .isInstanceOf(RuntimeException.class);
                continue;
            }
            assertSameValue(document, expected, mapper.readValue(json, TestTypes.Annotated.class));
            assertSameBytes("written " + expected, JACKSON.writeValueAsBytes(expected), mapper.writeValueAsBytes(expected));
        }
    }

    @ParameterizedTest
    @EnumSource(value = Implementation.class, names = {"VECTOR", "SCALAR"})
    void snakeCaseNaming(Implementation implementation) {
        JsonMapper jackson = Fixtures.bootJacksonSnakeCase();
        SimdJsonMapper mapper = Fixtures.simdjson(implementation, PropertyNaming.SNAKE_CASE);
        TestTypes.SnakeCase value = new TestTypes.SnakeCase(42, "ingest-a", 3, List.of("vip", "edge-12"), true);
        byte[] expected = jackson.writeValueAsBytes(value);
        assertSameBytes("SNAKE_CASE " + value, expected, mapper.writeValueAsBytes(value));
        assertSameValue("SNAKE_CASE " + Fixtures.text(expected), jackson.readValue(expected, TestTypes.SnakeCase.class),
                mapper.readValue(expected, TestTypes.SnakeCase.class));
    }
}
