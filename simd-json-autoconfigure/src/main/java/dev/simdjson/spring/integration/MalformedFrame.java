package dev.simdjson.spring.integration;

import dev.simdjson.JsonException;
import dev.simdjson.spring.ClientErrorText;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.support.MessageBuilder;
import org.springframework.messaging.Message;
import org.springframework.messaging.MessageHeaders;
import org.springframework.messaging.support.ErrorMessage;

/**
 * What {@link JsonFrameMessageMapper} makes of a frame that is not valid JSON, does not fit the payload type, or is
 * JSON {@code null} (a message cannot carry it): the adapter turns it into an {@code ErrorMessage} with a
 * {@link JsonFrameException}, and the connection reads on.
 *
 * @param connectionId the connection it came on
 * @param frameNumber  its number on that connection, from 1
 * @param frame        its bytes
 * @param reason       why it was refused
 * @param offset       the byte offset inside the frame
 * @param line         the line inside the frame, from 1
 * @param column       the column inside the frame, from 1
 * @param cause        the parser's exception, if any
 */
public record MalformedFrame(String connectionId, long frameNumber, byte[] frame, String reason, long offset,
                             long line, long column, @Nullable JsonException cause) {

    /**
     * What goes to the error channel: an {@code ErrorMessage} with a {@link JsonFrameException} whose failed message
     * carries the frame's bytes and the headers the frame came with.
     */
    ErrorMessage toErrorMessage(MessageHeaders headers) {
        Message<byte[]> failed = MessageBuilder.withPayload(frame).copyHeaders(headers).build();
        return new ErrorMessage(new JsonFrameException(failed, this), headers);
    }

    static MalformedFrame of(String connectionId, long frameNumber, byte[] frame, JsonException e) {
        // The reason without the position (a bind error's names its JSON path): the position has fields of its own.
        // Control characters escaped: the reason may quote the input (a union's unknown "kind", say), and it ends up
        // in log lines.
        return new MalformedFrame(connectionId, frameNumber, frame, ClientErrorText.escapeControls(e.reason()),
                e.offset(), e.line(), e.column(), e);
    }

    static MalformedFrame nullFrame(String connectionId, long frameNumber, byte[] frame) {
        return new MalformedFrame(connectionId, frameNumber, frame, "the frame is JSON null, which no message carries",
                0, 1, 1, null);
    }
}
