package dev.simdjson.benchmarks.sockets;

import dev.simdjson.SimdJsonMapper;
import dev.simdjson.binding.model.Envelope;
import dev.simdjson.spring.ParseMetrics;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.integration.BufferedTcpNetConnectionSupport;
import dev.simdjson.spring.integration.Framing;
import dev.simdjson.spring.integration.FramingSerializers;
import dev.simdjson.spring.integration.JsonFrameMessageMapper;
import dev.simdjson.spring.integration.JsonFrameReceivingChannelAdapter;
import dev.simdjson.spring.integration.SocketDefaults;
import dev.simdjson.spring.integration.UnixDomainServerConnectionFactory;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.integration.channel.DirectChannel;
import org.springframework.integration.config.EnableIntegration;
import org.springframework.integration.ip.tcp.connection.AbstractServerConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;
import org.springframework.messaging.MessageHandler;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The starter's inbound socket adapter as the auto-configuration builds it (Spring Integration's receiving channel
 * adapter on our Unix domain socket factory, or on Spring Integration's TCP factory with our buffered connections;
 * u32 little-endian framing; a virtual thread per connection), sending into a direct channel whose subscriber is
 * {@code handler}. The payload is bound by simd-json or, behind the same adapter and headers, by Jackson 3. Shared by
 * the socket benchmarks, so that both measure the same path.
 */
final class AdapterRig implements AutoCloseable {

    private static final Framing FRAMING = Framing.LENGTH_HEADER_4_LITTLE_ENDIAN;

    private final String transport;
    private final Path directory;
    private final Path socket;
    private final AnnotationConfigApplicationContext context;
    private final AbstractServerConnectionFactory factory;
    private final JsonFrameReceivingChannelAdapter adapter;

    /**
     * @param transport {@code uds} or {@code tcp}
     * @param parser    {@code simdjson} or {@code jackson}
     */
    AdapterRig(String transport, String parser, MessageHandler handler) throws IOException, InterruptedException {
        this.transport = transport;
        this.directory = Files.createTempDirectory(Path.of("/tmp"), "sj-bench");
        this.socket = directory.resolve("b.sock");
        this.context = new AnnotationConfigApplicationContext();
        context.register(Integration.class);
        context.refresh();
        DirectChannel channel = new DirectChannel();
        channel.subscribe(handler);
        JsonFrameMessageMapper mapper = parser.equals("simdjson")
                ? new JsonFrameMessageMapper(SimdJsonMapper.create(), Envelope.class, Transport.UDS, ParseMetrics.NONE)
                : new JacksonFrameMessageMapper(JsonMapper.builder()
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build(), Envelope.class, Transport.UDS);
        factory = transport.equals("uds") ? new UnixDomainServerConnectionFactory(socket)
                : new TcpNetServerConnectionFactory(0);
        if (factory instanceof TcpNetServerConnectionFactory tcp) {
            tcp.setLocalAddress("127.0.0.1");
            BufferedTcpNetConnectionSupport.install(tcp, SocketDefaults.MAX_CONNECTIONS); // as the starter does
        }
        FramingSerializers.install(factory, FRAMING, 1 << 20);
        factory.setMapper(mapper);
        factory.setTaskExecutor(SocketDefaults.virtualThreads("bench-"));
        factory.setApplicationEventPublisher(context);
        factory.setBeanFactory(context.getBeanFactory());
        factory.afterPropertiesSet();
        adapter = new JsonFrameReceivingChannelAdapter();
        adapter.setConnectionFactory(factory);
        adapter.setOutputChannel(channel);
        adapter.setBeanFactory(context.getBeanFactory());
        adapter.afterPropertiesSet();
        adapter.start();
        while (!factory.isListening()) {
            Thread.sleep(5);
        }
    }

    /** {@code json} as one u32 little-endian frame. */
    static byte[] frame(byte[] json) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            FramingSerializers.of(FRAMING, 1 << 20).serialize(json, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }


    /** A new client connection to the adapter, written through a 64 KB buffer; closing it closes the connection. */
    Client connect() throws IOException {
        if (transport.equals("uds")) {
            SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket));
            return new Client(new BufferedOutputStream(Channels.newOutputStream(channel), 64 * 1024), channel);
        }
        int port = ((InetSocketAddress) factory.getServerSocketAddress()).getPort();
        Socket s = new Socket("127.0.0.1", port);
        return new Client(new BufferedOutputStream(s.getOutputStream(), 64 * 1024), s);
    }

    /** One client connection. */
    record Client(OutputStream out, Closeable connection) implements AutoCloseable {

        @Override
        public void close() throws IOException {
            out.flush();
            connection.close();
        }
    }

    @Override
    public void close() throws IOException {
        adapter.stop();
        context.close();
        Files.deleteIfExists(socket);
        Files.deleteIfExists(directory);
    }

    /** Spring Integration's infrastructure, nothing else. */
    @EnableIntegration
    static class Integration {
    }
}
