package dev.simdjson.spring.integration;

import dev.simdjson.JsonParseException;
import org.apache.commons.logging.LogFactory;
import org.springframework.integration.ip.tcp.connection.AbstractConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpConnectionInterceptorFactoryChain;
import org.springframework.integration.ip.tcp.connection.TcpConnectionInterceptorSupport;
import org.springframework.messaging.Message;

/**
 * A Spring Integration connection interceptor that closes a server connection which is not speaking JSON: at once
 * when a frame is an HTTP request line or header ({@link HttpRequestDetector}: a web page can make a browser send
 * one to a loopback port), and after {@code maxConsecutiveParseErrors} frames in a row that are not JSON. A frame
 * counts as not JSON when the adapter's mapper made a {@link MalformedFrame} of a syntax error (a frame of the wrong
 * shape is valid JSON and does not count), or when the reply sent for it carries {@link JsonFrameHeaders#NOT_JSON}
 * (the JSON-RPC endpoint's -32700 answers, sent while the frame is handled). One interceptor per connection, so the
 * count is the connection's own.
 */
public final class FrameGuard extends TcpConnectionInterceptorSupport {

    private static final RepeatedFailureLog FAILURES = new RepeatedFailureLog(LogFactory.getLog(FrameGuard.class));

    private final int maxConsecutiveParseErrors;
    private int consecutiveParseErrors;
    private volatile boolean repliedNotJson;
    /** Set when this guard closed the connection: frames read ahead into a buffer are not delivered after it. */
    private volatile boolean refused;

    private FrameGuard(AbstractConnectionFactory factory, int maxConsecutiveParseErrors) {
        super(factory.getApplicationEventPublisher());
        this.maxConsecutiveParseErrors = maxConsecutiveParseErrors;
    }

    /** Guards every connection {@code factory} accepts (replacing its interceptor chain). */
    public static void install(AbstractConnectionFactory factory, int maxConsecutiveParseErrors) {
        if (maxConsecutiveParseErrors <= 0) {
            throw new IllegalArgumentException("max-consecutive-parse-errors must be positive, was "
                    + maxConsecutiveParseErrors);
        }
        TcpConnectionInterceptorFactoryChain chain = new TcpConnectionInterceptorFactoryChain();
        chain.setInterceptor(() -> new FrameGuard(factory, maxConsecutiveParseErrors));
        factory.setInterceptorFactoryChain(chain);
    }

    @Override
    public void onMessage(Message<?> message) {
        if (refused) {
            return;
        }
        Object payload = message.getPayload();
        byte[] frame = payload instanceof byte[] bytes ? bytes
                : payload instanceof MalformedFrame malformed ? malformed.frame() : null;
        if (frame != null && HttpRequestDetector.looksLikeHttp(frame)) {
            FAILURES.warn("http", "Closing connection " + getConnectionId() + ": it sent an HTTP request, not JSON"
                    + " (an HTTP client or a web page reaching a JSON socket endpoint); the frame is not processed",
                    null);
            refuse();
            return;
        }
        repliedNotJson = false;
        super.onMessage(message);
        boolean notJson = repliedNotJson || payload instanceof MalformedFrame malformed
                && malformed.cause() instanceof JsonParseException;
        consecutiveParseErrors = notJson ? consecutiveParseErrors + 1 : 0;
        if (consecutiveParseErrors >= maxConsecutiveParseErrors) {
            FAILURES.warn("not json", "Closing connection " + getConnectionId() + ": " + consecutiveParseErrors
                    + " frames in a row were not JSON (simdjson.*.max-consecutive-parse-errors)", null);
            refuse();
        }
    }

    private void refuse() {
        refused = true;
        close();
    }

    @Override
    public void send(Message<?> message) {
        if (Boolean.TRUE.equals(message.getHeaders().get(JsonFrameHeaders.NOT_JSON))) {
            repliedNotJson = true;
        }
        super.send(message);
    }
}
