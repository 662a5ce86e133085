package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.emulator.world.Creator;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.HeadlessChromium;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestCredits;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A shared analysis and a shared creator list opened in headless Chromium at phone (375 × 812) and desktop
 * (1280 × 900) size: the pictures are there with one node per creator and the expected edges, nothing a user
 * wrote runs, no console error, nothing loaded from another host. Full-page screenshots go to
 * system-tests/target/share-screenshots/.
 */
@Tag("browser")
class SharePagesInBrowserTest {
    private static final Path SHOTS = Path.of("target", "share-screenshots");
    private static final String MARKUP =
            "Autumn <script>window.pwned = 1</script><img src=x onerror=\"window.pwned = 2\">";
    private static HeadlessChromium chromium;
    private static String analysisUrl;
    private static String listUrl;
    private static JsonObject analysisJson;

    @BeforeAll
    static void aSharedAnalysisAndASharedList() {
        chromium = HeadlessChromium.start();
        var creators = EmulatorTruth.instagram(TestStack.shared());
        var chosen = EmulatorTruth.twoSubtopics(creators, 3).stream()
                .map(Creator::handle)
                .toList();
        var agent = new AnalysisAgent();
        TestCredits.topUp(agent.workspace(), 50);
        var analysisId = agent.analyzeCreators(chosen).analysisId();
        analysisUrl = agent.ok("share_analysis", new JsonObject().put("analysis_id", analysisId))
                .getString("url");
        analysisJson = open(analysisUrl, "application/json").json();

        var listId = agent.ok(
                        "create_creator_list",
                        new JsonObject().put("name", MARKUP).put("description", "Picked for the launch.\n" + MARKUP))
                .getString("list_id");
        agent.ok(
                "add_to_creator_list", new JsonObject().put("list_id", listId).put("usernames", new JsonArray(chosen)));
        listUrl = agent.ok("share_creator_list", new JsonObject().put("list_id", listId))
                .getString("url");
    }

    @AfterAll
    static void stop() {
        if (chromium != null) chromium.close();
    }

    @ParameterizedTest
    @CsvSource({"375, 812, phone", "1280, 900, desktop"})
    void the_analysis_page_draws_every_creator_and_the_strongest_overlaps(int width, int height, String name)
            throws Exception {
        chromium.viewport(width, height);
        chromium.open(analysisUrl);
        var page = chromium.driver();
        assertThat(page.getTitle()).isEqualTo("Audience analysis · Sigment");
        var handles =
                analysisJson.getJsonObject("result").getJsonArray("handles").getList();
        var nodes = page.findElements(By.cssSelector("svg#interest-graph g.node"));
        assertThat(nodes.stream().map(n -> n.getAttribute("data-handle")))
                .containsExactlyInAnyOrderElementsOf(
                        handles.stream().map(String::valueOf).toList());
        var expected = new HashSet<Set<String>>();
        for (var p : analysisJson
                .getJsonObject("result")
                .getJsonObject("interest_graph")
                .getJsonArray("strongest_overlaps")) {
            var pair = (JsonObject) p;
            expected.add(Set.of(pair.getString("creator_a"), pair.getString("creator_b")));
        }
        var edges = page.findElements(By.cssSelector("svg#interest-graph path.edge")).stream()
                .map(e -> Set.of(e.getAttribute("data-a"), e.getAttribute("data-b")))
                .toList();
        assertThat(new HashSet<>(edges))
                .as("six creators: the graph's edges are the result's strongest overlaps")
                .isEqualTo(expected)
                .hasSize(edges.size());
        assertThat(page.findElements(By.cssSelector("svg#overlap-heatmap rect.cell")))
                .hasSize(handles.size() * handles.size());
        assertThat(page.findElement(By.cssSelector("svg#overlap-heatmap title")).getAttribute("textContent"))
                .isEqualTo("Audience overlap of every two creators");
        assertThat(visible(page.findElement(By.id("interest-graph")), width)).isTrue();
        assertThat(visible(page.findElement(By.id("overlap-heatmap")), width)).isTrue();
        assertThat(page.findElement(By.tagName("main")).getText())
                .contains(
                        "95% interval",
                        "Top creators by core audience",
                        "Recommended selection",
                        "What Sigment measured",
                        "link expires");
        checkedLikeAPublicPage(width);
        assertThat(chromium.screenshot(SHOTS, "analysis-" + name))
                .satisfies(f -> assertThat(Files.size(f)).isGreaterThan(20_000));
    }

    @ParameterizedTest
    @CsvSource({"375, 812, phone", "1280, 900, desktop"})
    void the_list_page_shows_the_creators_with_profile_links_and_runs_nothing_users_wrote(
            int width, int height, String name) throws Exception {
        chromium.viewport(width, height);
        chromium.open(listUrl);
        var page = chromium.driver();
        assertThat(page.findElement(By.tagName("h1")).getText()).isEqualTo(MARKUP);
        assertThat(page.findElement(By.className("description")).getText()).contains(MARKUP);
        var links = page.findElements(By.cssSelector("ol.creators li a"));
        assertThat(links)
                .hasSize(6)
                .allSatisfy(a ->
                        assertThat(a.getAttribute("href")).isEqualTo("https://www.instagram.com/" + a.getText() + "/"));
        assertThat(page.findElements(By.cssSelector("ol.creators li .stats")))
                .as("scraped creators: known followers")
                .hasSize(6)
                .allSatisfy(stats ->
                        assertThat(stats.getText()).contains(" followers · ").endsWith(" median views"));
        assertThat(page.findElements(By.tagName("img"))).isEmpty();
        checkedLikeAPublicPage(width);
        chromium.screenshot(SHOTS, "list-" + name);
    }

    /** No script ran, no console error, every request went to the gateway, and nothing is wider than the screen. */
    private static void checkedLikeAPublicPage(int width) {
        var page = chromium.driver();
        assertThat(page.executeScript("return typeof window.pwned")).isEqualTo("undefined");
        assertThat(page.findElements(By.tagName("script"))).isEmpty();
        assertThat(page.findElement(By.cssSelector("meta[name=robots]")).getAttribute("content"))
                .contains("noindex");
        assertThat(chromium.consoleErrors()).isEmpty();
        var origin = URI.create(page.getCurrentUrl()).resolve("/").toString();
        assertThat(chromium.loadedUrls())
                .isNotEmpty()
                .allSatisfy(url -> assertThat(url).startsWith(origin));
        assertThat(((Number) page.executeScript("return document.documentElement.scrollWidth")).intValue())
                .as("no sideways scrolling")
                .isLessThanOrEqualTo(width);
    }

    private static boolean visible(WebElement svg, int width) {
        var box = svg.getRect();
        return box.getWidth() > Math.min(300, width - 60)
                && box.getHeight() > 200
                && box.getX() >= 0
                && box.getX() + box.getWidth() <= width;
    }

    private static McpHttp.Reply open(String url, String accept) {
        return McpHttp.send(HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(30))
                .header("Accept", accept)
                .GET()
                .build());
    }
}
