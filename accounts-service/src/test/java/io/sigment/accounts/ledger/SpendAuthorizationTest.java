package io.sigment.accounts.ledger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.AuthorizeRequests;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** authorize's refusals, each in its order, each leaving nothing held and nothing charged. */
class SpendAuthorizationTest {
    private static AccountsTestService accounts;

    @BeforeAll
    static void start() {
        accounts = AccountsTestService.shared();
    }

    static JsonObject analysis(long price, long maxCredits) {
        return AuthorizeRequests.analysis(price, maxCredits);
    }

    private JsonObject account(TestWorkspace workspace) {
        return accounts.request("get_account", workspace.agent(), new JsonObject())
                .await();
    }

    private ToolError refusal(Caller caller, JsonObject args) {
        return catchThrowableOfType(
                ToolError.class,
                () -> accounts.request("authorize", caller, args).await());
    }

    /** Refused: the ledger and the credits are exactly as before. */
    private void assertNothingMoved(TestWorkspace workspace, List<String> ledgerBefore, JsonObject accountBefore) {
        assertThat(accounts.ledgerKinds(workspace)).isEqualTo(ledgerBefore);
        assertThat(account(workspace).getJsonObject("credits")).isEqualTo(accountBefore.getJsonObject("credits"));
        assertThat(account(workspace).getJsonObject("agent_spend_today").getLong("spent"))
                .isEqualTo(accountBefore.getJsonObject("agent_spend_today").getLong("spent"));
    }

    @Test
    void a_price_above_max_credits_is_refused_first_and_nothing_is_held() {
        var workspace = accounts.newWorkspace("free");
        var before = accounts.ledgerKinds(workspace);
        var account = account(workspace);
        // Also not on the plan (tiktok) and no credits at all: max_credits is still the first answer.
        var error = refusal(workspace.agent(), analysis(15, 10).put("platform", "tiktok"));
        assertThat(error.kind()).isEqualTo(ToolError.Kind.OVER_MAX_CREDITS);
        assertThat(error.getMessage()).startsWith("Not started: this costs 15 credits, above max_credits=10");
        assertNothingMoved(workspace, before, account);
    }

    @Test
    void a_platform_the_plan_lacks_is_refused_next_naming_it_and_the_upgrade() {
        var workspace = accounts.newWorkspace("free");
        var before = accounts.ledgerKinds(workspace);
        var account = account(workspace);
        var error = refusal(workspace.agent(), analysis(15, 15).put("platform", "tiktok"));
        assertThat(error.kind()).isEqualTo(ToolError.Kind.PLAN_LIMIT);
        assertThat(error.getMessage())
                .startsWith("Plan limit: the Free plan does not include TikTok")
                .contains("Instagram and YouTube")
                .contains("The Pro plan includes it.")
                .contains("upgrade the plan in the Sigment app");
        assertNothingMoved(workspace, before, account);
    }

    @Test
    void more_creators_than_the_plan_analyzes_and_optimize_selection_are_plan_limits() {
        var workspace = accounts.newWorkspace("free");
        accounts.topUp(workspace, 100);
        var before = accounts.ledgerKinds(workspace);
        var account = account(workspace);
        assertThat(refusal(workspace.agent(), analysis(15, 15).put("handle_count", 21))
                        .getMessage())
                .startsWith("Plan limit: the Free plan analyzes up to 20 creators at a time and this asks for 21.");
        var optimize = new JsonObject()
                .put("action", "optimize_selection")
                .put("platform", "instagram")
                .put("price", 5)
                .put("max_credits", 5)
                .put("idempotency_key", "opt:" + UUID.randomUUID());
        assertThat(refusal(workspace.agent(), optimize).getMessage())
                .startsWith("Plan limit: the Free plan does not include optimize_selection.");
        assertThat(refusal(
                                workspace.agent(),
                                analysis(20, 20)
                                        .put("action", "discovery")
                                        .put(
                                                "platforms",
                                                new JsonArray().add("instagram").add("tiktok")))
                        .getMessage())
                .startsWith("Plan limit: the Free plan does not include TikTok");
        assertNothingMoved(workspace, before, account);
    }

