package dev.simdjson.spring.integration;

import org.springframework.messaging.Message;
import org.springframework.messaging.MessagingException;

/**
 * A socket frame that is not valid JSON or does not fit the payload type, with where it happened: the connection,
 * the frame's number on it, and the byte offset, line and column inside the frame. Sent to the adapter's error
 * channel as the payload of an {@code ErrorMessage}; the failed message's payload is the frame's bytes.
 */
public class JsonFrameException extends MessagingException {

    private final String connectionId;
    private final long frameNumber;
    private final long offset;
    private final long line;
    private final long column;

    public JsonFrameException(Message<?> failedMessage, MalformedFrame frame) {
        super(failedMessage, "Frame " + frame.frameNumber() + " on connection " + frame.connectionId() + ": "
                + frame.reason() + " at line " + frame.line() + ", column " + frame.column() + " (byte "
                + frame.offset() + ")", frame.cause());
        this.connectionId = frame.connectionId();
        this.frameNumber = frame.frameNumber();
        this.offset = frame.offset();
        this.line = frame.line();
        this.column = frame.column();
    }

    public String connectionId() {
        return connectionId;
    }

    public long frameNumber() {
        return frameNumber;
    }

    /** The byte offset inside the frame. */
    public long offset() {
        return offset;
    }

    public long line() {
        return line;
    }

    public long column() {
        return column;
    }
}
