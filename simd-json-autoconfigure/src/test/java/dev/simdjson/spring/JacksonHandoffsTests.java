package dev.simdjson.spring;

import dev.simdjson.spring.JacksonHandoffs.Direction;
import dev.simdjson.spring.JacksonHandoffs.Handoff;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;

import static org.assertj.core.api.Assertions.assertThat;

class JacksonHandoffsTests {

    @Test
    void keepsTheFirstReasonPerTypeAndDirectionSorted() {
        JacksonHandoffs handoffs = new JacksonHandoffs();
        handoffs.record(String.class, Direction.WRITE, "w");
        handoffs.record(Integer.class, Direction.READ, "first");
        handoffs.record(Integer.class, Direction.READ, "second");
        handoffs.record(Integer.class, Direction.WRITE, "w");
        assertThat(handoffs.handoffs()).containsExactly(
                new Handoff("java.lang.Integer", Direction.READ, "first"),
                new Handoff("java.lang.Integer", Direction.WRITE, "w"),
                new Handoff("java.lang.String", Direction.WRITE, "w"));
        assertThat(handoffs.dropped()).isZero();
    }

    @Test
    void isBounded() {
        JacksonHandoffs handoffs = new JacksonHandoffs();
        for (int i = 0; i < JacksonHandoffs.CAPACITY + 10; i++) {
            String name = "T" + i;
            handoffs.record(new Type() {
                @Override
                public String getTypeName() {
                    return name;
                }
            }, Direction.READ, "r");
        }
        assertThat(handoffs.handoffs()).hasSize(JacksonHandoffs.CAPACITY);
        assertThat(handoffs.dropped()).isEqualTo(10);
    }
}
