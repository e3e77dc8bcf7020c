/**
 * Typed binding: straight from stage 1's structural index into records, POJOs, collections and tagged unions,
 * with a binder per type built once and cached. Records, creator-built classes and setter POJOs get a generated
 * reader ({@code CompiledReaders}: a hidden class per type whose loop reads each property at its own call site);
 * whatever cannot be generated uses the interpreted {@code ObjectBinder}, with the same rules and errors.
 */
package dev.simdjson.internal.bind;
