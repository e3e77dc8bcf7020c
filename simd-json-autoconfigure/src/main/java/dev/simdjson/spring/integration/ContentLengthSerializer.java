package dev.simdjson.spring.integration;

import dev.simdjson.spring.ClientErrorText;
import org.springframework.integration.ip.tcp.serializer.AbstractByteArraySerializer;
import org.springframework.integration.ip.tcp.serializer.SoftEndOfStreamException;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Frames as the Language Server Protocol sends them: header lines ending in CRLF ({@code Content-Length: N}
 * required, others such as {@code Content-Type} ignored), an empty line, then N bytes of JSON. Header lines are
 * bounded (1 KB each, 16 of them) and N by the maximum frame size, so a peer cannot make the reader buffer without
 * limit. An HTTP request line or {@code Host:} header ends the connection: an HTTP request is not read as a frame.
 */
public class ContentLengthSerializer extends AbstractByteArraySerializer {

    private static final int MAX_HEADER_LINE = 1024;
    private static final int MAX_HEADER_LINES = 16;
    private static final String CONTENT_LENGTH = "content-length:";

    @Override
    public byte[] deserialize(InputStream in) throws IOException {
        byte[] line = new byte[MAX_HEADER_LINE]; // one buffer for all the header lines of this frame
        int length = -1;
        for (int number = 0; ; number++) {
            if (number == MAX_HEADER_LINES) {
                throw new IOException("More than " + MAX_HEADER_LINES + " header lines before the JSON");
            }
            String header = readLine(in, line, number == 0);
            if (header.isEmpty()) {
                break;
            }
            if (isHttp(header)) {
                throw new IOException("An HTTP request, not a Content-Length frame: closing the connection");
            }
            if (header.regionMatches(true, 0, CONTENT_LENGTH, 0, CONTENT_LENGTH.length())) {
                length = parseLength(header.substring(CONTENT_LENGTH.length()).trim());
            }
        }
        if (length < 0) {
            throw new IOException("Frame headers without Content-Length");
        }
        if (length > getMaxMessageSize()) {
            throw new IOException("Content-Length " + length + " is over the maximum frame size of "
                    + getMaxMessageSize() + " bytes");
        }
        byte[] frame = in.readNBytes(length);
        if (frame.length < length) {
            throw new IOException("Stream closed after " + frame.length + " of " + length + " bytes of a frame");
        }
        return frame;
    }

    /** An HTTP request line or {@code Host:} header: an HTTP client (or a web page) reached a JSON socket endpoint. */
    private static boolean isHttp(String header) {
        byte[] line = header.getBytes(StandardCharsets.US_ASCII);
        return HttpRequestDetector.isRequestLine(line, 0, line.length)
                || header.regionMatches(true, 0, "host:", 0, "host:".length());
    }

    private static int parseLength(String value) throws IOException {
        try {
            int length = Integer.parseInt(value);
            if (length < 0) {
                throw new NumberFormatException(value);
            }
            return length;
        } catch (NumberFormatException e) {
            throw new IOException("Invalid Content-Length '" + ClientErrorText.escapeControls(value) + "'");
        }
    }

    /** One header line without its CRLF (a bare LF is accepted too); the stream's end before a frame ends it. */
    private static String readLine(InputStream in, byte[] line, boolean first) throws IOException {
        int n = 0;
        while (true) {
            int b = in.read();
            if (b < 0) {
                if (first && n == 0) {
                    throw new SoftEndOfStreamException("Stream closed between frames"); // a clean end
                }
                throw new IOException("Stream closed inside frame headers");
            }
            if (b == '\n') {
                int end = n > 0 && line[n - 1] == '\r' ? n - 1 : n;
                return new String(line, 0, end, StandardCharsets.US_ASCII);
            }
            if (n == MAX_HEADER_LINE) {
                throw new IOException("A frame header line longer than " + MAX_HEADER_LINE + " bytes");
            }
            line[n++] = (byte) b;
        }
    }

    @Override
    public void serialize(byte[] bytes, OutputStream out) throws IOException {
        out.write(("Content-Length: " + bytes.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(bytes);
        out.flush();
    }
}
