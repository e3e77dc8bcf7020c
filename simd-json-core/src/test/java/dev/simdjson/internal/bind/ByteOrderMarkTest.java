package dev.simdjson.internal.bind;

import dev.simdjson.JsonParseException;
import dev.simdjson.SimdJsonMapper;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The mapper skips one leading UTF-8 byte order mark, as Jackson does; anything more is still invalid. */
class ByteOrderMarkTest {

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private final SimdJsonMapper mapper = SimdJsonMapper.create();

    @Test
    void oneLeadingByteOrderMarkIsSkipped() {
        assertThat(mapper.readValue(withBom("{\"a\":1}"), Map.class)).isEqualTo(Map.of("a", 1));
        assertThat(mapper.readTree(withBom("[true]")).get(0).asBoolean()).isTrue();
        byte[] sliced = ("xx" + new String(withBom("7"), StandardCharsets.ISO_8859_1))
                .getBytes(StandardCharsets.ISO_8859_1);
        assertThat(mapper.readValue(sliced, 2, sliced.length - 2, Integer.class)).isEqualTo(7);
    }

    @Test
    void aByteOrderMarkAloneTwiceOrLaterIsInvalid() {
        assertThatThrownBy(() -> mapper.readValue(BOM, Object.class)).isInstanceOf(JsonParseException.class);
        assertThatThrownBy(() -> mapper.readValue(withBom(new String(withBom("1"),
                StandardCharsets.ISO_8859_1)), Object.class))
                .isInstanceOf(JsonParseException.class);
        byte[] later = " \uFEFF1".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> mapper.readValue(later, Object.class)).isInstanceOf(JsonParseException.class);
    }

    private static byte[] withBom(String json) {
        byte[] body = json.getBytes(StandardCharsets.ISO_8859_1);
        byte[] all = new byte[BOM.length + body.length];
        System.arraycopy(BOM, 0, all, 0, BOM.length);
        System.arraycopy(body, 0, all, BOM.length, body.length);
        return all;
    }
}
