package dev.simdjson.docs;

import dev.simdjson.cli.SimdJsonCli;
import dev.simdjson.runtime.SimdJsonRuntime;
import dev.simdjson.spring.ParseOutcome;
import dev.simdjson.spring.Transport;
import dev.simdjson.spring.actuate.MicrometerJsonRpcObserver;
import dev.simdjson.spring.actuate.MicrometerParseMetrics;
import dev.simdjson.spring.autoconfigure.JsonRpcClientProperties;
import dev.simdjson.spring.jsonrpc.observation.DefaultJsonRpcClientObservationConvention;
import dev.simdjson.spring.jsonrpc.observation.DefaultJsonRpcServerObservationConvention;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcClientContext;
import dev.simdjson.spring.jsonrpc.observation.JsonRpcServerContext;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.annotation.AnnotationUtils;
import org.springframework.core.type.filter.AnnotationTypeFilter;

import java.beans.Introspector;
import java.beans.PropertyDescriptor;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the code offers is in the docs: every Actuator endpoint, every meter the starter registers and every CLI
 * command and option, each found in the code itself (not listed here by hand), appears in the site's pages; and
 * every {@code simdjson.*} name the hand-written pages use exists in the code.
 */
class DocsCoverageTest {

    private static String docs;

    @BeforeAll
    static void readTheSite() throws Exception {
        StringBuilder all = new StringBuilder();
        for (MarkdownPage page : SiteBuilder.build(SiteBuilderTest.REPO, DocsCoverageTest.class.getClassLoader())
                .pages()) {
            all.append(page.markdown).append('\n');
        }
        docs = all.toString();
    }

    @Test
    void everyActuatorEndpointIsDocumented() throws Exception {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(Endpoint.class));
        List<String> ids = new ArrayList<>();
        for (BeanDefinition candidate : scanner.findCandidateComponents("dev.simdjson")) {
            Endpoint endpoint = AnnotationUtils.findAnnotation(Class.forName(candidate.getBeanClassName()),
                    Endpoint.class);
            ids.add(endpoint.id());
        }

