package dev.simdjson.demo.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Sends one JSON-RPC 2.0 request to the demo over TCP or its Unix domain socket, one line (NDJSON), and prints the
 * response line: JDK only, so it runs as a single source file without a build.
 *
 * <pre>
 * java demo-app/src/main/java/dev/simdjson/demo/client/RpcClient.java tcp [host:port] [request]
 * java demo-app/src/main/java/dev/simdjson/demo/client/RpcClient.java uds [path] [request]
 * </pre>
 * Defaults: {@code 127.0.0.1:7071}, {@code /tmp/simd-json-demo/jsonrpc.sock} (under {@code java.io.tmpdir}), and the
 * specification's first example, {@code {"jsonrpc":"2.0","method":"subtract","params":[42,23],"id":1}}. A
 * notification (no {@code id}) gets no response: the client says so after two seconds.
 */
public final class RpcClient {

    private RpcClient() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 0 || !(args[0].equals("uds") || args[0].equals("tcp"))) {
            System.err.println("usage: RpcClient tcp|uds [host:port|path] [request JSON]");
            System.exit(2);
        }
        boolean uds = args[0].equals("uds");
        String address = args.length > 1 ? args[1] : uds
                ? Path.of(System.getProperty("java.io.tmpdir"), "simd-json-demo", "jsonrpc.sock").toString()
                : "127.0.0.1:7071";
        String request = args.length > 2 ? args[2]
                : "{\"jsonrpc\":\"2.0\",\"method\":\"subtract\",\"params\":[42,23],\"id\":1}";
        System.out.println(call(uds, address, request, 2_000));
    }

    /** The response line to {@code request}, or a note that none came within {@code waitMillis}. */
    public static String call(boolean uds, String address, String request, long waitMillis) throws Exception {
        try (Channel channel = uds ? Channel.uds(Path.of(address)) : Channel.tcp(address)) {
            channel.output().write((request.replace('\n', ' ') + "\n").getBytes(StandardCharsets.UTF_8));
            channel.output().flush();
            BufferedReader lines = new BufferedReader(new InputStreamReader(channel.input(), StandardCharsets.UTF_8));
            CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
                try {
                    return lines.readLine();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            try {
                String response = line.get(waitMillis, TimeUnit.MILLISECONDS);
                return response == null ? "(the server closed the connection)" : response;
            } catch (TimeoutException e) {
                return "(no response: a notification, or nothing to answer)";
            }
        }
    }

    /** One connection over either transport. */
    record Channel(OutputStream output, InputStream input, AutoCloseable socket) implements AutoCloseable {

        static Channel tcp(String hostPort) throws IOException {
            int colon = hostPort.lastIndexOf(':');
            Socket socket = new Socket(hostPort.substring(0, colon), Integer.parseInt(hostPort.substring(colon + 1)));
            return new Channel(socket.getOutputStream(), socket.getInputStream(), socket);
        }

        static Channel uds(Path path) throws IOException {
            SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(path));
            return new Channel(Channels.newOutputStream(channel), Channels.newInputStream(channel), channel);
        }

        @Override
        public void close() throws Exception {
            socket.close();
        }
    }
}
