package io.sigment.gateway.prompts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.gateway.mcp.JsonRpc;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

class PromptCatalogTest {
    private final PromptCatalog prompts = PromptCatalog.load();

    private String text(String name, JsonObject args) {
        return prompts.get(name, args)
                .getJsonArray("messages")
                .getJsonObject(0)
                .getJsonObject("content")
                .getString("text");
    }

    @Test
    void lists_the_four_prompts_with_their_arguments() {
        var listing = prompts.listing();
        assertThat(listing.stream().map(p -> ((JsonObject) p).getString("name")))
                .containsExactly("build_shortlist", "hit_audience_targets", "vet_creators", "reach_plan");
        var hit = listing.getJsonObject(1);
        assertThat(hit.getJsonArray("arguments").stream().map(a -> ((JsonObject) a).getString("name")))
                .containsExactly("brief", "min_core_pct", "min_core_reach", "max_credits", "max_iterations");
        listing.forEach(
                p -> assertThat(((JsonObject) p).getString("description")).isNotBlank());
    }

    @Test
    void build_shortlist_fills_defaults_and_treats_max_credits_as_one_budget() {
        var text = text("build_shortlist", new JsonObject().put("brief", "Vegan cooking for US men 18+"));
        assertThat(text)
                .contains("Vegan cooking for US men 18+", "instagram creators", "40 credits in total")
                .contains(
                        "quote_cost",
                        "discover_creators",
                        "wait_for_job",
                        "get_discovery",
                        "analyze_creators",
                        "get_analysis_result",
                        "create_creator_list",
                        "set_creator_list",
                        "share_creator_list")
                .contains("never raise max_credits on your own")
                .contains("rules for choosing creators", "never blocks")
                .doesNotContain("{{");
    }

    @Test
    void hit_audience_targets_follows_the_target_loop_and_its_stop_rules() {
        var text = text(
                "hit_audience_targets",
                new JsonObject()
                        .put("brief", "running shoes")
                        .put("min_core_pct", "9")
                        .put("max_credits", "60"));
        assertThat(text)
                .contains("at least 9 %", "at least 100000 people", "60 credits in total", "At most 5 rounds")
                .contains("optimize_selection", "drag_creators", "suggested_additions", "set_creator_list")
                .contains("targets are met", "budget is spent", "two rounds in a row bring no improvement");
    }

    @Test
    void vet_creators_and_reach_plan_expand_their_arguments() {
        assertThat(text(
                        "vet_creators",
                        new JsonObject().put("creators", "@a, @b").put("platform", "youtube")))
                .contains("creators: @a, @b", "Platform: youtube", "that platform", "interest graph", "redundant");
        assertThat(text(
                        "reach_plan",
                        new JsonObject().put("analysis", "spring launch").put("budget_usd", "2500")))
                .contains("\"spring launch\"", "2500 USD", "coverage mix", "list_analyses", "whose name");
    }

    @Test
    void vet_creators_has_no_platform_default_the_spec_does_not_give() {
        assertThat(text("vet_creators", new JsonObject().put("creators", "@a, @b")))
                .contains("Platform: not given", "ask the user", "never assume one")
                .doesNotContain("instagram", "{{");
        assertThat(prompts.definitions()
                        .getJsonObject(2)
                        .getJsonArray("arguments")
                        .getJsonObject(1)
                        .containsKey("default"))
                .isFalse();
    }

    @Test
    void unknown_prompts_and_missing_or_malformed_arguments_are_invalid_params() {
        assertThatThrownBy(() -> prompts.get("nope", new JsonObject()))
                .isInstanceOfSatisfying(
                        JsonRpc.Failure.class, f -> assertThat(f.code()).isEqualTo(-32602));
        assertThatThrownBy(() -> prompts.get("reach_plan", new JsonObject().put("analysis", "a")))
                .hasMessageContaining("budget_usd");
        assertThatThrownBy(() -> prompts.get(
                        "build_shortlist", new JsonObject().put("brief", "b").put("max_credits", "5000")))
                .hasMessageContaining("max_credits")
                .hasMessageContaining("0 to 1000");
        assertThatThrownBy(() -> prompts.get(
                        "vet_creators", new JsonObject().put("creators", "a").put("platform", "vine")))
                .hasMessageContaining("platform");
    }
}
