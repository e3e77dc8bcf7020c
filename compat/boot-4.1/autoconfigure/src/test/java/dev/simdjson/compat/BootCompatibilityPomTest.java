package dev.simdjson.compat;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Boot 4.1 modules build the sources of simd-json-autoconfigure and demo-app with those modules' dependencies,
 * repeated in their poms (a pom cannot borrow another's dependency list): this keeps the copies in step, so a
 * dependency added to one build and not the other fails here rather than as a puzzling compile error.
 */
class BootCompatibilityPomTest {

    /** This module's directory: surefire runs in it. */
    private static final Path HERE = Path.of("").toAbsolutePath();
    private static final Path ROOT = HERE.resolve("../../..").normalize();

    @Test
    void autoconfigureDependenciesAreSimdJsonAutoconfiguresOwn() throws Exception {
        assertThat(dependencies(HERE.resolve("pom.xml")))
                .containsExactlyElementsOf(dependencies(ROOT.resolve("simd-json-autoconfigure/pom.xml")));
    }

    @Test
    void demoDependenciesAreTheDemosOwn() throws Exception {
        assertThat(dependencies(HERE.resolve("../demo-app/pom.xml")))
                .containsExactlyElementsOf(dependencies(ROOT.resolve("demo-app/pom.xml")));
    }

    /** groupId:artifactId:scope:optional of each dependency of the project itself, in order. */
    private static List<String> dependencies(Path pom) throws Exception {
        Element project = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile())
                .getDocumentElement();
        List<String> found = new ArrayList<>();
        NodeList children = project.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element e && e.getTagName().equals("dependencies")) {
                NodeList deps = e.getElementsByTagName("dependency");
                for (int j = 0; j < deps.getLength(); j++) {
                    Element d = (Element) deps.item(j);
                    found.add(text(d, "groupId") + ":" + text(d, "artifactId") + ":" + text(d, "scope") + ":"
                            + text(d, "optional"));
                }
            }
        }
        assertThat(found).as("dependencies of %s", pom).isNotEmpty();
        return found;
    }

    private static String text(Element dependency, String tag) {
        NodeList nodes = dependency.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }
}
