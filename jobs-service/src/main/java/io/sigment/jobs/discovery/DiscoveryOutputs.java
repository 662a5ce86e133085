package io.sigment.jobs.discovery;

import io.sigment.common.api.Flattened;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.DiscoverySummary;
import io.sigment.common.api.analytics.RefinedSamples;
import io.sigment.common.api.scraper.PlatformCost;
import io.sigment.common.api.scraper.TopicSearchResult;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a discovery job's steps ({@link DiscoveryWork}) leave as their outputs, which the job stores (in PostgreSQL's
 * {@code jsonb}, whose key order is its own) and the next steps read: jobs-service's own documents, not a bus
 * contract, written and read through {@link WireCodec} like one. Per platform in the order the platforms were
 * worked on.
 */
final class DiscoveryOutputs {
    private DiscoveryOutputs() {}

    /** The search step's: per platform key what {@code search_topic} found; or, for a free re-run, only that. */
    record Searched(Map<String, TopicSearchResult> platforms, Boolean reused) {
        static Searched of(Map<String, TopicSearchResult> platforms) {
            return new Searched(new LinkedHashMap<>(platforms), null);
        }

        static final Searched REUSED = new Searched(null, true);

        static Searched fromJson(JsonObject json) {
            return WireCodec.fromJson(json, Searched.class);
        }

        JsonObject toJson() {
            return WireCodec.toJson(this);
        }
    }

    /**
     * The sample step's: how many candidates were found, what the searches and light samples cost, and per platform
     * key the scrape ids of its light samples and what its search and samples cost. A free re-run's output is
     * {@link Reused} instead ({@link SampleOutcome} reads either).
     */
    record Sampled(int candidates, PlatformCost cost, Map<String, PlatformSample> platforms) {
        static Sampled of(int candidates, PlatformCost cost, Map<String, PlatformSample> platforms) {
            return new Sampled(candidates, cost, new LinkedHashMap<>(platforms));
        }

        static Sampled fromJson(JsonObject json) {
            return WireCodec.fromJson(json, Sampled.class);
        }

        JsonObject toJson() {
            return WireCodec.toJson(this);
        }
    }

    /**
     * What any sample step's output says of the job's course, a free re-run's ({@link Reused}) too: whether it reused
     * a result, and how many candidates were found (none when it reused one).
     */
    record SampleOutcome(int candidates, boolean reused) {
        static SampleOutcome of(JsonObject sampled) {
            return WireCodec.fromJson(sampled, SampleOutcome.class);
        }
    }

    /** One platform's light samples: their scrape ids, in order, and what its search and samples cost. */
    record PlatformSample(java.util.List<String> scrapeIds, PlatformCost cost) {}

    /** A free re-run's sample step: the summary of the discovery it copied, marked {@code reused}. */
    record Reused(@Flattened JsonObject summary, boolean reused) {
        static JsonObject of(DiscoverySummary summary) {
            return WireCodec.toJson(new Reused(summary.toJson(), true));
        }
    }

    /**
     * The deepen step's: how many creators were sampled deeper, what those samples cost, and per platform key its
     * deeper samples; only {@code refined_creators} (0) when there was nothing to deepen.
     */
    record Deepened(int refinedCreators, PlatformCost cost, Map<String, RefinedSamples> platforms) {
        static final Deepened NOTHING = new Deepened(0, null, null);

        static Deepened of(int refinedCreators, PlatformCost cost, Map<String, RefinedSamples> platforms) {
            return new Deepened(refinedCreators, cost, new LinkedHashMap<>(platforms));
        }

        /** Per platform key its deeper samples, as {@code complete_discovery}'s {@code refined}; empty for none. */
        JsonObject refined() {
            var refined = new JsonObject();
            if (platforms != null) platforms.forEach((key, samples) -> refined.put(key, samples.toJson()));
            return refined;
        }

        static Deepened fromJson(JsonObject json) {
            return WireCodec.fromJson(json, Deepened.class);
        }

        JsonObject toJson() {
            return WireCodec.toJson(this);
        }
    }
}