        assertThat(ids).isNotEmpty();
        assertThat(ids).allSatisfy(id -> assertThat(docs).as("docs on /actuator/" + id).contains("/actuator/" + id));
    }

    @Test
    void everyMeterTheStarterRegistersIsDocumented() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MicrometerParseMetrics parses = new MicrometerParseMetrics(registry, SimdJsonRuntime.report(), false);
        for (Transport transport : Transport.values()) {
            for (ParseOutcome outcome : ParseOutcome.values()) {
                parses.record(transport, outcome, 100, 1_000);
            }
        }
        new MicrometerJsonRpcObserver().observe("subtract", "success", 1_000);
        // The JSON-RPC timers come from the calls' observations, through Micrometer's meter handler.
        ObservationRegistry observations = ObservationRegistry.create();
        observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(registry));
        Observation.createNotStarted(new DefaultJsonRpcServerObservationConvention(),
                () -> new JsonRpcServerContext("http"), observations).observe(() -> { });
        Observation.createNotStarted(new DefaultJsonRpcClientObservationConvention(),
                () -> new JsonRpcClientContext("tcp", "subtract", "tcp://127.0.0.1:7071"), observations)
                .observe(() -> { });
        Set<String> names = new TreeSet<>();
        for (Meter meter : registry.getMeters()) {
            names.add(meter.getId().getName());
        }

        assertThat(names).contains("simdjson.parse", "jsonrpc.server.requests", "jsonrpc.client.requests");
        assertThat(names).allSatisfy(name -> assertThat(docs).as("docs on the meter " + name)
                .containsPattern("`" + Pattern.quote(name) + "[`{ ]"));
    }

    /**
     * The other way round: every {@code simdjson.*} name a hand-written page uses is a property in the metadata (or
     * a group of them), a meter, or a name the code itself spells (a system property): no stale or misspelt name.
     */
    @Test
    void everySimdjsonNameTheHandWrittenPagesUseExists() throws Exception {
        Set<String> known = new TreeSet<>();
        for (PropertiesReference.Property p : PropertiesReference.load(getClass().getClassLoader())) {
            String name = p.name();
            known.add(name);
            for (int dot = name.indexOf('.'); dot > 0; dot = name.indexOf('.', dot + 1)) {
                known.add(name.substring(0, dot));
            }
        }
        Pattern simdjsonName = Pattern.compile("(?<![\\w.-])simdjson(?:\\.[a-z0-9-]+)+");
        for (String module : List.of("simd-json-core", "simd-json-autoconfigure")) {
            try (Stream<Path> sources = Files.walk(SiteBuilderTest.REPO.resolve(module).resolve("src/main/java"))) {
                for (Path f : sources.filter(f -> f.toString().endsWith(".java")).toList()) {
                    Matcher literal = Pattern.compile("\"(simdjson(?:\\.[a-z0-9-]+)+)\"").matcher(Files.readString(f));
                    while (literal.find()) {
                        known.add(literal.group(1));
                    }
                }
            }
        }
        // A JSON-RPC client's properties sit under its name in a map: simdjson.jsonrpc.clients.<name>.url.
        Set<String> clientProperties = beanProperties(JsonRpcClientProperties.class, "");
        Pattern clientName = Pattern.compile("simdjson\\.jsonrpc\\.clients\\.[a-z0-9-]+(?:\\.(.+))?");
        List<String> unknown = new ArrayList<>();
        for (Path page : SiteBuilder.sources(SiteBuilderTest.REPO)) {
            Matcher m = simdjsonName.matcher(Files.readString(page));
            while (m.find()) {
                Matcher client = clientName.matcher(m.group());
                if (client.matches() && (client.group(1) == null || clientProperties.contains(client.group(1)))) {
                    continue;
                }
                if (!known.contains(m.group())) {
                    unknown.add(page.getFileName() + ": " + m.group());
                }
            }
        }

        assertThat(known).contains("simdjson.limits.max-depth", "simdjson.parse");
        assertThat(unknown).as("simdjson.* names in the docs that no property, meter or code has").isEmpty();
    }

    /** The properties a bean binds, kebab-case, nested ones with their prefix (and the prefixes themselves). */
    private static Set<String> beanProperties(Class<?> type, String prefix) throws Exception {
        Set<String> names = new TreeSet<>();
        for (PropertyDescriptor property : Introspector.getBeanInfo(type, Object.class).getPropertyDescriptors()) {
            String name = prefix + property.getName().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase();
            names.add(name);
            Class<?> value = property.getPropertyType();
            if (property.getWriteMethod() == null && value.getName().startsWith("dev.simdjson")) {
                names.addAll(beanProperties(value, name + "."));
            }
        }
        return names;
    }

    @Test
    void everyCliCommandAndOptionIsDocumented() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SimdJsonCli.run(new String[] {"--help"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        String help = out.toString(StandardCharsets.UTF_8);
        Set<String> commands = new TreeSet<>();
        Matcher command = Pattern.compile("(?m)^  ([a-z]+)(?: |$)").matcher(help.substring(help.indexOf("Commands:"),
                help.indexOf("Options:")));
        while (command.find()) {
            commands.add(command.group(1));
        }
        Set<String> options = new TreeSet<>();
        Matcher option = Pattern.compile("(--[a-z-]+)").matcher(help.substring(help.indexOf("Options:")));
        while (option.find()) {
            options.add(option.group(1));
        }

        assertThat(commands).contains("check", "minify", "info");
        assertThat(commands).allSatisfy(c -> assertThat(docs).as("docs on the command " + c)
                .containsPattern("\\.jar " + c + "\\b|`" + c + "`"));
        assertThat(options).contains("--implementation");
        assertThat(options).allSatisfy(o -> assertThat(docs).as("docs on the option " + o).contains(o));
    }
}
