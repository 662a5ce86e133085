package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.NodeClients;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Argument completions (issue 43): {@code completion/complete} for the prompts' arguments and the pictures template's
 * variables from the caller's own lists, analyses and discoveries, in the caller's workspaces or the one named in the
 * context, prefix matches, at most 100; through the official TypeScript SDK client (2025 handshake) and in revision
 * 2026-07-28. Nothing of another workspace is ever suggested.
 */
@Tag("node")
class CompletionsTest {
    private static LocalStack stack;
    private static TestAccounts.TestUser user;
    private static McpHttp mcp;

    @BeforeAll
    static void data() {
        stack = TestStack.shared();
        user = TestAccounts.newUser(stack, 2);
        mcp = new McpHttp(stack.gatewayUrl() + "/mcp", user.apiKey());
        var first = user.workspaceIds().get(0);
        var second = user.workspaceIds().get(1);
        var list = mcp.ok(
                "create_creator_list",
                new JsonObject().put("name", "Fitness picks").put("workspace_id", first));
        mcp.ok(
                "add_to_creator_list",
                new JsonObject()
                        .put("list_id", list.getString("list_id"))
                        .put(
                                "usernames",
                                new JsonArray()
                                        .add("fitwithana")
                                        .add("fitdad_mike")
                                        .add("cooking_carla")));
        var pool = TestStack.pool(stack);
        try {
            analysis(pool, first, "an_compl_first", "instagram", "fitgirl_jo", "yoga_sam");
            analysis(pool, second, "an_compl_second", "youtube", "fitcoach_lee");
            pool.preparedQuery("INSERT INTO analytics.snapshots (snapshot_id, analysis_id, job_id, status) VALUES "
                            + "('snap_compl_1', 'an_compl_first', 'job_c1', 'completed'), ('snap_compl_2', 'an_compl_first', 'job_c2', "
                            + "'running')")
                    .execute()
                    .await();
            for (var topic : List.of("home workouts for busy parents", "home cooking on a budget")) {
                pool.preparedQuery(
                                "INSERT INTO analytics.discoveries (discovery_id, workspace_id, topic, topic_key, platforms, "
                                        + "min_followers, per_subtopic_limit, status) VALUES ($1, $2, $3, $3, '{instagram}', 1000, 10, 'completed')")
                        .execute(Tuple.of("dsc_" + topic.hashCode(), first, topic))
                        .await();
            }
            var stranger = TestAccounts.newUser(stack).workspaceIds().get(0);
            analysis(pool, stranger, "an_compl_stranger", "instagram", "fitstranger");
        } finally {
            pool.close();
        }
    }

    private static void analysis(
            io.vertx.sqlclient.Pool pool, String workspace, String id, String platform, String... handles) {
        pool.preparedQuery(
                        "INSERT INTO analytics.analyses (analysis_id, workspace_id, platform, handles) VALUES ($1, $2, $3, $4)")
                .execute(Tuple.of(id, workspace, platform, handles))
                .await();
    }

    private static JsonObject prompt(String name, String argument, String value) {
        return new JsonObject()
                .put("ref", new JsonObject().put("type", "ref/prompt").put("name", name))
                .put("argument", new JsonObject().put("name", argument).put("value", value));
    }

    private static JsonObject template(String variable, String value, JsonObject context) {
        return new JsonObject()
                .put(
                        "ref",
                        new JsonObject()
                                .put("type", "ref/resource")
                                .put("uri", "sigment://analysis-pictures/{platform}/{analysis_id}{/snapshot_id}"))
                .put("argument", new JsonObject().put("name", variable).put("value", value))
                .put("context", new JsonObject().put("arguments", context));
    }

