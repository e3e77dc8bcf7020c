package dev.simdjson;

import com.fasterxml.jackson.annotation.JsonProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The core as a named module ({@code module-info.java}): what it exports, and that an application module which
 * opens its packages to it gets its types bound and written. Across named modules the JDK gives no full-privilege
 * lookup, so those types take the interpreted codecs (on the class path they get generated ones).
 */
class ModuleDescriptorTest {

    private static final String MODULE = "dev.simdjson.core";

    @TempDir
    Path dir;

    @Test
    void exportsTheApiPackagesOnlyAndNeedsNeitherTheVectorModuleNorJacksonAtRunTime() throws Exception {
        ModuleDescriptor d = ModuleFinder.of(location(SimdJsonMapper.class)).find(MODULE).orElseThrow().descriptor();

        assertThat(d.exports()).allSatisfy(e -> assertThat(e.isQualified()).isFalse());
        assertThat(d.exports()).extracting(ModuleDescriptor.Exports::source)
                .containsExactlyInAnyOrder("dev.simdjson", "dev.simdjson.runtime");
        assertThat(d.packages()).filteredOn(p -> !p.equals("dev.simdjson") && !p.equals("dev.simdjson.runtime"))
                .isNotEmpty()
                .allSatisfy(p -> assertThat(p).matches("dev\\.simdjson\\.(internal\\..+|cli)"));
        assertThat(d.requires()).filteredOn(r -> r.name().equals("jdk.incubator.vector")
                        || r.name().equals("com.fasterxml.jackson.annotation"))
                .hasSize(2)
                .allSatisfy(r -> assertThat(r.modifiers()).contains(ModuleDescriptor.Requires.Modifier.STATIC));
        assertThat(d.opens()).isEmpty();
    }

    @Test
    void bindsAndWritesTheRecordsOfAnApplicationModuleThroughTheInterpretedCodecs() throws Exception {
        Path source = dir.resolve("src");
        write(source.resolve("module-info.java"), """
                module app.orders {
                    requires dev.simdjson.core;
                    opens app.orders to dev.simdjson.core;
                    exports app.orders;
                }
                """);
        write(source.resolve("app/orders/Order.java"), """
                package app.orders;

                public record Order(long id, String customer, java.util.List<Line> lines) {
                    public static volatile boolean readByGeneratedCode;

                    public Order {
                        readByGeneratedCode = StackWalker.getInstance(StackWalker.Option.SHOW_HIDDEN_FRAMES)
                                .walk(frames -> frames.anyMatch(f -> f.getClassName().contains("$$SimdJsonReader")));
                    }

                    public record Line(String sku, double price) {
                    }

                    public static String roundTrip(String json) {
                        dev.simdjson.SimdJsonMapper mapper = dev.simdjson.SimdJsonMapper.create();
                        Order order = mapper.readValue(json.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                                Order.class);
                        return order + " " + readByGeneratedCode + " "
                                + new String(mapper.writeValueAsBytes(order), java.nio.charset.StandardCharsets.UTF_8);
                    }
                }
                """);
        Path classes = dir.resolve("classes");
        Path core = location(SimdJsonMapper.class);
        Path annotations = location(JsonProperty.class);
        compile(source, classes, core + java.io.File.pathSeparator + annotations);

        // A layer of its own over the platform loader, so the copy of the core on the test class path stays out.
        ModuleFinder finder = ModuleFinder.of(core, annotations, classes);
        Configuration cf = ModuleLayer.boot().configuration().resolve(finder, ModuleFinder.of(), Set.of("app.orders"));
        ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(cf, ClassLoader.getPlatformClassLoader());
        assertThat(layer.findModule(MODULE)).hasValueSatisfying(m -> assertThat(m.isNamed()).isTrue());
        Class<?> order = layer.findLoader("app.orders").loadClass("app.orders.Order");
        assertThat(order.getModule().getName()).isEqualTo("app.orders");
        Method roundTrip = order.getMethod("roundTrip", String.class);

        String json = "{\"id\":7,\"customer\":\"Zoë\",\"lines\":[{\"sku\":\"A-1\",\"price\":2.5}]}";
        String result = (String) roundTrip.invoke(null, json);

        assertThat(result).isEqualTo("Order[id=7, customer=Zoë, lines=[Line[sku=A-1, price=2.5]]] false " + json);
    }

    private static Path location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static void write(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** The JDK's own javac, in a child process (the tests' module cannot read java.compiler). */
    private void compile(Path source, Path out, String modulePath) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "javac")
                .toString(), "-d", out.toString(), "--module-path", modulePath));
        try (var walk = Files.walk(source)) {
            walk.filter(f -> f.toString().endsWith(".java")).map(Path::toString).forEach(command::add);
        }
        Path log = dir.resolve("javac.log");
        Process javac = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertThat(javac.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(javac.exitValue()).as(Files.readString(log)).isZero();
    }
}
