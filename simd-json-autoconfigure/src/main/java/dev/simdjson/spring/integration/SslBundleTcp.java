package dev.simdjson.spring.integration;

import org.springframework.boot.ssl.SslBundle;
import org.springframework.boot.ssl.SslOptions;
import org.springframework.integration.ip.tcp.connection.DefaultTcpNetSSLSocketFactorySupport;
import org.springframework.integration.ip.tcp.connection.DefaultTcpSocketSupport;
import org.springframework.integration.ip.tcp.connection.TcpNetClientConnectionFactory;
import org.springframework.integration.ip.tcp.connection.TcpNetServerConnectionFactory;

import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * TLS for a Spring Integration TCP server or client from one of Boot's SSL bundles ({@code spring.ssl.bundle.*}): the
 * bundle's {@code SSLContext} through Spring Integration's {@link DefaultTcpNetSSLSocketFactorySupport}, and the
 * bundle's options (enabled protocols and cipher suites) on the socket. A peer that does not speak TLS fails the
 * handshake and its connection is closed before any frame is read; a client checks the server's host name.
 */
public final class SslBundleTcp {

    private SslBundleTcp() {
    }

    /** Makes {@code factory} listen with TLS as {@code bundle} says. */
    public static void install(TcpNetServerConnectionFactory factory, SslBundle bundle) {
        factory.setTcpSocketFactorySupport(new DefaultTcpNetSSLSocketFactorySupport(bundle::createSslContext));
        SslOptions options = bundle.getOptions();
        factory.setTcpSocketSupport(new DefaultTcpSocketSupport() {
            @Override
            public void postProcessServerSocket(ServerSocket serverSocket) {
                super.postProcessServerSocket(serverSocket);
                if (serverSocket instanceof SSLServerSocket ssl) {
                    if (options.getEnabledProtocols() != null) {
                        ssl.setEnabledProtocols(options.getEnabledProtocols());
                    }
                    if (options.getCiphers() != null) {
                        ssl.setEnabledCipherSuites(options.getCiphers());
                    }
                }
            }
        });
    }

    /** Makes {@code factory} connect with TLS as {@code bundle} says, checking the server's host name. */
    public static void installClient(TcpNetClientConnectionFactory factory, SslBundle bundle) {
        factory.setTcpSocketFactorySupport(new DefaultTcpNetSSLSocketFactorySupport(bundle::createSslContext));
        SslOptions options = bundle.getOptions();
        factory.setTcpSocketSupport(new DefaultTcpSocketSupport(true) {
            @Override
            public void postProcessSocket(Socket socket) {
                super.postProcessSocket(socket);
                if (socket instanceof SSLSocket ssl) {
                    if (options.getEnabledProtocols() != null) {
                        ssl.setEnabledProtocols(options.getEnabledProtocols());
                    }
                    if (options.getCiphers() != null) {
                        ssl.setEnabledCipherSuites(options.getCiphers());
                    }
                }
            }
        });
    }
}
