package dev.simdjson.demo;

import dev.simdjson.spring.jsonrpc.client.JsonRpcTemplates;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Typed JSON-RPC clients calling the demo's own methods over each transport: {@code GET /api/rpc-clients} makes the
 * same calls through {@link DemoRpc} over HTTP, TCP and the Unix domain socket (the clients {@code demo-http},
 * {@code demo-tcp} and {@code demo-uds} of application.properties) and answers what each got; 503 with the starter
 * off, as there are no clients then.
 */
@RestController
class RpcClientsController {

    private static final Log logger = LogFactory.getLog(RpcClientsController.class);
    private static final List<String> TRANSPORTS = List.of("http", "tcp", "uds");

    private final ObjectProvider<JsonRpcTemplates> templates;

    /** @param templates absent when the starter is off ({@code simdjson.enabled=false}) */
    RpcClientsController(ObjectProvider<JsonRpcTemplates> templates) {
        this.templates = templates;
    }

    @GetMapping("/api/rpc-clients")
    ResponseEntity<Map<String, Answers>> callOverEachTransport() throws Exception {
        JsonRpcTemplates clients = templates.getIfAvailable();
        if (clients == null) {
            return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).build();
        }
        Map<String, Answers> answers = new LinkedHashMap<>();
        for (String transport : TRANSPORTS) {
            DemoRpc rpc = clients.client(DemoRpc.class, "demo-" + transport);
            rpc.notifyHello(1);
            answers.put(transport, new Answers(rpc.subtract(42, 23), rpc.sum(1, 2, 4),
                    rpc.getData().get(10, TimeUnit.SECONDS)));
        }
        return ResponseEntity.ok(answers);
    }

    /** What one transport's client got back. */
    record Answers(int subtract, long sum, List<Object> getData) {
    }

    @EventListener(ApplicationReadyEvent.class)
    void printWhereTheClientsAre() {
        logger.info("Typed JSON-RPC clients of these methods over HTTP, TCP and the Unix domain socket: "
                + "GET /api/rpc-clients");
    }
}
