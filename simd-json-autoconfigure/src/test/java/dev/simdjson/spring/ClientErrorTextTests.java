package dev.simdjson.spring;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ClientErrorTextTests {

    @Test
    void reasonsCarryingTheApplicationsOwnWordsAreReplaced() {
        assertThat(ClientErrorText.reason("cannot construct Amount: IllegalArgumentException: ledger 7"))
                .isEqualTo(ClientErrorText.REJECTED);
        assertThat(ClientErrorText.reason("cannot set Order.total: bad")).isEqualTo(ClientErrorText.REJECTED);
        assertThat(ClientErrorText.reason("java.lang.ClassCastException: x")).isEqualTo(ClientErrorText.REJECTED);
        assertThat(ClientErrorText.reason("expected a number, found a string")).isEqualTo(
                "expected a number, found a string");
    }

    @Test
    void controlCharactersAreEscapedAndOtherTextIsKept() {
        assertThat(ClientErrorText.escapeControls("plain caf\u00e9 \u2603")).isEqualTo("plain caf\u00e9 \u2603");
        assertThat(ClientErrorText.escapeControls("a\nb\rc\td\u001b[31m\u0085\u2028"))
                .isEqualTo("a\\nb\\rc\\td\\u001b[31m\\u0085\\u2028");
    }
}
