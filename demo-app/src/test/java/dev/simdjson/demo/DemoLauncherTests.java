package dev.simdjson.demo;

import org.junit.jupiter.api.Test;

import java.io.DataInputStream;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The launcher an older JVM can run: compiled for Java 17, and it names the JDK to use. */
class DemoLauncherTests {

    @Test
    void isCompiledForJava17SoThatAnOlderJvmReachesIt() throws Exception {
        try (InputStream in = DemoLauncher.class.getResourceAsStream("DemoLauncher.class");
             DataInputStream data = new DataInputStream(in)) {
            assertThat(data.readInt()).isEqualTo(0xCAFEBABE);
            data.readUnsignedShort(); // minor
            assertThat(data.readUnsignedShort()).as("class file major version").isEqualTo(61); // Java 17
        }
        try (InputStream in = DemoApplication.class.getResourceAsStream("DemoApplication.class");
             DataInputStream data = new DataInputStream(in)) {
            data.readInt();
            data.readUnsignedShort();
            assertThat(data.readUnsignedShort()).isEqualTo(69); // Java 25: the rest of the demo
        }
    }

    @Test
    void refusesOlderJdksWithTheOneToUseAndLetsJdk25Through() {
        assertThat(DemoLauncher.refusal(17)).startsWith("JDK 25 required, found 17: set JAVA_HOME to a JDK 25");
        assertThat(DemoLauncher.refusal(21)).startsWith("JDK 25 required, found 21:");
        assertThat(DemoLauncher.refusal(25)).isNull();
        assertThat(DemoLauncher.refusal(26)).isNull();
    }
}
