package dev.simdjson.demo;

import dev.simdjson.spring.integration.JsonFrameException;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.EventListener;
import org.springframework.integration.dsl.IntegrationFlow;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.messaging.MessagingException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import java.net.InetSocketAddress;
import java.util.concurrent.atomic.LongAdder;

/**
 * Where the envelopes that arrive over the sockets go: the starter's inbound adapters (configured in
 * application.properties) bind each frame into an {@link Envelope} and send it to {@code envelopes}; this counts
 * them per kind, counts and logs the malformed frames from {@code envelopeErrors}, and answers the counts at
 * {@code GET /api/frames}. At startup it prints where the adapters listen.
 */
@Configuration(proxyBeanMethods = false)
@RestController
class EnvelopeFlows {

    private static final Log logger = LogFactory.getLog(EnvelopeFlows.class);

    private final LongAdder control = new LongAdder();
    private final LongAdder telemetry = new LongAdder();
    private final LongAdder malformed = new LongAdder();

    @Bean
    IntegrationFlow envelopesFlow() {
        return IntegrationFlow.from("envelopes").handle(Envelope.class, (envelope, headers) -> {
            switch (envelope) {
                case Envelope.Control c -> control.increment();
                case Envelope.Telemetry t -> telemetry.increment();
            }
            return null;
        }).get();
    }

    @Bean
    IntegrationFlow envelopeErrorsFlow() {
        return IntegrationFlow.from("envelopeErrors").handle(MessagingException.class, (error, headers) -> {
            malformed.increment();
            if (error instanceof JsonFrameException frame) {
                logger.warn("Malformed envelope frame " + frame.frameNumber() + " on " + frame.connectionId()
                        + " at line " + frame.line() + ", column " + frame.column() + ": " + frame.getMessage());
            }
            return null;
        }).get();
    }

    /** Frames received per kind, and the malformed ones. */
    record FrameCounts(long control, long telemetry, long malformed) {
    }

    @GetMapping("/api/frames")
    FrameCounts frames() {
        return new FrameCounts(control.sum(), telemetry.sum(), malformed.sum());
    }

    @EventListener(ApplicationReadyEvent.class)
    void printWhereTheSocketsListen(ApplicationReadyEvent event) {
        var context = event.getApplicationContext();
        if (context.containsBean("simdJsonUdsConnectionFactory")
                && context.getBean("simdJsonUdsConnectionFactory") instanceof UnixDomainServerConnectionFactory uds) {
            logger.info("Envelope frames (u32 LE length + JSON) over a Unix domain socket at " + uds.getPath());
        }
        if (context.containsBean("simdJsonTcpConnectionFactory")
                && context.getBean("simdJsonTcpConnectionFactory") instanceof TcpNetServerConnectionFactory tcp) {
            logger.info("Envelope frames (u32 LE length + JSON) over TCP at " + address(tcp));
        }
    }

    /** {@code host:port} of a TCP factory, with the port it is bound to. */
    static String address(TcpNetServerConnectionFactory tcp) {
        int port = tcp.getServerSocketAddress() instanceof InetSocketAddress a ? a.getPort() : tcp.getPort();
        return tcp.getLocalAddress() + ":" + port;
    }
}
