/**
 * Internal: what the generated classes of binding and writing share ({@link HiddenClasses}):
 * defining a hidden class in a bound type's nest with its constants as class data, and the checks that say
 * when that is possible. Not for use outside simd-json.
 */
package dev.simdjson.internal.codegen;
