package io.sigment.web.share;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Issue 41 item 4: the shared analysis page (its figures, tables and pictures) for a hand-made result is its golden
 * HTML byte for byte (what was rendered is left in target/golden-actual); {@code -Dgolden.update=true} rewrites the files for a reviewed change. (The whole-stack pages
 * are local's GoldenPagesTest; an analysis run there is not deterministic, this one is.)
 */
class AnalysisPageGoldenTest {
    private static final Path DIRECTORY = Path.of("src", "test", "resources", "golden", "share");

    private static void assertGolden(String name, String html) throws IOException {
        var file = DIRECTORY.resolve(name + ".html");
        var actual = Path.of("target", "golden-actual", "share", name + ".html");
        Files.createDirectories(actual.getParent());
        Files.writeString(actual, html, StandardCharsets.UTF_8);
        if (Boolean.getBoolean("golden.update") || !Files.exists(file)) {
            Files.createDirectories(DIRECTORY);
            Files.writeString(file, html, StandardCharsets.UTF_8);
        }
        assertThat(html).as("golden " + file).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void an_analysis_with_audience_estimates() throws IOException {
        assertGolden(
                "analysis",
                ShareHtml.analysis(
                        HandMadeAnalysis.analysisLink(), HandMadeAnalysis.result(HandMadeAnalysis.handles(6), 3)));
    }

    @Test
    void an_analysis_from_before_audience_estimates() throws IOException {
        assertGolden(
                "analysis-without-estimate",
                ShareHtml.analysis(
                        HandMadeAnalysis.analysisLink(),
                        HandMadeAnalysis.withoutEstimate(HandMadeAnalysis.handles(6), 3)));
    }

    @Test
    void an_analysis_with_markup_in_its_handles() throws IOException {
        assertGolden(
                "analysis-markup",
                ShareHtml.analysis(
                        HandMadeAnalysis.analysisLink(),
                        HandMadeAnalysis.result(
                                java.util.List.of("<script>alert(1)</script>\"'&", "plain", "x\"><svg>"), 2)));
    }

    @Test
    void a_running_analysis_and_a_message() throws IOException {
        var running = HandMadeAnalysis.result(HandMadeAnalysis.handles(3), 2).put("status", "running");
        assertGolden("analysis-running", ShareHtml.analysis(HandMadeAnalysis.analysisLink(), running));
        assertGolden("message", ShareHtml.message("Link <not> available", "It's \"gone\" & more."));
    }
}
