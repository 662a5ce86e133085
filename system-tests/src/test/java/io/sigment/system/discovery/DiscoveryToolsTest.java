package io.sigment.system.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * get_discovery and list_discoveries over POST /mcp, on a discovery of "yoga" the agent ran on the emulated Instagram
 * (discover_creators, followed with wait_for_job), the free re-runs of the same topic, and a topic that finds nobody.
 */
@Tag("stack")
class DiscoveryToolsTest {
    private static AnalysisAgent agent;
    private static McpHttp mcp;
    private static String yoga;

    @BeforeAll
    static void discover() {
        var stack = TestStack.shared();
        agent = new AnalysisAgent();
        mcp = new McpHttp(stack.gatewayUrl() + "/mcp", agent.user.apiKey());
        yoga = run("yoga");
    }

    private static String run(String topic) {
        return agent.discover(topic, new JsonObject()).discoveryId();
    }

    private static JsonObject ok(McpHttp client, String tool, JsonObject args) {
        var result = client.callTool(tool, args);
        if (result.getBoolean("isError")) throw new AssertionError(tool + " failed: " + McpHttp.text(result));
        return result.getJsonObject("structuredContent");
    }

    private static List<JsonObject> objects(JsonArray array) {
        return array.stream().map(JsonObject.class::cast).toList();
    }

    @Test
    void get_discovery_shows_labelled_groups_of_creators_and_the_global_top_15_overlaps_by_lift() {
        var result = ok(mcp, "get_discovery", new JsonObject().put("discovery_id", yoga));
        assertThat(result.getString("status")).isEqualTo("completed");
        assertThat(result.getString("topic")).isEqualTo("yoga");
        assertThat(result.getJsonArray("platforms")).containsExactly("instagram");
        var groups = objects(result.getJsonArray("groups"));
        assertThat(groups).isNotEmpty();
        assertThat(result.getInteger("groups_found")).isEqualTo(groups.size());
        for (var group : groups) {
            assertThat(group.getString("label")).isNotBlank();
            var creators = objects(group.getJsonArray("creators"));
            assertThat(creators).isNotEmpty().hasSizeLessThanOrEqualTo(10);
            for (var c : creators) {
                assertThat(c.getString("platform")).isEqualTo("instagram");
                assertThat(c.getString("id")).isNotBlank();
                assertThat(c.getString("handle")).isNotBlank();
                assertThat(c.getLong("followers")).isGreaterThanOrEqualTo(2000);
                assertThat(c.getLong("median_views")).isPositive();
                assertThat(c.getDouble("engagement_rate_pct")).isPositive();
                assertThat(c.getString("why")).contains("match \"yoga\"");
            }
        }
        var overlaps = objects(result.getJsonArray("strongest_overlaps"));
        assertThat(overlaps).hasSize(15);
        assertThat(overlaps.stream().map(o -> o.getDouble("lift")).toList())
                .isSortedAccordingTo((a, b) -> Double.compare(b, a));
        assertThat(overlaps)
                .allSatisfy(o -> assertThat(o.getLong("shared_engagers")).isGreaterThanOrEqualTo(5));
    }

    @Test
    void max_per_group_and_handles_narrow_what_is_shown() {
        var small = ok(
                mcp, "get_discovery", new JsonObject().put("discovery_id", yoga).put("max_per_group", 2));
        assertThat(objects(small.getJsonArray("groups")))
                .allSatisfy(g -> assertThat(g.getJsonArray("creators")).hasSizeLessThanOrEqualTo(2));
        var all = ok(mcp, "get_discovery", new JsonObject().put("discovery_id", yoga));
        var someone = objects(all.getJsonArray("strongest_overlaps")).get(3).getString("creator_b");
        var focused = ok(
                mcp,
                "get_discovery",
                new JsonObject()
                        .put("discovery_id", yoga)
                        .put("handles", new JsonArray().add("@" + someone.toUpperCase())));
        var involving = objects(focused.getJsonArray("strongest_overlaps"));
        assertThat(involving)
                .isNotEmpty()
                .allSatisfy(o -> assertThat(List.of(o.getString("creator_a"), o.getString("creator_b")))
                        .contains(someone));
        assertThat(focused.getString("overlaps_shown")).contains("involving");
    }

