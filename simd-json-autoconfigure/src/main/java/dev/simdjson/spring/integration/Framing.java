package dev.simdjson.spring.integration;

/**
 * How JSON frames are delimited on a socket, the same for TCP and Unix domain sockets; {@link FramingSerializers}
 * gives the serializer of each (kept apart so that this enum, a property type, loads without Spring Integration).
 */
public enum Framing {

    /** A 4-byte big-endian length, then the JSON: Spring Integration's peers ({@code TcpCodecs.lengthHeader4()}). */
    LENGTH_HEADER_4_BIG_ENDIAN,
    /** A 4-byte little-endian length (u32 LE), then the JSON: IPC frames, Chrome native messaging. */
    LENGTH_HEADER_4_LITTLE_ENDIAN,
    /** A 2-byte big-endian length (frames up to 65,535 bytes). */
    LENGTH_HEADER_2,
    /** A 1-byte length (frames up to 255 bytes). */
    LENGTH_HEADER_1,
    /** One JSON document per line, ended by LF (CRLF is tolerated: the CR is JSON whitespace); MCP's stdio framing. */
    NDJSON,
    /** {@code Content-Length: N} header lines, an empty line, then N bytes: as the Language Server Protocol sends. */
    CONTENT_LENGTH,
    /** JSON documents one after another, each frame one document. */
    JSON_STREAM
}
