package dev.simdjson.spring.jsonrpc;

import org.jspecify.annotations.Nullable;
import org.springframework.util.ClassUtils;

import java.util.Optional;
import java.util.function.Supplier;
import jdk.net.UnixDomainPrincipal;

/**
 * Who called over a Unix domain socket: the user and group of the process at the other end, from its credentials
 * ({@code SO_PEERCRED}; the JDK gives the user and group, by name where the system has one, not the pid). A method
 * reads it with {@link #current()} while it runs on the thread that received the call. With Spring Security on the
 * class path the peer is also the call's {@code Authentication}: its name is the user's, its authority
 * {@code GROUP_<group>}, so {@code @PreAuthorize("authentication.name == 'deploy'")} authorises local callers
 * without tokens.
 */
public final class JsonRpcPeer {

    private static final ScopedValue<UnixDomainPrincipal> PEER = ScopedValue.newInstance();
    private static final boolean SECURITY = ClassUtils.isPresent(
            "org.springframework.security.core.context.SecurityContextHolder", JsonRpcPeer.class.getClassLoader());

    private JsonRpcPeer() {
    }

    /** The peer of the call running on this thread, if it came over a Unix domain socket. */
    public static Optional<UnixDomainPrincipal> current() {
        return PEER.isBound() ? Optional.of(PEER.get()) : Optional.empty();
    }

    /** Runs {@code call} as {@code peer}: {@link #current()} and, with Spring Security, the authentication. */
    static <T> T callAs(@Nullable UnixDomainPrincipal peer, Supplier<T> call) {
        if (peer == null) {
            return call.get();
        }
        return ScopedValue.where(PEER, peer).call(() -> SECURITY ? PeerAuthentication.callAs(peer, call)
                : call.get());
    }
}
