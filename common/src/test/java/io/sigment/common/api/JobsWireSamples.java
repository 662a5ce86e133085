package io.sigment.common.api;

import io.sigment.common.api.jobs.DiscoveryParams;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** Jobs' records in {@link FixedWireSamples}: a discovery job's stored parameters, the details a start answers. */
final class JobsWireSamples {
    private JobsWireSamples() {}

    static void addTo(FixedWireSamples book) {
        discoveryParams(book);
        startDetails(book);
    }

    /**
     * What each paid kind's pricing says of the work a start begins (the start reply's details, before the engine adds
     * a note or the balance): an analysis, a discovery, a selection.
     */
    private static void startDetails(FixedWireSamples book) {
        book.writes(
                "analysis start details",
                () -> new JsonObject()
                        .put("analysis_id", "an_1")
                        .put("snapshot_id", "sn_1")
                        .put("platform", "tiktok")
                        .put("creators_total", 2));
        book.writes(
                "discovery start details",
                () -> new JsonObject()
                        .put("discovery_id", "dc_1")
                        .put("topic", "vegan baking")
                        .put("platforms", new JsonArray().add("tiktok").add("youtube")));
        book.writes("optimize_selection start details", () -> new JsonObject().put("analysis_id", "an_1"));
    }

    private static void discoveryParams(FixedWireSamples book) {
        book.writes(
                "DiscoveryParams reuse", () -> new DiscoveryParams(AnalyticsWireSamples.discovery(), true).toJson());
        book.writes("DiscoveryParams new", () -> new DiscoveryParams(AnalyticsWireSamples.discovery(), false).toJson());
        book.reads("DiscoveryParams", DiscoveryParams::fromJson, AnalyticsWireSamples.DISCOVERY_INPUTS);
        book.reads(
                "DiscoveryParams",
                DiscoveryParams::fromJson,
                "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"reuse\":false}",
                "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"reuse\":null}",
                "{\"discovery_id\":\"dc_1\",\"topic\":\"yoga\",\"reuse\":\"yes\"}");
    }
}
