package dev.simdjson.internal.bind.model;

/** Internal signal: the class cannot be modelled. The message becomes the model's {@code unsupportedReason}. */
final class Unsupported extends Exception {

    Unsupported(String message) {
        super(message, null, false, false);
    }
}
