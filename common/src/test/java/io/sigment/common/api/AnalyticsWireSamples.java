package io.sigment.common.api;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.DiscoveryId;
import io.sigment.common.api.analytics.DiscoveryRequest;
import io.sigment.common.api.analytics.PricingFacts;
import java.util.List;

/** Analytics' records in {@link FixedWireSamples}: a discovery's request and the pricing facts. */
final class AnalyticsWireSamples {
    private AnalyticsWireSamples() {}

    static void addTo(FixedWireSamples book) {
        discoveryRequest(book);
        pricingFacts(book);
    }

    static DiscoveryRequest discovery() {
        return new DiscoveryRequest(
                new DiscoveryId("dc_1"), "running shoes", List.of(Platform.INSTAGRAM, Platform.TIKTOK), 10_000, 20);
    }

    /** What a discovery's request (and the job's stored parameters, {@link JobsWireSamples}) is read from. */
    static final String[] DISCOVERY_INPUTS = {
        "{\"discovery_id\":\"dc_1\",\"topic\":\"running shoes\",\"platforms\":[\"instagram\",\"tiktok\"],"
                + "\"min_followers\":10000,\"per_subtopic_limit\":20}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"  yoga  \"}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"platforms\":null,\"min_followers\":null}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"platforms\":[\"tiktok\",\"youtube\",\"tiktok\"]}",
        "{}",
        "{\"topic\":\"yoga\"}",
        "{\"discovery_id\":\"\",\"topic\":\"yoga\"}",
        "{\"discovery_id\":\"dc_1\"}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"y\"}",
        "{\"discovery_id\":\"dc_1\",\"topic\":5}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"platforms\":[\"myspace\"]}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"platforms\":[]}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"platforms\":\"instagram\"}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"min_followers\":-1}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"min_followers\":\"10\"}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"per_subtopic_limit\":21}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"per_subtopic_limit\":2.5}",
        "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"reuse\":true,\"more\":[1]}",
    };

    private static void discoveryRequest(FixedWireSamples book) {
        book.writes("DiscoveryRequest", () -> discovery().toJson());
        book.reads("DiscoveryRequest", DiscoveryRequest::fromJson, DISCOVERY_INPUTS);
    }

    private static void pricingFacts(FixedWireSamples book) {
        book.writes("PricingFacts topic never ran", () -> PricingFacts.sameTopic(false, null));
        book.writes("PricingFacts topic ran", () -> PricingFacts.sameTopic(true, new DiscoveryId("dc_1")));
        book.writes("PricingFacts rerun", () -> PricingFacts.rerun(true, List.of("a", "@b"), "ws_1"));
        book.writes("PricingFacts rerun nowhere", () -> PricingFacts.rerun(false, List.of(), null));
        book.writes("PricingFacts recently analyzed", () -> PricingFacts.recentlyAnalyzed(List.of("A", "@b")));
        book.writes("PricingFacts none recently analyzed", () -> PricingFacts.recentlyAnalyzed(List.of()));
        book.reads(
                "PricingFacts",
                PricingFacts::fromJson,
                "{\"same_topic_within_24h\":true,\"discovery_id\":\"dc_1\"}",
                "{\"same_topic_within_24h\":false}",
                "{\"analysis_completed_before\":true,\"handles\":[\"a\",\"b\"],\"workspace_id\":\"ws_1\"}",
                "{\"recently_analyzed_handles\":[\"a\"]}",
                "{\"recently_analyzed_handles\":[]}",
                "{}",
                "{\"handles\":[1,null],\"same_topic_within_24h\":null,\"discovery_id\":null}",
                "{\"handles\":\"a\",\"recently_analyzed_handles\":null}",
                "{\"discovery_id\":\"\"}",
                "{\"same_topic_within_24h\":\"yes\"}");
    }
}
