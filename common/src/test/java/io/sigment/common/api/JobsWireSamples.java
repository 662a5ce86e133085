package io.sigment.common.api;

import io.sigment.common.api.jobs.DiscoveryParams;
import io.sigment.common.api.jobs.StartedAnalysis;
import io.sigment.common.api.jobs.StartedDiscovery;
import io.sigment.common.api.jobs.StartedSelection;
import java.util.List;

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
        book.writes("analysis start details", () -> new StartedAnalysis("an_1", "sn_1", "tiktok", 2).toJson());
        book.writes(
                "discovery start details",
                () -> new StartedDiscovery("dc_1", "vegan baking", List.of("tiktok", "youtube")).toJson());
        book.writes("optimize_selection start details", () -> new StartedSelection("an_1").toJson());
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
