package dev.simdjson.spring.integration;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.concurrent.TimeUnit;

/**
 * A self-signed server certificate for 127.0.0.1 and localhost, made for the test by the JDK's keytool (an EC P-256
 * key in a PKCS12 store, password {@code changeit}, valid for two days), and a TLS client that trusts only it.
 */
public record TestKeystore(Path file) {

    public static final String PASSWORD = "changeit";

    /** Runs {@code keytool -genkeypair} into {@code directory}/server.p12. */
    public static TestKeystore create(Path directory) throws IOException, InterruptedException {
        Path file = directory.resolve("server.p12");
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        Process process = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", "server",
                "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=localhost",
                "-ext", "SAN=ip:127.0.0.1,dns:localhost", "-validity", "2", "-storetype", "PKCS12",
                "-keystore", file.toString(), "-storepass", PASSWORD, "-keypass", PASSWORD)
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0 || !Files.exists(file)) {
            throw new IOException("keytool failed: " + output);
        }
        return new TestKeystore(file);
    }

    /** The properties of a Boot SSL bundle named {@code name} on this store. */
    public String[] bundleProperties(String name) {
        String prefix = "spring.ssl.bundle.jks." + name + ".";
        return new String[] {prefix + "keystore.location=file:" + file, prefix + "keystore.password=" + PASSWORD,
                prefix + "keystore.type=PKCS12", prefix + "key.alias=server"};
    }

    /** A TLS client connection to 127.0.0.1:{@code port} that trusts this certificate only, handshake done. */
    public SSLSocket connect(int port) throws Exception {
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            trusted.load(in, PASSWORD.toCharArray());
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trust.getTrustManagers(), null);
        SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket();
        socket.connect(new InetSocketAddress("127.0.0.1", port), 10_000);
        socket.setSoTimeout(10_000);
        socket.startHandshake();
        return socket;
    }
}
