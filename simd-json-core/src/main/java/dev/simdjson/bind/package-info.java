/**
 * Typed binding: straight from stage 1's structural index into records, POJOs, collections and tagged unions,
 * with a binder per type built once and cached. Records and creator-built classes get a generated reader
 * ({@code CompiledReaders}: a hidden class per type whose loop holds properties in locals and reads each one at its
 * own call site); setter POJOs and whatever cannot be generated use the interpreted {@code ObjectBinder}, with the
 * same rules and errors.
 */
package dev.simdjson.bind;
