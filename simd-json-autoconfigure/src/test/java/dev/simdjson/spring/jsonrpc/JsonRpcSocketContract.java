package dev.simdjson.spring.jsonrpc;

import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.SocketTestSupport;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * JSON-RPC over a socket, NDJSON framing: the transport contract on a connection per exchange (a request of the
 * specification's examples, which call synchronous methods only, is known to be unanswered when the answer to a
 * call sent after it comes first), answers out of order when a method answers
 * later, and a connection held by a slow method holding up no other.
 */
abstract class JsonRpcSocketContract extends JsonRpcTransportContract {

    private static final String PROBE = "{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"probe\"],\"id\":\"probe\"}";

    /** A client connection: its streams; closing it closes the socket. */
    interface Connection extends AutoCloseable {
        OutputStream output();

        InputStream input();
    }

    abstract Connection connect() throws Exception;

    @Override
    byte[] exchange(byte[] request) throws Exception {
        try (Connection c = connect()) {
            SocketTestSupport.send(Framing.NDJSON, c.output(), new String(request, StandardCharsets.UTF_8)
                    .replace('\n', ' ')); // one request per line
            SocketTestSupport.send(Framing.NDJSON, c.output(), PROBE);
            String first = SocketTestSupport.receive(Framing.NDJSON, c.input());
            if (first.contains("\"probe\"")) {
                return null; // nothing came for the request
            }
            String probe = SocketTestSupport.receive(Framing.NDJSON, c.input());
            assertThat(probe).contains("\"probe\"");
            return bytes(first);
        }
    }

    @Override
    byte[] call(byte[] request) throws Exception {
        try (Connection c = connect()) {
            SocketTestSupport.send(Framing.NDJSON, c.output(), new String(request, StandardCharsets.UTF_8));
            return bytes(SocketTestSupport.receive(Framing.NDJSON, c.input()));
        }
    }

    @Test
    void aLaterAnswerLetsTheNextRequestOnTheSameConnectionBeAnsweredFirst() throws Exception {
        try (Connection c = connect()) {
            SocketTestSupport.send(Framing.NDJSON, c.output(),
                    "{\"jsonrpc\":\"2.0\",\"method\":\"later\",\"params\":[\"slow\",400],\"id\":1}");
            SocketTestSupport.send(Framing.NDJSON, c.output(),
                    "{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"fast\"],\"id\":2}");
            JsonNode first = JACKSON.readTree(SocketTestSupport.receive(Framing.NDJSON, c.input()));
            JsonNode second = JACKSON.readTree(SocketTestSupport.receive(Framing.NDJSON, c.input()));
            assertThat(first.get("id").asInt()).isEqualTo(2);
            assertThat(first.get("result").asString()).isEqualTo("fast");
            assertThat(second.get("id").asInt()).isEqualTo(1);
            assertThat(second.get("result").asString()).isEqualTo("slow");
        }
    }

    @Test
    void aConnectionHeldByASlowMethodHoldsUpNoOther() throws Exception {
        timing.gate = new CountDownLatch(1);
        try (Connection held = connect(); Connection other = connect()) {
            SocketTestSupport.send(Framing.NDJSON, held.output(), "{\"jsonrpc\":\"2.0\",\"method\":\"held\",\"id\":1}");
            SocketTestSupport.send(Framing.NDJSON, other.output(),
                    "{\"jsonrpc\":\"2.0\",\"method\":\"echo\",\"params\":[\"free\"],\"id\":2}");
            assertThat(SocketTestSupport.receive(Framing.NDJSON, other.input())).contains("\"free\"");
            assertThat(timing.gate.getCount()).as("the held call still holds").isEqualTo(1);
            timing.gate.countDown();
            assertThat(SocketTestSupport.receive(Framing.NDJSON, held.input())).contains("\"released\"");
        }
    }
}
