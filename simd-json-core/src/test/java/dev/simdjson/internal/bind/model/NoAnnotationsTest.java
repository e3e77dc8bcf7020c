package dev.simdjson.internal.bind.model;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** jackson-annotations is optional: a JVM without it builds models from names alone. */
class NoAnnotationsTest {

    @Test
    void childJvmWithoutJacksonAnnotationsBuildsModels() throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> entries = Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
        String classPath = entries.stream()
                .filter(e -> !new File(e).getName().startsWith("jackson-annotations"))
                .collect(Collectors.joining(File.pathSeparator));
        assertThat(classPath.split(File.pathSeparator)).hasSize(entries.size() - 1);
        Process process = new ProcessBuilder(java, "--add-modules", "jdk.incubator.vector", "-cp", classPath,
                NoAnnotationsMain.class.getName()).redirectErrorStream(true).start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(out).isZero();
        assertThat(out).contains("annotations-absent")
                .contains("record=[stream_id, metric, samples] null 42")
                .contains("pojo=[a, b] null bee")
                .contains("union=@type [Reading2]")
                .contains("enum=LOW,HIGH")
                .contains("present=false")
                .doesNotContain("NoClassDefFoundError");
    }
}
