package dev.simdjson.spring.integration.dsl;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.spring.integration.FrameBinding;
import dev.simdjson.spring.integration.Framing;
import org.springframework.util.unit.DataSize;

import java.lang.reflect.Type;

/**
 * The frame options the inbound adapter and gateway specs share: framing, maximum frame size, payload type, mapper.
 *
 * @param <S> the spec itself
 */
public interface FrameBindingSpec<S extends FrameBindingSpec<S>> {

    /** The binding these options set. */
    FrameBinding frameBinding();

    /** What each frame is bound to (default {@code Object}: maps, lists, strings, numbers). */
    default S payloadType(Type payloadType) {
        frameBinding().setPayloadType(payloadType);
        return self();
    }

    /** How frames are cut from the stream (default a 4-byte big-endian length header, Spring Integration's). */
    default S framing(Framing framing) {
        frameBinding().setFraming(framing);
        return self();
    }

    /** The largest frame (default 1 MB); a longer one closes its connection with a logged reason. */
    default S maxFrameSize(DataSize maxFrameSize) {
        frameBinding().setMaxFrameSize(Math.toIntExact(maxFrameSize.toBytes()));
        return self();
    }

    /** The mapper that binds frames and writes replies (default the application's {@link SimdJsonMapper} bean). */
    default S mapper(SimdJsonMapper mapper) {
        frameBinding().setMapper(mapper);
        return self();
    }

    @SuppressWarnings("unchecked")
    private S self() {
        return (S) this;
    }
}
