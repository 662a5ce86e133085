package io.sigment.common.api;

import io.sigment.common.api.jobs.DiscoveryParams;

/** Jobs' records in {@link FixedWireSamples}: a discovery job's stored parameters. */
final class JobsWireSamples {
    private JobsWireSamples() {}

    static void addTo(FixedWireSamples book) {
        discoveryParams(book);
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
