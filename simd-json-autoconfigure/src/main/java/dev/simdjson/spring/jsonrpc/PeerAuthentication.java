package dev.simdjson.spring.jsonrpc;

import org.springframework.security.authentication.AbstractAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;

import java.util.List;
import java.util.function.Supplier;
import jdk.net.UnixDomainPrincipal;

/**
 * A Unix domain socket peer as a Spring Security {@code Authentication}: authenticated by the kernel, named after its
 * user, with the authority {@code GROUP_<group>}. Loaded only with Spring Security on the class path.
 */
final class PeerAuthentication extends AbstractAuthenticationToken {

    private final UnixDomainPrincipal peer;

    private PeerAuthentication(UnixDomainPrincipal peer) {
        super(List.of(new SimpleGrantedAuthority("GROUP_" + peer.group().getName())));
        this.peer = peer;
        setAuthenticated(true);
    }

    @Override
    public Object getCredentials() {
        return "";
    }

    @Override
    public Object getPrincipal() {
        return peer;
    }

    @Override
    public String getName() {
        return peer.user().getName();
    }

    /** Runs {@code call} with the peer as the thread's authentication, then puts back what was there. */
    static <T> T callAs(UnixDomainPrincipal peer, Supplier<T> call) {
        SecurityContext before = SecurityContextHolder.getContext();
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(new PeerAuthentication(peer));
        SecurityContextHolder.setContext(context);
        try {
            return call.get();
        } finally {
            SecurityContextHolder.setContext(before);
        }
    }
}
