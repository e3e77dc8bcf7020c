package dev.simdjson.spring.integration;

/**
 * The frame a gateway answers a malformed frame with: {@code {"error":{"reason":…,"frame":3,"offset":12,"line":1,
 * "column":13}}}.
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

    static FrameErrorReply of(MalformedFrame frame) {
        return new FrameErrorReply(new Error(frame.reason(), frame.frameNumber(), frame.offset(), frame.line(),
                frame.column()));
    }
}
