package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestCredits;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** optimize_selection (paid, synchronous) and share_analysis with its public page, through {@code POST /mcp}. */
@Tag("stack")
class OptimizeAndShareTest {
    private static AnalysisAgent agent;
    private static String analysisId;
    private static List<String> others;
    private static String youtube;

    @BeforeAll
    static void threeAnalysesInOneWorkspace() {
        var creators = EmulatorTruth.instagram(TestStack.shared());
        var chosen = EmulatorTruth.twoSubtopics(creators, 3);
        agent = new AnalysisAgent();
        TestCredits.setPlan(agent.workspace(), "pro");
        TestCredits.topUp(agent.workspace(), 100);
        analysisId = agent.analyzeCreators(chosen.stream().map(Creator::handle).toList())
                .analysisId();
        var first = chosen.get(0).subtopic();
        others = creators.stream()
                .filter(c -> c.subtopic().equals(first) && !chosen.contains(c))
                .limit(3)
                .map(Creator::handle)
                .toList();
        agent.analyzeCreators(others);
        var channels = TestStack.shared()
                .emulator()
                .orElseThrow()
                .world()
                .platform(Platform.YOUTUBE)
                .creators();
        youtube = agent.analyzeCreators(
                        "youtube",
                        channels.subList(0, 2).stream().map(Creator::handle).toList())
                .analysisId();
    }

    @Test
    void optimize_selection_charges_5_and_suggests_creators_the_workspace_already_scraped() {
        var before = balance();
        var result = agent.ok(
                "optimize_selection",
                new JsonObject()
                        .put("analysis_id", analysisId)
                        .put("min_core_pct", 50)
                        .put("min_core_reach", 1_000_000)
                        .put("max_credits", 5));
        assertThat(result.getJsonObject("credits").getInteger("charged")).isEqualTo(5);
        assertThat(result.getJsonObject("credits").getLong("balance"))
                .isEqualTo(before - 5)
                .isEqualTo(balance());
        assertThat(result.getJsonObject("current").getJsonArray("members")).hasSize(6);
        assertThat(result.getJsonObject("best").getJsonArray("members")).isNotEmpty();
        assertThat(result.getBoolean("targets_met")).isFalse();
        var audience = result.getJsonObject("audience_targets");
        var all = new java.util.HashSet<>(
                        result.getJsonObject("best").getJsonArray("members").getList())
                .equals(new java.util.HashSet<>(
                        result.getJsonObject("current").getJsonArray("members").getList()));
        assertThat(audience.getString("note"))
                .as("best is all the creators: the stored estimate; a subset: said so")
                .startsWith(all ? "best is all of the analysis's creators" : "Not estimated for best");
        assertThat(audience.containsKey("chance_met")).isEqualTo(all);
        assertThat(result.getJsonObject("gaps").getDouble("normalized_shortfall"))
                .isPositive();
        assertThat(result.containsKey("drag_creators")).isTrue();
        var suggested = result.getJsonArray("suggested_additions").stream()
                .map(s -> ((JsonObject) s).getString("handle"))
                .toList();
        assertThat(suggested).isNotEmpty();
        assertThat(others).containsAll(suggested);

        var history = agent.ok("get_credit_history", new JsonObject().put("limit", 1))
                .getJsonArray("entries")
                .getJsonObject(0);
        assertThat(history.getString("for")).isEqualTo("optimize_selection");
        assertThat(history.getInteger("credits")).isEqualTo(-5);
    }

    @Test
    void optimize_selection_refusals_charge_nothing() {
        var before = balance();
        var args = new JsonObject()
                .put("analysis_id", analysisId)
                .put("min_core_pct", 7)
                .put("min_core_reach", 100_000);
        assertThat(agent.error("optimize_selection", args.copy().put("max_credits", 4)))
                .startsWith("Not started: this costs 5 credits, above max_credits=4");

        assertThat(agent.error(
                        "optimize_selection",
                        args.copy().put("analysis_id", youtube).put("max_credits", 5)))
                .startsWith("Not available: optimize_selection is Instagram only");
        assertThat(new AnalysisAgent().error("optimize_selection", args.copy().put("max_credits", 5)))
                .startsWith("Not found, or this account has no access to it");
        assertThat(balance()).isEqualTo(before);

        var free = new AnalysisAgent();
        TestCredits.topUp(free.workspace(), 50);
        var freeAnalysis = free.analyzeCreators(others).analysisId();
        assertThat(free.error(
                        "optimize_selection",
                        args.copy().put("analysis_id", freeAnalysis).put("max_credits", 5)))
                .startsWith("Plan limit");
    }

    @Test
    void share_analysis_gives_one_public_page_with_the_numbers_for_people_and_as_json() {
        var shared = agent.ok("share_analysis", new JsonObject().put("analysis_id", analysisId));
        assertThat(shared.getString("url")).contains("/s/");
        assertThat(agent.ok("share_analysis", new JsonObject().put("analysis_id", analysisId))
                        .getString("url"))
                .isEqualTo(shared.getString("url"));
        var result = agent.ok(
                "get_analysis_result",
                new JsonObject().put("platform", "instagram").put("analysis_id", analysisId));

        var page = open(shared.getString("url"), "text/html");
        assertThat(page.status()).isEqualTo(200);
        var topCreator = result.getJsonArray("top_creators").getJsonObject(0).getString("handle");
        assertThat(page.body())
                .contains(
                        "Estimated audience core %",
                        "Estimated core audience size (sample)",
                        "engaged with any of these creators",
                        "95% interval",
                        "Top creators by core audience",
                        topCreator,
                        "Strongest audience overlaps");
        var json = open(shared.getString("url"), "application/json");
        assertThat(json.status()).isEqualTo(200);
        assertThat(json.json().getJsonObject("result").getJsonObject("overview").getDouble("core_pct"))
                .isCloseTo(result.getJsonObject("overview").getDouble("core_pct"), within(1e-12));
        assertThat(json.body()).doesNotContain(agent.workspace());

        assertThat(new AnalysisAgent().error("share_analysis", new JsonObject().put("analysis_id", analysisId)))
                .startsWith("Not found, or this account has no access to it");
        assertThat(agent.error(
                        "share_analysis",
                        new JsonObject().put("analysis_id", analysisId).put("snapshot_id", "nope")))
                .startsWith("Not found, or this account has no access to it");
        agent.ok("revoke_share_link", new JsonObject().put("link_id", shared.getString("link_id")));
        assertThat(open(shared.getString("url"), "text/html").status()).isEqualTo(404);
    }

    @Test
    void share_analysis_is_instagram_only() {
        assertThat(agent.error("share_analysis", new JsonObject().put("analysis_id", youtube)))
                .startsWith("Not available: share_analysis is Instagram only");
    }

    private static long balance() {
        return agent.ok("get_account", new JsonObject())
                .getJsonObject("credits")
                .getLong("balance");
    }

    private static McpHttp.Reply open(String url, String accept) {
        return McpHttp.send(HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(30))
                .header("Accept", accept)
                .GET()
                .build());
    }
}