    @Test
    void list_discoveries_is_newest_first_with_topic_platforms_status_and_counts() {
        var nobody = run("underwater basket weaving");
        var list = objects(ok(mcp, "list_discoveries", new JsonObject()).getJsonArray("discoveries"));
        var ids = list.stream().map(d -> d.getString("discovery_id")).toList();
        assertThat(ids.indexOf(nobody)).isLessThan(ids.indexOf(yoga));
        var first = list.stream()
                .filter(d -> d.getString("discovery_id").equals(yoga))
                .findFirst()
                .orElseThrow();
        assertThat(first.getString("topic")).isEqualTo("yoga");
        assertThat(first.getString("status")).isEqualTo("completed");
        assertThat(first.getInteger("creators_found")).isPositive();
        assertThat(first.getInteger("groups_found")).isPositive();
        assertThat(ok(mcp, "list_discoveries", new JsonObject().put("limit", 1)).getJsonArray("discoveries"))
                .hasSize(1);

        var empty = ok(mcp, "get_discovery", new JsonObject().put("discovery_id", nobody));
        assertThat(empty.getString("status")).isEqualTo("completed");
        assertThat(empty.getJsonArray("groups")).isEmpty();
        assertThat(empty.getString("message")).startsWith("No creators found for \"underwater basket weaving\"");
    }

    @Test
    void the_same_topic_within_24_hours_is_a_free_re_run_of_the_stored_result_without_platform_calls() {
        var fact = agent.analytics(AnalyticsAction.PRICING_FACTS, new JsonObject().put("topic", "  YOGA!"));
        assertThat(fact.getBoolean("same_topic_within_24h")).isTrue();
        assertThat(agent.analytics(AnalyticsAction.PRICING_FACTS, new JsonObject().put("topic", "running"))
                        .getBoolean("same_topic_within_24h"))
                .isFalse();

        var reused = agent.discover("Yoga", new JsonObject());
        var again = reused.discoveryId();
        assertThat(reused.job().getString("reused_from")).isEqualTo(yoga);
        assertThat(reused.job().getJsonObject("credits").getInteger("charged"))
                .as("free")
                .isZero();
        var original = ok(mcp, "get_discovery", new JsonObject().put("discovery_id", yoga));
        var copy = ok(mcp, "get_discovery", new JsonObject().put("discovery_id", again));
        assertThat(copy.getJsonArray("groups")).isEqualTo(original.getJsonArray("groups"));
        assertThat(copy.getJsonArray("strongest_overlaps")).isEqualTo(original.getJsonArray("strongest_overlaps"));
        var pool = TestStack.pool();
        try {
            var count = "SELECT count(*) FROM scraper.scrapes WHERE scrape_id LIKE $1";
            assertThat(pool.preparedQuery(count)
                            .execute(Tuple.of("discovery:" + yoga + "#%"))
                            .await()
                            .iterator()
                            .next()
                            .getLong(0))
                    .isPositive();
            assertThat(pool.preparedQuery(count)
                            .execute(Tuple.of("discovery:" + again + "#%"))
                            .await()
                            .iterator()
                            .next()
                            .getLong(0))
                    .isZero();
        } finally {
            pool.close();
        }
    }

