package dev.simdjson.spring.integration;

import dev.simdjson.spring.ClientErrorText;

/**
 * The frame a gateway answers a malformed frame with: {@code {"error":{"reason":…,"frame":3,"offset":12,"line":1,
 * "column":13}}}; and a frame the flow did not answer ({@code "no reply from the flow"}, {@code "the flow failed"},
 * {@code "no reply from the flow in time"}), with offset, line and column 0.
 *
 * @param error what was wrong and where
 */
public record FrameErrorReply(Error error) {

    /**
     * @param reason why the frame was refused
     * @param frame  its number on the connection
     * @param offset the byte offset inside the frame
     * @param line   the line inside the frame
     * @param column the column inside the frame
     */
    public record Error(String reason, long frame, long offset, long line, long column) {
    }

    /** The answer to a frame that was JSON but got no reply from the flow: no position (offset, line, column 0). */
    static FrameErrorReply unanswered(String reason, long frame) {
        return new FrameErrorReply(new Error(reason, frame, 0, 0, 0));
    }

    static FrameErrorReply of(MalformedFrame frame) {
        // What the application's own code said (a constructor that threw) stays in its logs, as over HTTP.
        return new FrameErrorReply(new Error(ClientErrorText.reason(frame.reason()), frame.frameNumber(), frame.offset(), frame.line(),
                frame.column()));
    }
}
