package dev.simdjson.internal.bind;

import dev.simdjson.internal.bind.model.UnionModel;
import dev.simdjson.internal.text.StringDecoder;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static dev.simdjson.internal.bind.JsonReader.OBJECT;
import static dev.simdjson.internal.bind.JsonReader.STRING;

/**
 * A tagged union ({@code {"kind":"Control", ...}}): finds the discriminator wherever it is in the object
 * (skipping, and so checking, the fields before it), then rewinds to the opening brace and lets the subtype's
 * binder read the whole object. When the discriminator comes first, the rewind costs one key.
 */
final class UnionBinder implements Binder<Object> {

    private final UnionModel model;
    private final String discriminator;
    private final byte[] discriminatorBytes;
    private final String baseName;
    private ObjectBinder[] subtypes;
    private KeyMatcher matcher;

    UnionBinder(UnionModel model) {
        this.model = model;
        this.discriminator = model.discriminator();
        this.discriminatorBytes = discriminator.getBytes(StandardCharsets.UTF_8);
        this.baseName = model.base().getSimpleName();
    }

    void init(List<String> names, ObjectBinder[] binders) {
        int[] targets = new int[names.size()];
        for (int k = 0; k < targets.length; k++) {
            targets[k] = k;
        }
        this.subtypes = binders;
        this.matcher = new KeyMatcher(names, targets);
    }

    @Override
    public Object read(JsonReader r) {
        if (!r.nextIs(OBJECT, baseName)) {
            return null;
        }
        int objectAt = r.offset();
        long mark = r.mark();
        int depth = r.depth();
        r.beginObject();
        while (r.nextField()) {
            if (r.keyEquals(discriminatorBytes)) {
                int at = r.offset();
                int k = r.peek();
                if (k != STRING) {
                    throw Scalars.wrongToken(r, k, "a type name of " + baseName).withinField(discriminator);
                }
                r.readStringRaw();
                int sub = matcher.findString(r);
                if (sub < 0) {
                    String name = StringDecoder.decode(r.input(), r.stringFrom, r.stringLength,
                            r.stringEscaped);
                    throw new BindError("unknown type '" + Scalars.abbreviate(name) + "' for " + baseName
                            + " (known: " + String.join(", ", model.subtypes().keySet()) + ")", at)
                            .withinField(discriminator);
                }
                r.rewind(mark, depth);
                return subtypes[sub].readObject(r, discriminatorBytes);
            }
            r.skipValue();
        }
        throw new BindError("missing type property '" + discriminator + "' for " + baseName, objectAt);
    }
}
