package dev.simdjson.spring.jsonrpc.client;

import com.sun.net.httpserver.HttpServer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.BiConsumer;

/** Servers that answer as a test says, to see what the client makes of answers a real server would not give. */
final class FakeServers {

    private FakeServers() {
    }

    /** What a fake NDJSON socket server does with each request line: write to its connection, or close it. */
    @FunctionalInterface
    interface LineHandler {
        void handle(String request, Socket connection) throws IOException;
    }

    /** A TCP server on loopback reading NDJSON requests; each connection read on its own thread. */
    static final class Ndjson implements AutoCloseable {

        final ServerSocket server;
        final BlockingQueue<String> requests = new LinkedBlockingQueue<>();
        volatile int connections;

        Ndjson(LineHandler handler) throws IOException {
            server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            Thread.ofVirtual().start(() -> {
                while (!server.isClosed()) {
                    try {
                        Socket socket = server.accept();
                        connections++;
                        Thread.ofVirtual().start(() -> serve(socket, handler));
                    } catch (IOException closed) {
                        return;
                    }
                }
            });
        }

        private void serve(Socket socket, LineHandler handler) {
            try (socket; BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    requests.add(line);
                    handler.handle(line, socket);
                }
            } catch (IOException e) {
                // the connection went: the test looks at what the client saw
            }
        }

        String url() {
            return "tcp://127.0.0.1:" + server.getLocalPort();
        }

        static void write(Socket socket, String line) throws IOException {
            OutputStream out = socket.getOutputStream();
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        }

        @Override
        public void close() throws IOException {
            server.close();
        }
    }

    /** An HTTP server on loopback answering each request as {@code answer} says (status, content type, body). */
    static HttpServer http(BiConsumer<String, com.sun.net.httpserver.HttpExchange> answer) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String request = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            answer.accept(request, exchange);
            exchange.close();
        });
        server.start();
        return server;
    }

    static void respond(com.sun.net.httpserver.HttpExchange exchange, int status, String contentType, String body) {
        try {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            if (contentType != null) {
                exchange.getResponseHeaders().add("Content-Type", contentType);
            }
            exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
            if (bytes.length > 0) {
                exchange.getResponseBody().write(bytes);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
