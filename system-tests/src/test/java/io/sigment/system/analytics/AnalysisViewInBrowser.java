package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;

/**
 * The analysis view ({@code ui://sigment/analysis}) in {@link AppViewsHost}'s host page, run by
 * {@link AppViewsInBrowserTest}: every creator, every cell and the numbers, and only read-only tools called.
 */
@Tag("browser")
@Tag("node")
class AnalysisViewInBrowser extends AppViewInBrowser {
    @ParameterizedTest
    @CsvSource({"375, 812, phone", "1280, 900, desktop"})
    void the_analysis_view_draws_every_creator_every_cell_and_the_numbers(int width, int height, String name)
            throws Exception {
        views.chromium.viewport(width, height);
        views.host(
                "ui://sigment/analysis",
                views.analysisInput,
                views.analysisResult,
                views.answers(
                        new JsonObject()
                                .put(views.targetsAnswer.getString("key"), views.targetsAnswer.getJsonObject("result")),
                        new JsonObject().put(views.picturesUri, views.pictures)));
        var page = views.chromium.driver();
        views.await(
                "the pictures",
                () -> !page.findElements(By.cssSelector("svg#interest-graph g.node"))
                        .isEmpty());
        var nodes = page.findElements(By.cssSelector("svg#interest-graph g.node"));
        assertThat(nodes.stream().map(n -> n.getAttribute("data-handle")))
                .as("one node per creator")
                .containsExactlyInAnyOrderElementsOf(views.chosen);
        assertThat(page.findElements(By.cssSelector("svg#overlap-heatmap rect.cell")))
                .hasSize(views.chosen.size() * views.chosen.size());
        for (var picture : List.of("interest-graph", "overlap-heatmap")) {
            assertThat(page.executeScript(
                            "const svg = document.getElementById(arguments[0]); return svg instanceof SVGSVGElement "
                                    + "&& svg.getBoundingClientRect().width > Math.min(300, arguments[1] - 60) && svg.getBoundingClientRect().height > 150",
                            picture,
                            width))
                    .as(picture + " drawn as SVG, wide enough")
                    .isEqualTo(true);
        }
        var overview = views.analysisResult.getJsonObject("structuredContent").getJsonObject("overview");
        var headline = page.findElement(By.id("headline")).getText();
        assertThat(headline)
                .contains("(95% interval)", views.whole((Number) overview.getValue("unique_audience_sample")));
        assertThat(headline)
                .as("every headline number drawn, the audience estimate's included")
                .doesNotContain("–");
        assertThat(page.findElement(By.id("recommended")).getText())
                .startsWith("These ")
                .contains("core");
        assertThat(page.findElements(By.cssSelector("#top-creators tbody tr"))).isNotEmpty();

        page.findElement(By.cssSelector("#targets button")).click();
        views.await(
                "the target's answer",
                () -> !page.findElement(By.id("targets-answer")).getText().isBlank());
        assertThat(page.findElement(By.id("targets-answer")).getText()).startsWith("Target");
        page.switchTo().defaultContent();
        @SuppressWarnings("unchecked")
        var called = (List<Map<String, Object>>) page.executeScript("return window.sigmentHost.calls");
        assertThat(called)
                .isNotEmpty()
                .allSatisfy(call -> assertThat(views.readOnly((String) call.get("name")))
                        .as(call.get("name") + " is a read-only, free tool")
                        .isTrue());
        assertThat(views.readOnly("optimize_selection")).isFalse();
        views.quietAndOffline();
        views.screenshot("analysis-" + name);
    }
}
