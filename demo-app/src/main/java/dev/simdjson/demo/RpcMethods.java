package dev.simdjson.demo;

import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import dev.simdjson.spring.jsonrpc.JsonRpcMethod;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.stereotype.Component;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The JSON-RPC 2.0 methods the specification's examples call, served by the starter on {@code POST /jsonrpc}, on TCP
 * {@code 127.0.0.1:7071} and on a Unix domain socket (NDJSON: one request per line, one response per line, nothing
 * for notifications); see application.properties. At startup it prints where.
 */
@Component
public class RpcMethods {

    private static final Log logger = LogFactory.getLog(RpcMethods.class);

    private final AtomicLong notifications = new AtomicLong();

    /** {@code [42, 23]} or {@code {"minuend": 42, "subtrahend": 23}}: 19. */
    @JsonRpcMethod
    public int subtract(int minuend, int subtrahend) {
        return minuend - subtrahend;
    }

    /** {@code [1, 2, 4]}: 7. */
    @JsonRpcMethod
    public long sum(int... numbers) {
        return Arrays.stream(numbers).asLongStream().sum();
    }

    /** {@code ["hello", 5]}. */
    @JsonRpcMethod("get_data")
    public List<Object> getData() {
        return List.of("hello", 5);
    }

    /** A notification in the specification's examples: logged, never answered. */
    @JsonRpcMethod
    public void update(int... values) {
        notified("update " + Arrays.toString(values));
    }

    @JsonRpcMethod("notify_hello")
    public void notifyHello(int value) {
        notified("hello " + value);
    }

    @JsonRpcMethod("notify_sum")
    public void notifySum(int... values) {
        notified("sum " + sum(values));
    }

    /** How many notifications ran. */
    public long notifications() {
        return notifications.get();
    }

    private void notified(String what) {
        notifications.incrementAndGet();
        logger.info("JSON-RPC notification: " + what);
    }

    @EventListener(ApplicationReadyEvent.class)
    void printWhereJsonRpcListens(ApplicationReadyEvent event) {
        var context = event.getApplicationContext();
        String port = context.getEnvironment().getProperty("local.server.port", "8080");
        String path = context.getEnvironment().getProperty("simdjson.jsonrpc.path", "/jsonrpc");
        logger.info("JSON-RPC 2.0 over HTTP at POST http://localhost:" + port + path);
        if (context.containsBean("simdJsonRpcTcpConnectionFactory")
                && context.getBean("simdJsonRpcTcpConnectionFactory") instanceof TcpNetServerConnectionFactory tcp) {
            logger.info("JSON-RPC 2.0 over TCP (one request per line) at " + EnvelopeFlows.address(tcp));
        }
        if (context.containsBean("simdJsonRpcUdsConnectionFactory")
                && context.getBean("simdJsonRpcUdsConnectionFactory") instanceof UnixDomainServerConnectionFactory uds) {
            logger.info("JSON-RPC 2.0 over a Unix domain socket (one request per line) at " + uds.getPath());
        }
    }
}
