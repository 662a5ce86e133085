package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Collections;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ArgumentCheckTest {
    private final ArgumentCheck check = new ArgumentCheck(ToolCatalog.load());

    @Test
    void checking_leaves_the_schemas_tools_list_serves_untouched() {
        var catalog = ToolCatalog.load();
        new ArgumentCheck(catalog).problems("get_account", new JsonObject());
        assertThat(catalog.listing().encode()).doesNotContain("__absolute_uri__");
    }

    @Test
    void valid_arguments_have_no_problems() {
        assertThat(check.problems(
                        "analyze_creators",
                        new JsonObject()
                                .put("platform", "tiktok")
                                .put("handles", new JsonArray().add("a"))
                                .put("max_credits", 0)))
                .isEmpty();
    }

    @Test
    void each_violation_names_the_parameter_and_the_limit() {
        assertThat(check.problems("analyze_creators", new JsonObject()))
                .containsExactly("platform: required", "handles: required", "max_credits: required");
        assertThat(check.problems(
                        "analyze_creators",
                        new JsonObject()
                                .put("platform", "vine")
                                .put("handles", new JsonArray(Collections.nCopies(51, "h")))
                                .put("max_credits", -1)))
                .containsExactly(
                        "platform: must be one of instagram, youtube, tiktok",
                        "handles: at most 50 items",
                        "max_credits: at least 0");
        assertThat(check.problems(
                        "search_creators", new JsonObject().put("query", "a").put("limit", 11)))
                .containsExactly("query: at least 2 characters", "limit: at most 10");
        assertThat(check.problems(
                        "get_analysis_result",
                        new JsonObject()
                                .put("platform", "instagram")
                                .put("analysis_id", "a")
                                .put("min_core_pct", "7")))
                .containsExactly("min_core_pct: must be a number");
        assertThat(check.problems(
                        "wait_for_job",
                        new JsonObject().put("job_id", "x".repeat(251)).put("timeout_seconds", 1.5)))
                .containsExactly("job_id: at most 250 characters", "timeout_seconds: must be an integer");
        assertThat(check.problems(
                        "discover_creators",
                        new JsonObject()
                                .put("topic", "yoga")
                                .put("max_credits", 20)
                                .put(
                                        "platforms",
                                        new JsonArray().add("instagram").add("myspace"))))
                .containsExactly("platforms[1]: must be one of instagram, youtube, tiktok");
    }

    @Test
    void no_arguments_are_checked_like_any_others_for_a_schema_that_refuses_them() {
        var schemas = new ArgumentCheck(Map.of(
                "optional_only",
                        new JsonObject()
                                .put("type", "object")
                                .put("additionalProperties", false)
                                .put("properties", new JsonObject().put("a", new JsonObject().put("type", "string"))),
                "at_least_one",
                        new JsonObject()
                                .put("type", "object")
                                .put("minProperties", 1)
                                .put("properties", new JsonObject().put("a", new JsonObject().put("type", "string")))));
        assertThat(schemas.problems("optional_only", new JsonObject())).isEmpty();
        assertThat(schemas.problems("optional_only", new JsonObject().put("b", 1)))
                .isNotEmpty();
        assertThat(schemas.problems("at_least_one", new JsonObject())).isNotEmpty();
        assertThat(schemas.problems("at_least_one", new JsonObject().put("a", "x")))
                .isEmpty();
        assertThat(check.problems("get_account", new JsonObject())).isEmpty();
    }

    @Test
    void an_unknown_parameter_is_named_with_the_ones_the_tool_takes() {
        assertThat(check.problems("get_job", new JsonObject().put("job_id", "j").put("workspace_id", "w")))
                .containsExactly("workspace_id: unknown parameter (this tool takes job_id)");
    }

    @Test
    void defaults_of_absent_parameters_are_filled_in() {
        var filled = check.withDefaults(
                "discover_creators", new JsonObject().put("topic", "yoga").put("max_credits", 20));
        assertThat(filled.getJsonArray("platforms")).containsExactly("instagram");
        assertThat(filled.getInteger("min_followers")).isEqualTo(2000);
        assertThat(filled.getInteger("per_subtopic_limit")).isEqualTo(10);
        assertThat(check.withDefaults("wait_for_job", new JsonObject().put("job_id", "j"))
                        .getInteger("timeout_seconds"))
                .isEqualTo(25);
        assertThat(check.withDefaults("get_credit_history", new JsonObject().put("limit", 3))
                        .getInteger("limit"))
                .isEqualTo(3);
    }
}
