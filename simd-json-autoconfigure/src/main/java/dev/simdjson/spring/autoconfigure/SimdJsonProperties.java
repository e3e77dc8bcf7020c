package dev.simdjson.spring.autoconfigure;

import dev.simdjson.JsonLimits;
import dev.simdjson.runtime.Implementation;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * The {@code simdjson.*} configuration properties.
 */
@ConfigurationProperties("simdjson")
public class SimdJsonProperties {

    /**
     * Whether to auto-configure simd-json (the runtime report, the limits and the parsers).
     */
    private boolean enabled = true;

    /**
     * Which stage 1 kernel the parsers run: 'auto' takes the vector kernel when the jdk.incubator.vector module
     * is present and pays off on this CPU, 'vector' asks for it explicitly (the scalar kernel runs, with a
     * warning, where it cannot), 'scalar' always takes the portable scalar kernel.
     */
    private Implementation implementation = Implementation.AUTO;

    /**
     * Bounds every parse enforces.
     */
    private final Limits limits = new Limits();

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public Implementation getImplementation() {
        return implementation;
    }

    public void setImplementation(Implementation implementation) {
        this.implementation = implementation;
    }

    public Limits getLimits() {
        return limits;
    }

    /**
     * The {@code simdjson.limits.*} properties: the bounds a parse never goes beyond. A document that breaks one
     * fails with a {@link dev.simdjson.JsonParseException} at the place where the limit was crossed.
     */
    public static class Limits {

        /**
         * Deepest nesting of arrays and objects a document may have.
         */
        private int maxDepth = JsonLimits.DEFAULT_MAX_DEPTH;

        /**
         * Largest document to parse, below 2GB. A plain number means bytes; units such as 'KB' and 'MB' work.
         */
        private DataSize maxDocumentSize = DataSize.ofBytes(JsonLimits.DEFAULT_MAX_DOCUMENT_BYTES);

        /**
         * Longest string, in UTF-8 bytes before unescaping.
         */
        private int maxStringLength = JsonLimits.DEFAULT_MAX_STRING_BYTES;

        /**
         * Longest number literal, in characters.
         */
        private int maxNumberLength = JsonLimits.DEFAULT_MAX_NUMBER_LENGTH;

        public int getMaxDepth() {
            return maxDepth;
        }

        public void setMaxDepth(int maxDepth) {
            this.maxDepth = maxDepth;
        }

        public DataSize getMaxDocumentSize() {
            return maxDocumentSize;
        }

        public void setMaxDocumentSize(DataSize maxDocumentSize) {
            this.maxDocumentSize = maxDocumentSize;
        }

        public int getMaxStringLength() {
            return maxStringLength;
        }

        public void setMaxStringLength(int maxStringLength) {
            this.maxStringLength = maxStringLength;
        }

        public int getMaxNumberLength() {
            return maxNumberLength;
        }

        public void setMaxNumberLength(int maxNumberLength) {
            this.maxNumberLength = maxNumberLength;
        }

        /**
         * These limits as the core's {@link JsonLimits}.
         *
         * @throws IllegalArgumentException when a limit is not positive or the document size is 2GB or more
         */
        public JsonLimits toJsonLimits() {
            requirePositive("max-depth", maxDepth);
            requirePositive("max-string-length", maxStringLength);
            requirePositive("max-number-length", maxNumberLength);
            long documentBytes = maxDocumentSize.toBytes();
            if (documentBytes <= 0 || documentBytes > Integer.MAX_VALUE - 1024) {
                throw new IllegalArgumentException(
                        "simdjson.limits.max-document-size must be positive and below 2GB, was " + maxDocumentSize);
            }
            try {
                return new JsonLimits(maxDepth, (int) documentBytes, maxStringLength, maxNumberLength);
            } catch (IllegalArgumentException e) {
                // A bound the core sets beyond the ones checked here.
                throw new IllegalArgumentException("Invalid simdjson.limits: " + e.getMessage(), e);
            }
        }

        private static void requirePositive(String property, int value) {
            if (value <= 0) {
                throw new IllegalArgumentException("simdjson.limits." + property + " must be positive, was " + value);
            }
        }
    }
}
