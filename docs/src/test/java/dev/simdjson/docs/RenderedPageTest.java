package dev.simdjson.docs;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The site as a browser shows it: headless Chromium renders the front page, the charts page and the "how it works"
 * page, and each screenshot must show the navigation and the text (not a blank or unstyled page), the last one its
 * diagram too. Chromium is needed: CI installs
 * it and fails without it; elsewhere the test is skipped with the reason.
 */
class RenderedPageTest {

    @TempDir
    Path dir;

    @Test
    void theFrontPageTheChartsAndTheDiagramsRenderWithNavigationAndContent() throws Exception {
        String chromium = chromium();
        SiteBuilder.Site site = SiteBuilder.build(SiteBuilderTest.REPO, getClass().getClassLoader());
        Path out = dir.resolve("site");
        site.write(SiteBuilderTest.REPO, out);

        for (String page : List.of("index.html", "charts.html", "how-it-works.html")) {
            BufferedImage shot = screenshot(chromium, out.resolve(page));
            // The navigation column is tinted (not white) and holds dark text; the main column holds text too.
            assertThat(share(shot, 0, 200, p -> p != 0xFFFFFF)).as(page + ": navigation").isGreaterThan(0.5);
            assertThat(share(shot, 0, 200, p -> dark(p))).as(page + ": navigation text").isGreaterThan(0.005);
            assertThat(share(shot, 300, shot.getWidth(), p -> dark(p))).as(page + ": page text").isGreaterThan(0.01);
            if (page.equals("how-it-works.html")) {
                // The pipeline diagram (an SVG image) drew its SimdJsonMapper box in the site's blue.
                assertThat(share(shot, 300, shot.getWidth(), p -> near(p, 0x0B6BCB))).as(page + ": the diagram")
                        .isGreaterThan(0.002);
            }
        }
    }

    private BufferedImage screenshot(String chromium, Path page) throws Exception {
        Path png = dir.resolve(page.getFileName() + ".png");
        List<String> command = new ArrayList<>(List.of(chromium, "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--window-size=1200,900", "--screenshot=" + png, page.toUri().toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("chromium.log").toFile()).start();
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).as("chromium finished").isTrue();
        assertThat(png).as(Files.readString(dir.resolve("chromium.log"))).exists();
        return ImageIO.read(png.toFile());
    }

    /** The share of the pixels in columns [from, to) that match. */
    private static double share(BufferedImage image, int from, int to, java.util.function.IntPredicate test) {
        long hits = 0;
        long all = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = from; x < Math.min(to, image.getWidth()); x++) {
                all++;
                if (test.test(image.getRGB(x, y) & 0xFFFFFF)) {
                    hits++;
                }
            }
        }
        return (double) hits / all;
    }

    private static boolean near(int rgb, int colour) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs(((rgb >> shift) & 0xFF) - ((colour >> shift) & 0xFF)) > 12) {
                return false;
            }
        }
        return true;
    }

    private static boolean dark(int rgb) {
        return ((rgb >> 16) & 0xFF) < 100 && ((rgb >> 8) & 0xFF) < 100 && (rgb & 0xFF) < 120;
    }

    private static String chromium() {
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String dirName : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                if (Files.isExecutable(Path.of(dirName, name))) {
                    return Path.of(dirName, name).toString();
                }
            }
        }
        String why = "no chromium, chromium-browser or google-chrome on the PATH";
        if (System.getenv("CI") != null) {
            throw new AssertionError("RenderedPageTest must run in CI: " + why);
        }
        Assumptions.abort(why + ": RenderedPageTest skipped on this machine");
        return null;
    }
}