    @Test
    void the_typescript_sdk_client_completes_every_argument_from_the_callers_own_data() throws Exception {
        NodeClients.install();
        var requests = new JsonArray()
                .add(prompt("build_shortlist", "platform", "you"))
                .add(prompt("vet_creators", "creators", "@yoga_sam, fit"))
                .add(prompt("reach_plan", "analysis", "@fitg"))
                .add(prompt("reach_plan", "analysis", "an_compl"))
                .add(prompt("build_shortlist", "brief", "home"))
                .add(prompt("hit_audience_targets", "brief", "HOME C"))
                .add(template("analysis_id", "an_compl", new JsonObject().put("platform", "instagram")))
                .add(template("snapshot_id", "", new JsonObject().put("analysis_id", "an_compl_first")))
                .add(prompt("vet_creators", "creators", "fit")
                        .put(
                                "context",
                                new JsonObject()
                                        .put(
                                                "arguments",
                                                new JsonObject()
                                                        .put(
                                                                "workspace_id",
                                                                user.workspaceIds()
                                                                        .get(1)))))
                .add(prompt("test_prompt_with_arguments", "arg1", "x"));
        var run = NodeClients.run(
                List.of("node", "sdk-completions.mjs"),
                Map.of(
                        "SIGMENT_MCP_URL",
                        stack.gatewayUrl() + "/mcp",
                        "SIGMENT_API_KEY",
                        user.apiKey(),
                        "SIGMENT_COMPLETIONS",
                        requests.encode()),
                120);
        assertThat(run.exitCode()).as(run.output()).isZero();
        var seen = run.lastJson();
        assertThat(seen.getBoolean("declared")).isTrue();
        var answers = seen.getJsonArray("answers");
        assertThat(values(answers, 0)).containsExactly("youtube");
        assertThat(values(answers, 1))
                .containsExactly(
                        "@yoga_sam, fitcoach_lee",
                        "@yoga_sam, fitdad_mike",
                        "@yoga_sam, fitgirl_jo",
                        "@yoga_sam, Fitness picks",
                        "@yoga_sam, fitwithana");
        assertThat(values(answers, 2)).containsExactly("@fitgirl_jo, @yoga_sam");
        assertThat(values(answers, 3)).containsExactlyInAnyOrder("an_compl_first", "an_compl_second");
        assertThat(values(answers, 4)).containsExactly("home cooking on a budget", "home workouts for busy parents");
        assertThat(values(answers, 5)).containsExactly("home cooking on a budget");
        assertThat(values(answers, 6)).containsExactly("an_compl_first");
        assertThat(values(answers, 7)).containsExactlyInAnyOrder("snap_compl_1", "snap_compl_2");
        assertThat(values(answers, 8)).as("only the named workspace").containsExactly("fitcoach_lee");
        assertThat(answers.getJsonObject(9).getJsonObject("error").getInteger("code"))
                .isEqualTo(-32602);
        assertThat(answers.encode()).doesNotContain("fitstranger", "an_compl_stranger");
    }

    @Test
    void revision_2026_completes_too_and_an_unknown_argument_is_invalid_params() {
        var result = mcp.modern("completion/complete", prompt("vet_creators", "creators", "cook"))
                .getJsonObject("result");
        assertThat(result.getString("resultType")).isEqualTo("complete");
        assertThat(result.getJsonObject("completion").getJsonArray("values")).containsExactly("cooking_carla");
        assertThat(result.getJsonObject("completion").getBoolean("hasMore")).isFalse();
        var unknown = mcp.modern("completion/complete", prompt("vet_creators", "nothing", "x"))
                .getJsonObject("error");
        assertThat(unknown.getInteger("code")).isEqualTo(-32602);
        var discovered = mcp.modern("server/discover", new JsonObject()).getJsonObject("result");
        assertThat(discovered.getJsonObject("capabilities").containsKey("completions"))
                .isTrue();
    }

    @Test
    void a_completion_counts_against_the_per_minute_budget_like_a_read() {
        var fresh = TestAccounts.newUser(stack);
        var agent = new McpHttp(stack.gatewayUrl() + "/mcp", fresh.apiKey());
        var limit = stack.config().integer(io.sigment.common.Setting.CALLS_PER_MINUTE);
        JsonObject last = null;
        for (int i = 0; i <= limit; i++)
            last = agent.reply("completion/complete", prompt("vet_creators", "platform", "i"));
        assertThat(last.getJsonObject("error").getString("message"))
                .as(last.encode())
                .startsWith("Rate limit reached");
    }

    private static List<Object> values(JsonArray answers, int index) {
        var answer = answers.getJsonObject(index);
        assertThat(answer.containsKey("error"))
                .as(index + ": " + answer.encode())
                .isFalse();
        return answer.getJsonArray("values").getList();
    }
}
