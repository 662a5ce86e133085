package io.sigment.common.api;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.DiscoveryId;
import io.sigment.common.api.analytics.FailedDiscovery;
import io.sigment.common.api.analytics.OpenedSnapshot;
import io.sigment.common.api.analytics.PricingQuestion;
import io.sigment.common.api.analytics.SnapshotFailure;
import io.sigment.common.api.analytics.SnapshotOpening;
import io.sigment.common.api.analytics.SnapshotScrape;
import io.sigment.common.api.analytics.SnapshotState;
import io.vertx.core.json.JsonArray;
import java.util.Arrays;
import java.util.List;

/**
 * Analytics' internal snapshot actions in {@link FixedWireSamples}: what jobs-service sends, and what analytics reads
 * of it, in its order, with its refusals; what analytics answers a snapshot's opening and failure.
 */
final class AnalyticsRequestSamples {
    private AnalyticsRequestSamples() {}

    static void addTo(FixedWireSamples book) {
        book.writes("fail_snapshot request", () -> new SnapshotFailure("snap_1", "The scrape failed.").toJson());
        book.writes("fail_snapshot request no error", () -> new SnapshotFailure("snap_1", null).toJson());
        book.reads(
                "fail_snapshot",
                json -> {
                    var failure = SnapshotFailure.fromJson(json);
                    return values(failure.snapshotId(), failure.error());
                },
                "{\"snapshot_id\":\"snap_1\",\"error\":\"The scrape failed.\"}",
                "{\"snapshot_id\":\"snap_1\",\"error\":null}",
                "{\"snapshot_id\":\"snap_1\",\"error\":\"\"}",
                "{\"snapshot_id\":\"snap_1\"}",
                "{\"snapshot_id\":\"snap_1\",\"error\":5}",
                "{\"snapshot_id\":\"snap_1\",\"error\":\"" + "e".repeat(4001) + "\"}",
                "{\"snapshot_id\":\"\",\"error\":5}",
                "{\"snapshot_id\":7}",
                "{\"snapshot_id\":\"" + "s".repeat(101) + "\"}",
                "{\"error\":\"x\"}",
                "{}");
        openSnapshot(book);
        analyzeSnapshot(book);
        pricingFacts(book);
        snapshotReplies(book);
    }

    /**
     * What analytics answers jobs-service when a snapshot opens (kept as the job's "open" output) or fails, and when a
     * discovery fails.
     */
    private static void snapshotReplies(FixedWireSamples book) {
        book.writes("open_snapshot reply", () -> new OpenedSnapshot("an_1", "snap_1", "running").toJson());
        book.writes("fail_snapshot reply", () -> new SnapshotState("snap_1", "failed").toJson());
        book.writes("fail_discovery reply", () -> new FailedDiscovery(new DiscoveryId("dc_1")).toJson());
    }

    /**
     * What jobs-service asks analytics' pricing_facts before a price (its {@code PriceQuotes.question}): a topic on its
     * platforms, an analysis to re-run, or the handles of a new analysis; and what analytics reads of it, the question
     * chosen by which key is present (topic, then analysis_id, then handles), with its refusals.
     */
    private static void pricingFacts(FixedWireSamples book) {
        book.writes(
                "pricing_facts request topic",
                () -> PricingQuestion.topic("vegan baking", List.of("tiktok", "youtube"))
                        .toJson());
        book.writes(
                "pricing_facts request rerun",
                () -> PricingQuestion.rerun(Platform.TIKTOK, new AnalysisId("an_1"))
                        .toJson());
        book.writes(
                "pricing_facts request handles",
                () -> PricingQuestion.handles(Platform.TIKTOK, List.of("ann", "bob"))
                        .toJson());
        book.reads(
                "pricing_facts",
                json -> {
                    var asked = PricingQuestion.read(json);
                    if (asked.asksTopic()) return values("topic", asked.topic(), asked.platforms());
                    if (asked.analysisId() != null)
                        return values(
                                "rerun",
                                asked.platform().key(),
                                asked.analysisId().value());
                    return values("handles", asked.platform().key(), asked.handles());
                },
                "{\"topic\":\"vegan baking\",\"platforms\":[\"tiktok\",\"youtube\"]}",
                "{\"topic\":\" yoga \"}",
                "{\"topic\":null}",
                "{\"topic\":\"\"}",
                "{\"topic\":5}",
                "{\"topic\":\"" + "t".repeat(501) + "\"}",
                "{\"topic\":\"x\",\"platforms\":[\"myspace\"]}",
                "{\"topic\":\"x\",\"platforms\":\"tiktok\"}",
                "{\"topic\":\"x\",\"platforms\":[]}",
                "{\"topic\":\"x\",\"platforms\":[\"tiktok\",\"youtube\",\"instagram\",\"tiktok\"]}",
                "{\"topic\":\"x\",\"platforms\":[\" tiktok \",\"tiktok\"]}",
                "{\"platforms\":[\"myspace\"],\"topic\":5}",
                "{\"platform\":\"tiktok\",\"analysis_id\":\"an_1\"}",
                "{\"analysis_id\":\"an_1\"}",
                "{\"platform\":\"myspace\",\"analysis_id\":\"\"}",
                "{\"platform\":\"tiktok\",\"analysis_id\":\"\"}",
                "{\"platform\":\"tiktok\",\"analysis_id\":null}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\",\" bob \",\"ann\"]}",
                "{\"platform\":\"tiktok\",\"handles\":[]}",
                "{\"platform\":\"tiktok\",\"handles\":null}",
                "{\"platform\":\"bogus\",\"handles\":[\"a\"]}",
                "{\"handles\":[5]}",
                "{\"topic\":\"x\",\"analysis_id\":\"an_1\",\"handles\":[\"a\"]}",
                "{\"analysis_id\":\"an_1\",\"handles\":[\"a\"],\"platform\":\"tiktok\"}",
                "{\"platform\":\"tiktok\"}",
                "{}");
    }

