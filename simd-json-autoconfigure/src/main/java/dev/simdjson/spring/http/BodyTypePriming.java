package dev.simdjson.spring.http;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.web.method.HandlerMethod;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Once the context's singletons exist, builds simd-json's binders and encoders for every controller body type (see
 * {@link HandlerBodyTypes}), so the first request of each type does not pay for building them, and logs one INFO line
 * when some of those types will go to Jackson (the types and reasons are in {@code /actuator/simdjson}). Part of the
 * start-up warm-up: off with {@code simdjson.warm-up.enabled=false}.
 */
public final class BodyTypePriming implements SmartInitializingSingleton {

    private static final Log logger = LogFactory.getLog(BodyTypePriming.class);

    private final JsonBodies bodies;
    private final Supplier<Collection<HandlerMethod>> handlerMethods;
    private volatile List<Type> handedToJackson = List.of();

    /**
     * @param bodies         the decisions to make now
     * @param handlerMethods the application's controller methods (Spring MVC's or WebFlux's request mappings)
     */
    public BodyTypePriming(JsonBodies bodies, Supplier<Collection<HandlerMethod>> handlerMethods) {
        this.bodies = Objects.requireNonNull(bodies, "bodies");
        this.handlerMethods = Objects.requireNonNull(handlerMethods, "handlerMethods");
    }

    @Override
    public void afterSingletonsInstantiated() {
        HandlerBodyTypes types = HandlerBodyTypes.of(handlerMethods.get());
        List<Type> jackson = new ArrayList<>();
        int total = 0;
        for (Type type : types.requestBodies()) {
            total += bodies.isCandidate(type) ? 1 : 0;
            if (!bodies.canRead(type) && bodies.isCandidate(type)) {
                jackson.add(type);
            }
        }
        for (Type type : types.responseBodies()) {
            total += bodies.isCandidate(type) ? 1 : 0;
            if (!bodies.canWrite(type) && bodies.isCandidate(type) && !jackson.contains(type)) {
                jackson.add(type);
            }
        }
        handedToJackson = List.copyOf(jackson);
        if (!jackson.isEmpty()) {
            logger.info("simd-json: " + jackson.size() + " of " + total + " controller body types go to Jackson "
                    + "(reasons in /actuator/simdjson): " + jackson.stream().map(Type::getTypeName).toList());
        } else if (logger.isDebugEnabled()) {
            logger.debug("simd-json: all " + total + " controller body types take simd-json's path");
        }
    }

    /**
     * The controller body types found to go to Jackson at startup because the mapper refuses them (text, bytes,
     * Spring's and Jackson's own types and excluded types are not listed: they were never simd-json's).
     */
    public List<Type> handedToJackson() {
        return handedToJackson;
    }
}
