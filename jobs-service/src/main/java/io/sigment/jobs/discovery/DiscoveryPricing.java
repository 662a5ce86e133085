package io.sigment.jobs.discovery;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.TopicKey;
import io.sigment.common.api.accounts.CostQuestion;
import io.sigment.common.api.accounts.HoldRequest;
import io.sigment.common.api.analytics.DiscoveryId;
import io.sigment.common.api.analytics.DiscoveryRequest;
import io.sigment.common.api.analytics.PricingFacts;
import io.sigment.common.api.jobs.DiscoveryDefaults;
import io.sigment.common.api.jobs.DiscoveryParams;
import io.sigment.common.api.jobs.JobId;
import io.sigment.common.api.jobs.JobsTools;
import io.sigment.common.api.jobs.StartedDiscovery;
import io.sigment.jobs.engine.PricedJob;
import io.sigment.jobs.pricing.PriceQuotes;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * Prices a {@code discover_creators} job, priced by {@link PriceQuotes} for the topic: when analytics says the
 * workspace ran the same topic in the last 24 hours ({@code same_topic_within_24h}) the job reuses that result
 * ({@link DiscoveryParams#reuse}) at that price (free), else it searches at the list price (accounts' price table).
 */
final class DiscoveryPricing {
    private final PriceQuotes quotes;

    DiscoveryPricing(PriceQuotes quotes) {
        this.quotes = quotes;
    }

    Future<PricedJob> price(Caller caller, JsonObject args) {
        var topic = JobsTools.DISCOVER_CREATORS.param("topic").text(args).trim();
        if (TopicKey.of(topic).isEmpty()) throw ToolError.invalidArguments("topic: must contain letters or digits");
        long maxCredits = JobsTools.MAX_CREDITS.wholeNumber(args);
        var platformList = DiscoveryDefaults.platforms(args);
        var platforms = platformList.stream().map(Platform::key).toList();
        var minFollowers = DiscoveryDefaults.minFollowers(args);
        var perSubtopicLimit = DiscoveryDefaults.perSubtopicLimit(args);
        var quoteArgs = question(topic, platformList);
        return quotes.facts(caller, quoteArgs)
                .compose(facts -> quotes.costQuote(caller, quoteArgs, facts).map(quote -> {
                    var reuse = facts.map(found -> PricingFacts.fromJson(found).sameTopicWithin24h())
                            .orElse(false);
                    var discoveryId = Ids.random("dc_");
                    var price = quote.credits();
                    var authorize = HoldRequest.of(
                            "discovery",
                            null,
                            platforms,
                            0,
                            null,
                            "Discovery of \"" + topic + "\" on " + String.join(", ", platforms)
                                    + (reuse ? " (same topic within 24 hours: free)" : ""));
                    var discovery = new DiscoveryRequest(
                            new DiscoveryId(discoveryId), topic, platformList, minFollowers, perSubtopicLimit);
                    var params = new DiscoveryParams(discovery, reuse).toJson();
                    var reply = new StartedDiscovery(discoveryId, topic, platforms).toJson();
                    return new PricedJob(
                            JobId.of(JobId.DISCOVERY, discoveryId),
                            "discovery:" + TopicKey.of(topic),
                            price,
                            maxCredits,
                            authorize,
                            params,
                            reply,
                            null,
                            reuse);
                }));
    }

    /** What a discovery of {@code topic} on {@code platforms} asks {@code quote_cost} to price (before the facts). */
    static JsonObject question(String topic, List<Platform> platforms) {
        return CostQuestion.discovery(topic, platforms).toJson();
    }
}