    @Test
    void a_free_re_run_on_fewer_platforms_answers_exactly_those_and_never_shows_stage_scraping() {
        var both = agent.discover(
                "cooking",
                new JsonObject()
                        .put("platforms", new JsonArray().add("instagram").add("youtube")));
        assertThat(platformsOf(both.discoveryId())).containsExactlyInAnyOrder("instagram", "youtube");

        // max_credits 0: the same topic within 24 hours is free, else this start is refused.
        var started = ok(
                mcp,
                "discover_creators",
                new JsonObject()
                        .put("topic", "cooking")
                        .put("max_credits", 0)
                        .put("platforms", new JsonArray().add("youtube")));
        var stages = new java.util.ArrayList<String>(List.of(started.getString("stage")));
        var job = started;
        while ("running".equals(job.getString("status"))) {
            job = ok(
                    mcp,
                    "wait_for_job",
                    new JsonObject().put("job_id", started.getString("job_id")).put("timeout_seconds", 1));
            stages.add(job.getString("stage"));
        }
        assertThat(job.getString("status")).isEqualTo("completed");
        assertThat(job.getString("reused_from")).isEqualTo(both.discoveryId());
        assertThat(job.getJsonObject("credits").getLong("charged")).isZero();
        assertThat(stages)
                .as("a free re-run scrapes nothing")
                .doesNotContain("scraping")
                .isSubsetOf("queued", "analyzing");

        var rerun = started.getString("discovery_id");
        assertThat(platformsOf(rerun)).as("only the asked platform's creators").containsExactly("youtube");
        var shown = ok(mcp, "get_discovery", new JsonObject().put("discovery_id", rerun));
        assertThat(shown.getJsonArray("platforms")).containsExactly("youtube");
        assertThat(objects(shown.getJsonArray("strongest_overlaps")))
                .allSatisfy(pair -> assertThat(pair.getString("platform")).isEqualTo("youtube"));
    }

    /** The platforms of the creators get_discovery shows (all of each group), each once. */
    private static List<String> platformsOf(String discoveryId) {
        var shown = ok(
                mcp,
                "get_discovery",
                new JsonObject().put("discovery_id", discoveryId).put("max_per_group", 20));
        return objects(shown.getJsonArray("groups")).stream()
                .flatMap(g -> objects(g.getJsonArray("creators")).stream())
                .map(c -> c.getString("platform"))
                .distinct()
                .toList();
    }

    @Test
    void get_discovery_accepts_the_job_id_its_own_text_points_to() {
        var byJobId = ok(mcp, "get_discovery", new JsonObject().put("discovery_id", "discovery:" + yoga));
        assertThat(byJobId.getString("discovery_id")).isEqualTo(yoga);
        assertThat(byJobId.getJsonArray("groups"))
                .isEqualTo(ok(mcp, "get_discovery", new JsonObject().put("discovery_id", yoga))
                        .getJsonArray("groups"));
    }

    @Test
    void a_free_re_run_with_new_filters_applies_them_to_the_stored_candidates() {
        var original = ok(
                mcp, "get_discovery", new JsonObject().put("discovery_id", yoga).put("max_per_group", 20));
        var followers = objects(original.getJsonArray("groups")).stream()
                .flatMap(g -> objects(g.getJsonArray("creators")).stream())
                .mapToLong(c -> c.getLong("followers"))
                .sorted()
                .toArray();
        assertThat(followers.length).isGreaterThan(2);
        long median = followers[followers.length / 2];

        var rerun = agent.discover(
                "yoga", new JsonObject().put("min_followers", median).put("per_subtopic_limit", 1));
        assertThat(rerun.job().getString("reused_from")).isEqualTo(yoga);
        var again = rerun.discoveryId();
        var narrowed = ok(
                mcp,
                "get_discovery",
                new JsonObject().put("discovery_id", again).put("max_per_group", 20));

        var groups = objects(narrowed.getJsonArray("groups"));
        assertThat(groups).isNotEmpty();
        for (var group : groups) {
            assertThat(group.getJsonArray("creators"))
                    .as(group.getString("label"))
                    .hasSize(1);
            assertThat(group.getJsonArray("creators").getJsonObject(0).getLong("followers"))
                    .isGreaterThanOrEqualTo(median);
        }
    }

    @Test
    void another_account_cannot_see_the_discovery() {
        var other = TestAccounts.newUser(TestStack.shared(), 1);
        var stranger = new McpHttp(TestStack.shared().gatewayUrl() + "/mcp", other.apiKey());
        var result = stranger.callTool("get_discovery", new JsonObject().put("discovery_id", yoga));
        assertThat(result.getBoolean("isError")).isTrue();
        assertThat(McpHttp.text(result)).startsWith("Not found, or this account has no access to it.");
        assertThat(ok(stranger, "list_discoveries", new JsonObject()).getJsonArray("discoveries"))
                .isEmpty();
    }
}
