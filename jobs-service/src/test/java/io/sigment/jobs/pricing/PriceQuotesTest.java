package io.sigment.jobs.pricing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.api.accounts.CostQuestion;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Prices are asked one way: the facts of analytics once, then accounts prices from them (handed as {@code facts});
 * no answer from analytics is no facts (accounts quotes the list price), its "Not found" is the agent's answer.
 */
class PriceQuotesTest {
    private static final Caller AGENT =
            new Caller("req-quote", "usr_q", "ws_q", "api_key", "key_q", "quote agent", List.of("ws_q"));

    private final Vertx vertx = Vertx.vertx();
    private final List<JsonObject> factsAsked = new CopyOnWriteArrayList<>();
    private final List<JsonObject> accountsAsked = new CopyOnWriteArrayList<>();
    private final PriceQuotes quotes = new PriceQuotes(new ServiceClient(vertx, Duration.ofSeconds(5)));

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void a_re_run_is_priced_on_the_facts_analytics_gave_once() {
        bind(args -> Future.succeededFuture(new JsonObject().put("analysis_completed_before", true)));
        var args = new JsonObject()
                .put("action", "analysis")
                .put("platform", "youtube")
                .put("analysis_id", "an_1");

        var quote = quotes.quote(AGENT, args).await();

        assertThat(factsAsked)
                .containsExactly(new JsonObject().put("platform", "youtube").put("analysis_id", "an_1"));
        assertThat(accountsAsked)
                .containsExactly(args.copy().put("facts", new JsonObject().put("analysis_completed_before", true)));
        assertThat(quote.getLong("credits")).isEqualTo(5);
    }

    @Test
    void a_discovery_asks_whether_the_topic_ran_and_an_analysis_which_creators_were_analyzed() {
        bind(args -> Future.succeededFuture(new JsonObject()));
        quotes.facts(
                        AGENT,
                        CostQuestion.discovery("yoga", List.of(Platform.TIKTOK)).toJson())
                .await();
        quotes.quote(AGENT, new JsonObject().put("action", "analysis").put("handles", new JsonArray().add("@a")))
                .await();
        quotes.quote(AGENT, new JsonObject().put("action", "discovery")).await();

        assertThat(factsAsked)
                .as("a discovery without a topic asks nothing")
                .containsExactly(
                        new JsonObject().put("topic", "yoga").put("platforms", new JsonArray().add("tiktok")),
                        new JsonObject().put("platform", "instagram").put("handles", new JsonArray().add("@a")));
        assertThat(accountsAsked).hasSize(2);
    }

    @Test
    void without_an_answer_from_analytics_accounts_prices_without_facts() {
        bind(args -> Future.failedFuture(ToolError.unavailable()));
        var args = new JsonObject()
                .put("action", "analysis")
                .put("platform", "instagram")
                .put("analysis_id", "an_2");

        quotes.quote(AGENT, args).await();

        assertThat(accountsAsked).containsExactly(args);
    }

    @Test
    void an_analysis_analytics_does_not_find_is_not_found_and_accounts_is_not_asked() {
        bind(args -> Future.failedFuture(ToolError.notFound("Check the analysis_id with list_analyses.")));

        var thrown = catchThrowable(() -> quotes.quote(
                        AGENT, new JsonObject().put("action", "analysis").put("analysis_id", "an_x"))
                .await());

        assertThat(thrown).isInstanceOf(ToolError.class).hasMessageStartingWith("Not found");
        assertThat(accountsAsked).isEmpty();
    }

    /** The bytes of the fixed samples {@code pricing_facts request ...} (common's AnalyticsRequestSamples). */
    @Test
    void the_questions_to_analytics_are_the_recorded_bytes() {
        assertThat(PriceQuotes.question(new JsonObject()
                                .put("action", "discovery")
                                .put("topic", "vegan baking")
                                .put("platforms", new JsonArray().add("tiktok").add("youtube")))
                        .orElseThrow()
                        .encode())
                .isEqualTo("{\"topic\":\"vegan baking\",\"platforms\":[\"tiktok\",\"youtube\"]}");
        assertThat(PriceQuotes.question(new JsonObject()
                                .put("action", "analysis")
                                .put("platform", "tiktok")
                                .put("analysis_id", "an_1"))
                        .orElseThrow()
                        .encode())
                .isEqualTo("{\"platform\":\"tiktok\",\"analysis_id\":\"an_1\"}");
        assertThat(PriceQuotes.question(new JsonObject()
                                .put("action", "analysis")
                                .put("platform", "tiktok")
                                .put("handles", new JsonArray().add("ann").add("bob")))
                        .orElseThrow()
                        .encode())
                .isEqualTo("{\"platform\":\"tiktok\",\"handles\":[\"ann\",\"bob\"]}");
    }

    private void bind(Function<JsonObject, Future<JsonObject>> facts) {
        ServiceAddress.ANALYTICS
                .bind(vertx, Map.<AnalyticsAction, Action>of(AnalyticsAction.PRICING_FACTS, (caller, args) -> {
                    factsAsked.add(args);
                    return facts.apply(args);
                }))
                .await();
        ServiceAddress.ACCOUNTS
                .bind(vertx, Map.<AccountsAction, Action>of(AccountsAction.QUOTE_COST, (caller, args) -> {
                    accountsAsked.add(args);
                    var handed = args.getJsonObject("facts", new JsonObject());
                    return Future.succeededFuture(new JsonObject()
                            .put("credits", handed.getBoolean("analysis_completed_before", false) ? 5 : 15));
                }))
                .await();
    }
}