    /** What jobs-service sends to open an analysis's snapshot (its stored params and the job id). */
    private static void openSnapshot(FixedWireSamples book) {
        book.writes(
                "open_snapshot request",
                () -> new SnapshotOpening(
                                Platform.TIKTOK,
                                new AnalysisId("an_1"),
                                "snap_1",
                                "snapshot:an_1/snap_1",
                                List.of("ann", "bob"))
                        .toJson());
        book.writes(
                "open_snapshot request null",
                () -> new SnapshotOpening(null, null, null, "snapshot:null/null", List.of()).toJson());
        var ok = "\"platform\":\"tiktok\",\"handles\":[\"ann\",\"bob\"],\"analysis_id\":\"an_1\","
                + "\"snapshot_id\":\"snap_1\",\"job_id\":\"snapshot:an_1/snap_1\"";
        var rest = "\"handles\":[\"ann\"],\"analysis_id\":\"an_1\",\"snapshot_id\":\"snap_1\",\"job_id\":\"j\"";
        book.reads(
                "open_snapshot",
                json -> {
                    var opening = SnapshotOpening.fromJson(json);
                    return values(
                            opening.platform(),
                            opening.analysisId().value(),
                            opening.snapshotId(),
                            opening.jobId(),
                            opening.handles());
                },
                "{" + ok + "}",
                "{" + ok + ",\"unknown\":1}",
                "{\"platform\":\"youtube\",\"handles\":[\" ann \",\"ann\",\"bob \"],\"analysis_id\":\" an_1 \","
                        + "\"snapshot_id\":\" s \",\"job_id\":\" j \"}",
                "{}",
                "{" + rest + "}",
                "{\"platform\":null," + rest + "}",
                "{\"platform\":\"myspace\"," + rest + "}",
                "{\"platform\":5," + rest + "}",
                "{\"platform\":\"TikTok\"," + rest + "}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"snapshot_id\":\"snap_1\",\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"analysis_id\":\"\",\"snapshot_id\":\"snap_1\","
                        + "\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"analysis_id\":7,\"snapshot_id\":\"snap_1\","
                        + "\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"analysis_id\":\"" + "a".repeat(101)
                        + "\",\"snapshot_id\":\"snap_1\",\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"analysis_id\":\"an_1\",\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"analysis_id\":\"an_1\",\"snapshot_id\":\" \","
                        + "\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"analysis_id\":\"an_1\",\"snapshot_id\":\""
                        + "s".repeat(101) + "\",\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"analysis_id\":\"an_1\",\"snapshot_id\":\"snap_1\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"analysis_id\":\"an_1\",\"snapshot_id\":\"snap_1\","
                        + "\"job_id\":null}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"analysis_id\":\"an_1\",\"snapshot_id\":\"snap_1\","
                        + "\"job_id\":5}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\"],\"analysis_id\":\"an_1\",\"snapshot_id\":\"snap_1\","
                        + "\"job_id\":\"" + "j".repeat(251) + "\"}",
                "{\"platform\":\"tiktok\",\"analysis_id\":\"an_1\",\"snapshot_id\":\"snap_1\",\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[],\"analysis_id\":\"an_1\",\"snapshot_id\":\"snap_1\","
                        + "\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":\"ann\",\"analysis_id\":\"an_1\",\"snapshot_id\":\"snap_1\","
                        + "\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\",5],\"analysis_id\":\"an_1\",\"snapshot_id\":\"snap_1\","
                        + "\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\",\" \"],\"analysis_id\":\"an_1\","
                        + "\"snapshot_id\":\"snap_1\",\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":[\"ann\",null],\"analysis_id\":\"an_1\","
                        + "\"snapshot_id\":\"snap_1\",\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":" + handles(51) + ",\"analysis_id\":\"an_1\","
                        + "\"snapshot_id\":\"snap_1\",\"job_id\":\"j\"}",
                "{\"platform\":\"tiktok\",\"handles\":" + handles(50) + ",\"analysis_id\":\"an_1\","
                        + "\"snapshot_id\":\"snap_1\",\"job_id\":\"j\"}",
                "{\"job_id\":5,\"snapshot_id\":\"\",\"analysis_id\":\"\",\"handles\":[],\"platform\":\"bogus\"}",
                "{\"job_id\":5,\"snapshot_id\":\"\",\"analysis_id\":\"\",\"handles\":[],\"platform\":\"tiktok\"}",
                "{\"job_id\":5,\"snapshot_id\":\"\",\"analysis_id\":\"an_1\",\"handles\":[],\"platform\":\"tiktok\"}",
                "{\"job_id\":5,\"snapshot_id\":\"s\",\"analysis_id\":\"an_1\",\"handles\":[],\"platform\":\"tiktok\"}",
                "{\"job_id\":\"j\",\"snapshot_id\":\"s\",\"analysis_id\":\"an_1\",\"handles\":[],\"platform\":\"tiktok\"}");
    }

    /** What jobs-service sends when an analysis's scrape finished ({@code SnapshotScrape}), and what analytics reads. */
    private static void analyzeSnapshot(FixedWireSamples book) {
        var creators =
                "\"creators\":[{\"handle\":\"ann\",\"status\":\"scraped\"},{\"handle\":\"bob\",\"status\":\"private\"}]";
        book.reads(
                "analyze_snapshot",
                json -> {
                    var scrape = SnapshotScrape.checked(json);
                    return values(scrape.snapshotId(), scrape.scrapeId(), scrape.creators());
                },
                "{\"snapshot_id\":\"snap_1\",\"scrape_id\":\"snapshot:an_1/snap_1\"," + creators + "}",
                "{\"snapshot_id\":\" snap_1 \",\"scrape_id\":\" s \",\"creators\":null}",
                "{\"snapshot_id\":\"snap_1\",\"scrape_id\":\"s\",\"creators\":\"none\"}",
                "{\"snapshot_id\":\"snap_1\",\"scrape_id\":\"s\",\"creators\":[5,null,\"x\"]}",
                "{\"snapshot_id\":\"snap_1\",\"scrape_id\":\"s\"}",
                "{}",
                "{\"scrape_id\":\"s\"}",
                "{\"snapshot_id\":\"\",\"scrape_id\":\"s\"}",
                "{\"snapshot_id\":5,\"scrape_id\":\"s\"}",
                "{\"snapshot_id\":\"" + "s".repeat(101) + "\",\"scrape_id\":\"s\"}",
                "{\"snapshot_id\":\"snap_1\"}",
                "{\"snapshot_id\":\"snap_1\",\"scrape_id\":null}",
                "{\"snapshot_id\":\"snap_1\",\"scrape_id\":\"\"}",
                "{\"snapshot_id\":\"snap_1\",\"scrape_id\":[]}",
                "{\"snapshot_id\":\"snap_1\",\"scrape_id\":\"" + "j".repeat(251) + "\"}",
                "{\"snapshot_id\":\"snap_1\",\"scrape_id\":\"" + "j".repeat(250) + "\"}",
                "{\"scrape_id\":5,\"snapshot_id\":5}",
                "{\"creators\":5,\"scrape_id\":\"\",\"snapshot_id\":\"snap_1\"}");
    }

    /** A JSON array of {@code count} different handles. */
    private static String handles(int count) {
        var handles = new JsonArray();
        for (var i = 0; i < count; i++) handles.add("h" + i);
        return handles.encode();
    }

    private static String values(Object... values) {
        return Arrays.asList(values).toString();
    }
}
