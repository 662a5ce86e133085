package io.sigment.accounts.account;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.common.bus.ServiceAddress;
import io.vertx.core.eventbus.MessageConsumer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * quote_cost: discounts only from the pricing facts jobs-service hands over ({@code facts}), never invented without
 * them; accounts asks no other service.
 */
class CostQuotesTest {
    private static AccountsTestService accounts;
    private MessageConsumer<JsonObject> analytics;
    private final CopyOnWriteArrayList<JsonObject> asked = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() {
        accounts = AccountsTestService.shared();
    }

    @AfterEach
    void stopAnalytics() {
        if (analytics != null) analytics.unregister().await();
    }

    /** A stand-in analytics-service on the other cluster member that records what it is asked (it should be nothing). */
    private void analyticsListens() {
        analytics = accounts.clientNode.eventBus().consumer(ServiceAddress.ANALYTICS.address(), message -> {
            asked.add(message.body());
            message.fail(500, "accounts asks analytics nothing");
        });
        analytics.completion().await();
    }

    private JsonObject quote(io.sigment.accounts.testing.TestWorkspace workspace, JsonObject args) {
        return accounts.request("quote_cost", workspace.agent(), args).await();
    }

    @Test
    void without_an_answer_from_analytics_the_list_price_is_quoted_and_the_result_says_so() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var quote = quote(
                workspace,
                new JsonObject()
                        .put("action", "analysis")
                        .put("platform", "instagram")
                        .put("handles", new JsonArray().add("a").add("b")));
        assertThat(quote.getLong("credits")).isEqualTo(15);
        assertThat(quote.getBoolean("discount_checked")).isFalse();
        assertThat(quote.getString("pricing_note"))
                .contains("could not be checked")
                .contains("no discount is applied");
        assertThat(quote.getBoolean("allowed")).isTrue();
        assertThat(quote.getString("tool")).isEqualTo("analyze_creators");

        var rerun = quote(workspace, new JsonObject().put("action", "analysis").put("analysis_id", "an_1"));
        assertThat(rerun.getLong("credits")).isEqualTo(15);
        assertThat(rerun.getString("action")).isEqualTo("run_analysis");
        assertThat(rerun.getString("pricing_note")).contains("could not be checked");
    }

    @Test
    void optimize_selection_is_priced_from_the_price_list_without_asking_analytics() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        analyticsListens();
        var quote = quote(
                workspace, new JsonObject().put("action", "optimize_selection").put("platform", "instagram"));
        assertThat(quote.getLong("credits")).isEqualTo(5);
        assertThat(quote.getLong("list_price")).isEqualTo(5);
        assertThat(quote.getString("tool")).isEqualTo("optimize_selection");
        assertThat(quote.getBoolean("allowed")).isTrue();
        assertThat(asked).isEmpty();
    }

    @Test
    void creators_all_analyzed_in_the_last_30_days_are_quoted_at_the_re_analysis_price() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        analyticsListens();
        var facts = new JsonObject()
                .put("recently_analyzed_handles", new JsonArray().add("alice").add("bob"));
        var all = quote(
                workspace,
                new JsonObject()
                        .put("action", "analysis")
                        .put("platform", "youtube")
                        .put("handles", new JsonArray().add("@Alice").add("bob"))
                        .put("facts", facts));
        assertThat(all.getLong("credits")).isEqualTo(5);
        assertThat(all.getBoolean("discount_checked")).isTrue();
        var some = quote(
                workspace,
                new JsonObject()
                        .put("action", "analysis")
                        .put("handles", new JsonArray().add("alice").add("carol"))
                        .put("facts", facts));
        assertThat(some.getLong("credits")).isEqualTo(15);
        assertThat(some.getString("pricing_note")).startsWith("1 of 2 creators");
        assertThat(asked).isEmpty();
    }

    @Test
    void a_re_run_costs_5_after_a_completed_analysis_and_15_if_it_never_completed() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        analyticsListens();
        assertThat(quote(
                                workspace,
                                new JsonObject()
                                        .put("action", "analysis")
                                        .put("analysis_id", "done")
                                        .put("facts", new JsonObject().put("analysis_completed_before", true)))
                        .getLong("credits"))
                .isEqualTo(5);
        assertThat(quote(
                                workspace,
                                new JsonObject()
                                        .put("action", "analysis")
                                        .put("analysis_id", "never")
                                        .put("facts", new JsonObject().put("analysis_completed_before", false)))
                        .getLong("credits"))
                .isEqualTo(15);
        assertThat(asked).isEmpty();
    }

    @Test
    void a_topic_that_ran_in_the_last_24_hours_is_free_when_the_fact_says_so() {
        var workspace = accounts.newWorkspace("pro");
        accounts.topUp(workspace, 100);
        var same = quote(
                workspace,
                new JsonObject()
                        .put("action", "discovery")
                        .put("topic", "yoga")
                        .put("facts", new JsonObject().put("same_topic_within_24h", true)));
        assertThat(same.getLong("credits")).isZero();
        assertThat(same.getBoolean("discount_checked")).isTrue();
        var unchecked =
                quote(workspace, new JsonObject().put("action", "discovery").put("topic", "yoga"));
        assertThat(unchecked.getLong("credits")).isEqualTo(20);
        assertThat(unchecked.getBoolean("discount_checked")).isFalse();
    }

    @Test
    void the_quote_says_what_stands_in_the_way_plan_cap_or_balance() {
        var free = accounts.newWorkspace("free");
        accounts.topUp(free, 100);
        var tiktok = quote(free, new JsonObject().put("action", "discovery").put("platform", "tiktok"));
        assertThat(tiktok.getLong("credits")).isEqualTo(20);
        assertThat(tiktok.getBoolean("plan_allows")).isFalse();
        assertThat(tiktok.getBoolean("allowed")).isFalse();
        assertThat(tiktok.getString("advice")).startsWith("Plan limit: the Free plan does not include TikTok");
        assertThat(tiktok.getString("pricing_note")).contains("last 24 hours");

        var poor = accounts.newWorkspace("pro");
        accounts.topUp(poor, 12);
        var discovery = quote(poor, new JsonObject().put("action", "discovery"));
        assertThat(discovery.getBoolean("plan_allows")).isTrue();
        assertThat(discovery.getBoolean("daily_cap_allows")).isTrue();
        assertThat(discovery.getBoolean("balance_covers")).isFalse();
        assertThat(discovery.getString("advice"))
                .startsWith("Insufficient credits")
                .contains("get_topup_link");
        assertThat(accounts.ledgerKinds(poor)).containsExactly("top_up");
    }
}
