package dev.simdjson.spring.integration.dsl;

import dev.simdjson.spring.integration.FrameBinding;
import dev.simdjson.spring.integration.JsonFrameReceivingChannelAdapter;
import org.jspecify.annotations.Nullable;
import org.springframework.integration.dsl.ComponentsRegistration;
import org.springframework.integration.dsl.MessageProducerSpec;
import org.springframework.integration.ip.dsl.AbstractConnectionFactorySpec;
import org.springframework.integration.ip.tcp.connection.AbstractConnectionFactory;

import java.util.Collections;
import java.util.Map;

/**
 * A {@link JsonFrameReceivingChannelAdapter}: frames bound by simd-json become messages on the flow's next channel,
 * malformed frames {@code ErrorMessage}s on the error channel. Built by {@link JsonSockets#inboundAdapter}.
 */
public final class JsonFrameInboundAdapterSpec
        extends MessageProducerSpec<JsonFrameInboundAdapterSpec, JsonFrameReceivingChannelAdapter>
        implements FrameBindingSpec<JsonFrameInboundAdapterSpec>, ComponentsRegistration {

    private final FrameBinding binding = new FrameBinding();
    private final AbstractConnectionFactory connectionFactory;

    JsonFrameInboundAdapterSpec(AbstractConnectionFactory connectionFactory) {
        super(new JsonFrameReceivingChannelAdapter());
        this.connectionFactory = connectionFactory;
        this.target.setConnectionFactory(connectionFactory);
        this.target.setFrameBinding(binding);
    }

    JsonFrameInboundAdapterSpec(AbstractConnectionFactorySpec<?, ?> connectionFactory) {
        this(connectionFactory.getObject());
    }

    @Override
    public FrameBinding frameBinding() {
        return binding;
    }

    /** Whether the adapter opens the connection itself ({@code true} with a client connection factory). */
    public JsonFrameInboundAdapterSpec clientMode(boolean clientMode) {
        this.target.setClientMode(clientMode);
        return this;
    }

    /** The connection factory, as a bean of the flow unless it is one already (then Spring Integration skips it). */
    @Override
    public Map<Object, @Nullable String> getComponentsToRegister() {
        return Collections.singletonMap(connectionFactory, connectionFactory.getComponentName());
    }
}
