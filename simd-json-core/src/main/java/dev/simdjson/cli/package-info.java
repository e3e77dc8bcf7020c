/**
 * The {@code simd-json} command line: {@code check}, {@code minify} and {@code info}, run with
 * {@code java --add-modules jdk.incubator.vector -jar simd-json-core.jar <command>}.
 *
 * <p>{@link dev.simdjson.cli.SimdJsonCli#run(String[], java.io.PrintStream, java.io.PrintStream)} does all the work
 * and returns the exit code, so the commands can be tested in-process; {@code main} only wires it to the
 * standard streams. Nothing here touches {@code jdk.incubator.vector}: without the module the CLI runs on the
 * scalar kernel and {@code info} says why.
 *
 * <p>Exit codes: {@value dev.simdjson.cli.SimdJsonCli#EXIT_OK} success,
 * {@value dev.simdjson.cli.SimdJsonCli#EXIT_INVALID} invalid input, {@value dev.simdjson.cli.SimdJsonCli#EXIT_USAGE}
 * misuse or an input that cannot be read, {@value dev.simdjson.cli.SimdJsonCli#EXIT_INTERNAL_ERROR} a bug.
 * See {@code docs/cli.md}.
 */
package dev.simdjson.cli;