    @Test
    void the_daily_agent_cap_is_checked_before_the_balance() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 200);
        for (int i = 0; i < 13; i++)
            accounts.request("authorize", workspace.agent(), analysis(15, 15)).await();
        var before = accounts.ledgerKinds(workspace);
        var account = account(workspace);
        assertThat(account.getJsonObject("credits").getLong("available")).isEqualTo(5);
        var error = refusal(workspace.agent(), analysis(15, 15));
        assertThat(error.kind()).isEqualTo(ToolError.Kind.DAILY_CAP);
        assertThat(error.getMessage())
                .startsWith("Daily agent spend cap reached: agents spent 195 of 200 credits today");
        assertNothingMoved(workspace, before, account);
    }

    @Test
    void insufficient_credits_comes_last_and_tells_the_agent_to_hand_over_the_topup_link() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 10);
        var before = accounts.ledgerKinds(workspace);
        var account = account(workspace);
        var error = refusal(workspace.agent(), analysis(15, 20));
        assertThat(error.kind()).isEqualTo(ToolError.Kind.INSUFFICIENT_CREDITS);
        assertThat(error.getMessage())
                .startsWith("Insufficient credits")
                .contains("10 available")
                .contains("get_topup_link");
        assertNothingMoved(workspace, before, account);
    }

    @Test
    void a_hold_reserves_credits_and_the_same_idempotency_key_returns_the_same_hold() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var args = analysis(15, 15);
        var first = accounts.request("authorize", workspace.agent(), args).await();
        var again = accounts.request("authorize", workspace.agent(), args).await();
        assertThat(first.getString("hold_id")).startsWith("hold_").isEqualTo(again.getString("hold_id"));
        assertThat(first.getString("status")).isEqualTo("open");
        assertThat(first.getBoolean("replayed")).isFalse();
        assertThat(again.getBoolean("replayed")).isTrue();
        assertThat(first.getLong("balance")).isEqualTo(100);
        assertThat(first.getLong("available")).isEqualTo(85);
        assertThat(accounts.ledgerKinds(workspace)).containsExactly("top_up", "hold");
        var credits = account(workspace).getJsonObject("credits");
        assertThat(credits.getLong("balance")).isEqualTo(100);
        assertThat(credits.getLong("available")).isEqualTo(85);
    }

    @Test
    void a_key_replayed_with_another_action_or_price_is_refused_and_holds_nothing_more() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var args = analysis(15, 15);
        accounts.request("authorize", workspace.agent(), args).await();
        var cheaper = refusal(workspace.agent(), args.copy().put("price", 5));
        var otherAction = refusal(workspace.agent(), args.copy().put("action", "optimize_selection"));
        for (var error : List.of(cheaper, otherAction)) {
            assertThat(error.kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
            assertThat(error.getMessage())
                    .contains("idempotency_key: already used for a hold of 15 credits for analysis");
        }
        assertThat(accounts.ledgerKinds(workspace)).containsExactly("top_up", "hold");
    }

    @Test
    void a_price_beyond_what_a_ledger_entry_holds_is_refused_not_cut_down() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var huge = (1L << 32) + 5;
        var error = refusal(workspace.agent(), analysis(huge, huge));
        assertThat(error.getMessage()).contains("price: at most " + Integer.MAX_VALUE);
        assertThat(accounts.ledgerKinds(workspace)).containsExactly("top_up");
    }

    @Test
    void an_idempotency_key_another_workspace_used_is_refused_as_invalid() {
        var first = accounts.newWorkspace("pro");
        var second = accounts.newWorkspace("pro");
        accounts.topUp(first, 100);
        accounts.topUp(second, 100);
        var args = analysis(15, 15);
        accounts.request("authorize", first.agent(), args).await();
        var error = refusal(second.agent(), args);
        assertThat(error.kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
        assertThat(error.getMessage()).contains("idempotency_key: already used");
        assertThat(accounts.ledgerKinds(second)).containsExactly("top_up");
    }

    @Test
    void a_person_in_the_app_is_not_held_to_the_agent_cap() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 300);
        for (int i = 0; i < 14; i++)
            accounts.request("authorize", workspace.person(), analysis(15, 15)).await();
        assertThat(account(workspace).getJsonObject("credits").getLong("available"))
                .isEqualTo(90);
        assertThat(account(workspace).getJsonObject("agent_spend_today").getLong("spent"))
                .isZero();
    }

    @Test
    void past_the_agents_exhausted_cap_a_person_still_spends_but_the_plan_and_the_balance_still_apply() {
        var workspace = accounts.newWorkspace("free");
        accounts.topUp(workspace, 230);
        for (int i = 0; i < 13; i++)
            accounts.request("authorize", workspace.agent(), analysis(15, 15)).await();
        assertThat(refusal(workspace.agent(), analysis(15, 15)).kind()).isEqualTo(ToolError.Kind.DAILY_CAP);

        var person = workspace.person();
        assertThat(person.isPerson()).isTrue();
        assertThat(person.isAgent()).isFalse();
        var held = accounts.request("authorize", person, analysis(15, 15)).await();
        assertThat(held.getString("status")).isEqualTo("open");
        assertThat(held.containsKey("agent_spend_today"))
                .as("a person's hold reads no agent spend")
                .isFalse();
        assertThat(account(workspace).getJsonObject("agent_spend_today").getLong("spent"))
                .isEqualTo(195);

        assertThat(refusal(person, analysis(15, 15).put("platform", "tiktok")).kind())
                .isEqualTo(ToolError.Kind.PLAN_LIMIT);
        assertThat(refusal(person, analysis(15, 15).put("handle_count", 21)).kind())
                .isEqualTo(ToolError.Kind.PLAN_LIMIT);
        assertThat(account(workspace).getJsonObject("credits").getLong("available"))
                .isEqualTo(20);
        accounts.request("authorize", person, analysis(15, 15)).await();
        var broke = refusal(person, analysis(15, 15));
        assertThat(broke.kind()).isEqualTo(ToolError.Kind.INSUFFICIENT_CREDITS);
        assertThat(broke.getMessage()).contains("5 available");
    }

    @Test
    void an_unknown_action_or_a_negative_price_is_invalid() {
        var workspace = accounts.newWorkspace("pro");
        assertThat(refusal(workspace.agent(), analysis(15, 15).put("action", "mining"))
                        .kind())
                .isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
        assertThat(refusal(workspace.agent(), analysis(-1, 15)).getMessage())
                .contains("price: must be an integer >= 0");
    }
}
