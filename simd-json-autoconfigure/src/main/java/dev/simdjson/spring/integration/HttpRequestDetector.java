package dev.simdjson.spring.integration;

import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * Tells an HTTP request that reached a JSON socket endpoint (a web page's no-cors POST to a loopback port, a
 * misdirected client) from a frame, as Redis does for {@code POST} and {@code Host:}: a request line
 * ({@code POST / HTTP/1.1}, also with its first bytes eaten by a length header, or the method alone when documents are
 * cut at whitespace) or a header line ({@code Host: 127.0.0.1:7071}). Every such frame starts with a letter that no
 * JSON document starts with (JSON's literals are lower-case and none is followed by a space or a colon), so valid
 * JSON is never taken for HTTP.
 */
final class HttpRequestDetector {

    private static final Set<String> METHODS = Set.of("GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH",
            "CONNECT", "TRACE", "PRI");
    private static final byte[] HTTP_VERSION = " HTTP/".getBytes(StandardCharsets.US_ASCII);
    /** How far into a frame its first line is looked at. */
    private static final int SCAN = 8 * 1024;

    private HttpRequestDetector() {
    }

    /** Whether the frame's first line (after JSON whitespace) is an HTTP request line or header line. */
    static boolean looksLikeHttp(byte[] frame) {
        int start = 0;
        while (start < frame.length && isJsonWhitespace(frame[start])) {
            start++;
        }
        if (start == frame.length || !isLetter(frame[start])) {
            return false; // the fast path: every JSON document
        }
        int end = start;
        int limit = Math.min(frame.length, start + SCAN);
        while (end < limit && frame[end] != '\n' && frame[end] != '\r') {
            end++;
        }
        return isRequestLine(frame, start, end) || isHeaderLine(frame, start, end);
    }

    /** {@code METHOD target HTTP/x}, the method alone, or a line holding " HTTP/" that starts with a letter. */
    static boolean isRequestLine(byte[] line, int start, int end) {
        if (start == end || !isLetter(line[start])) {
            return false;
        }
        int token = start;
        while (token < end && line[token] >= 'A' && line[token] <= 'Z') {
            token++;
        }
        if ((token == end || line[token] == ' ')
                && METHODS.contains(new String(line, start, token - start, StandardCharsets.US_ASCII))) {
            return true;
        }
        return indexOf(line, start, end, HTTP_VERSION) >= 0;
    }

    /** {@code Name: value}, the name letters, digits and '-'. */
    static boolean isHeaderLine(byte[] line, int start, int end) {
        if (start == end || !isLetter(line[start])) {
            return false;
        }
        for (int i = start + 1; i < end; i++) {
            byte b = line[i];
            if (b == ':') {
                return true;
            }
            if (!isLetter(b) && !(b >= '0' && b <= '9') && b != '-') {
                return false;
            }
        }
        return false;
    }

    private static int indexOf(byte[] haystack, int start, int end, byte[] needle) {
        outer:
        for (int i = start; i <= end - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static boolean isLetter(byte b) {
        return (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z');
    }

    private static boolean isJsonWhitespace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r';
    }
}
