package dev.simdjson.spring.integration.dsl;

import dev.simdjson.spring.integration.FrameBinding;
import dev.simdjson.spring.integration.JsonFrameInboundGateway;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.dsl.ComponentsRegistration;
import org.springframework.integration.dsl.MessagingGatewaySpec;
import org.springframework.integration.ip.dsl.AbstractConnectionFactorySpec;
import org.springframework.integration.ip.tcp.connection.AbstractConnectionFactory;

import java.util.Collections;
import java.util.Map;

/**
 * A {@link JsonFrameInboundGateway}: each frame bound by simd-json is a request on the flow, its reply (written by
 * simd-json) goes back as one frame, and a malformed frame gets an error reply. Built by
 * {@link JsonSockets#inboundGateway}.
 */
public final class JsonFrameInboundGatewaySpec
        extends MessagingGatewaySpec<JsonFrameInboundGatewaySpec, JsonFrameInboundGateway>
        implements FrameBindingSpec<JsonFrameInboundGatewaySpec>, ComponentsRegistration {

    private final FrameBinding binding = new FrameBinding();
    private final AbstractConnectionFactory connectionFactory;

    JsonFrameInboundGatewaySpec(AbstractConnectionFactory connectionFactory) {
        super(new JsonFrameInboundGateway());
        this.connectionFactory = connectionFactory;
        this.target.setConnectionFactory(connectionFactory);
        this.target.setFrameBinding(binding);
    }

    JsonFrameInboundGatewaySpec(AbstractConnectionFactorySpec<?, ?> connectionFactory) {
        this(connectionFactory.getObject());
    }

    @Override
    public FrameBinding frameBinding() {
        return binding;
    }

    /** The connection factory, as a bean of the flow unless it is one already (then Spring Integration skips it). */
    @Override
    public Map<Object, @Nullable String> getComponentsToRegister() {
        return Collections.singletonMap(connectionFactory, connectionFactory.getComponentName());
    }
}
