package io.sigment.jobs.pricing;

import io.sigment.common.Caller;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.api.accounts.CostQuestion;
import io.sigment.common.api.accounts.CostQuote;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.analytics.PricingFacts;
import io.sigment.common.api.analytics.PricingQuestion;
import io.sigment.common.api.jobs.JobsTools;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.tools.Param;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Prices paid work, for the {@code quote_cost} tool and for the kinds' pricing alike: the facts behind the
 * discounts are asked of analytics once ({@code pricing_facts}), and accounts prices from the price list and the
 * facts handed to it ({@code quote_cost} with {@code facts}); accounts asks no other service. No answer from
 * analytics means the discount could not be checked: accounts quotes the list price and says so.
 */
public final class PriceQuotes {
    private static final Param PLATFORM = JobsTools.QUOTE_COST.param("platform");

    /** The facts are a discount's, never worth holding up a price for longer. */
    static final Duration FACTS_TIMEOUT = Duration.ofSeconds(2);

    private final ServiceClient services;

    public PriceQuotes(ServiceClient services) {
        this.services = services;
    }

    /** The {@code quote_cost} tool: its arguments, read as the tool's input, asked as the question accounts reads. */
    public Future<JsonObject> quote(Caller caller, JsonObject args) {
        var input = JobsTools.QUOTE_COST.read(args);
        var handles = input.handles() == null ? null : new ArrayList<Object>(input.handles());
        var question =
                new CostQuestion(input.action(), null, input.platform(), null, handles, input.analysisId()).toJson();
        return facts(caller, question).compose(facts -> price(caller, question, facts));
    }

    /**
     * The facts the quote arguments ask about: {@code discovery} with a {@code topic} (the same topic in 24 hours),
     * {@code analysis} with {@code analysis_id} (completed before, its creators and workspace) or with {@code handles}
     * (analyzed in 30 days). Empty when the arguments ask nothing or analytics did not answer; its "Not found" (an
     * analysis the caller cannot see) fails.
     */
    public Future<Optional<JsonObject>> facts(Caller caller, JsonObject args) {
        var question = question(args);
        if (question.isEmpty()) return Future.succeededFuture(Optional.empty());
        return services.request(AnalyticsAction.PRICING_FACTS, caller, question.get(), FACTS_TIMEOUT)
                .map(Optional::of)
                .recover(cause -> cause instanceof ToolError error && error.kind() == ToolError.Kind.NOT_FOUND
                        ? Future.failedFuture(error)
                        : Future.succeededFuture(Optional.empty()));
    }

    /** The price of {@code args} on {@code facts}, as a kind's pricing reads it. */
    public Future<CostQuote> costQuote(Caller caller, JsonObject args, Optional<JsonObject> facts) {
        return price(caller, args, facts).map(CostQuote::fromJson);
    }

    /** Accounts' quote of {@code args} on {@code facts}: price, plan, daily cap and balance. */
    public Future<JsonObject> price(Caller caller, JsonObject args, Optional<JsonObject> facts) {
        var handed = args.copy();
        handed.remove(PricingFacts.FIELD);
        facts.ifPresent(found -> handed.put(PricingFacts.FIELD, found));
        return services.request(AccountsAction.QUOTE_COST, caller, handed);
    }

    static Optional<JsonObject> question(JsonObject args) {
        return asked(args).map(PricingQuestion::toJson);
    }

    private static Optional<PricingQuestion> asked(JsonObject args) {
        var action = JobsTools.QUOTE_COST.param("action").text(args);
        if ("discovery".equals(action)) {
            var topic = ToolArgs.optionalString(args, "topic", 1, 500);
            if (topic == null) return Optional.empty();
            var platforms = args.containsKey("platforms")
                    ? JobsTools.DISCOVER_CREATORS.param("platforms").strings(args)
                    : List.of(PLATFORM.platform(args).key());
            return Optional.of(PricingQuestion.topic(topic, platforms));
        }
        if (!"analysis".equals(action)) return Optional.empty();
        var platform = PLATFORM.platform(args);
        var analysisId = JobsTools.QUOTE_COST.param("analysis_id").text(args);
        if (analysisId != null) return Optional.of(PricingQuestion.rerun(platform, new AnalysisId(analysisId)));
        if (ToolArgs.items(args, "handles") == null) return Optional.empty();
        try {
            return Optional.of(PricingQuestion.handles(
                    platform, JobsTools.QUOTE_COST.param("handles").strings(args)));
        } catch (ToolError unusable) {
            // handles analytics could not read: the discount is not checked, the list price is quoted (and says so)
            return Optional.empty();
        }
    }
}
