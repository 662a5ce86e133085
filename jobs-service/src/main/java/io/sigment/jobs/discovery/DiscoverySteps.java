package io.sigment.jobs.discovery;

import io.sigment.common.api.analytics.AnalyticsClient;
import io.sigment.common.api.analytics.DiscoveryDeepening;
import io.sigment.common.api.analytics.DiscoverySummary;
import io.sigment.common.api.jobs.DiscoveryJobReport;
import io.sigment.common.api.jobs.DiscoveryParams;
import io.sigment.common.api.scraper.PlatformCost;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.discovery.DiscoveryOutputs.Deepened;
import io.sigment.jobs.discovery.DiscoveryOutputs.Reused;
import io.sigment.jobs.discovery.DiscoveryOutputs.SampleOutcome;
import io.sigment.jobs.discovery.DiscoveryOutputs.Sampled;
import io.sigment.jobs.discovery.DiscoveryOutputs.Searched;
import io.sigment.jobs.engine.JobContext;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * The steps of a discovery job over {@link DiscoveryWork}, with what get_job shows: {@code candidates} and
 * {@code platform_cost} (provider runs and results, YouTube units) once sampled, {@code platform_cost} of the whole
 * discovery once deepened, then the groups and creators found. The charging step is {@link #SAMPLE}: a discovery
 * is charged when its candidates are sampled, if there are any. A free re-run ({@link DiscoveryParams#reuse})
 * instead has analytics {@code reuse_discovery} copy the same topic's result of the last 24 hours in that step, with no
 * platform call, and the other steps have nothing to do.
 */
final class DiscoverySteps {
    static final String SEARCH = "search";
    static final String SAMPLE = "sample";
    static final String RANK = "rank";
    static final String DEEPEN = "deepen";
    static final String COMPLETE = "complete";

    private final AnalyticsClient analytics;
    private final DiscoveryWork work;

    DiscoverySteps(ServiceClient services) {
        this.analytics = new AnalyticsClient(services);
        this.work = new DiscoveryWork(services);
    }

    /** Nothing found, nothing charged (a free re-run is charged its price, 0). */
    static boolean worthCharging(JsonObject sampled) {
        var outcome = SampleOutcome.of(sampled);
        return outcome.reused() || outcome.candidates() > 0;
    }

    private static boolean reused(JsonObject sampled) {
        return SampleOutcome.of(sampled).reused();
    }

    private static boolean reusing(JobContext job) {
        return DiscoveryKind.params(job).reuse();
    }

    private static String discoveryId(JobContext job) {
        return DiscoveryKind.params(job).discovery().discoveryId().value();
    }

    Future<JsonObject> search(JobContext job) {
        if (reusing(job)) return Future.succeededFuture(Searched.REUSED.toJson());
        return work.search(job.systemCaller(), DiscoveryKind.params(job).discovery());
    }

    Future<JsonObject> sample(JobContext job) {
        if (reusing(job)) {
            return analytics
                    .reuseDiscovery(
                            job.systemCaller(), DiscoveryKind.params(job).discovery())
                    .compose(reused -> job.report(reusedDetails(reused)).map(v -> Reused.of(reused)));
        }
        return work.sample(job.systemCaller(), discoveryId(job), job.output(SEARCH))
                .compose(sampled -> job.report(sampledDetails(sampled)).map(sampled));
    }

    /** What a free re-run shows in the job's details: the discovery it copied. */
    static JsonObject reusedDetails(DiscoverySummary reused) {
        return DiscoveryJobReport.reused(reused.reusedFrom()).toJson();
    }

    /** What the sampling shows in the job's details: how many candidates, what the search and samples cost. */
    static JsonObject sampledDetails(JsonObject sampled) {
        var read = Sampled.fromJson(sampled);
        return DiscoveryJobReport.sampled(read.candidates(), costOf(read.cost()))
                .toJson();
    }

    /** {@link PlatformCost#NONE} for work that reported no cost. */
    private static PlatformCost costOf(PlatformCost cost) {
        return cost == null ? PlatformCost.NONE : cost;
    }

    Future<JsonObject> rank(JobContext job) {
        if (reused(job.output(SAMPLE))) return Future.succeededFuture(new JsonObject());
        return work.rank(job.systemCaller(), discoveryId(job), job.output(SEARCH), job.output(SAMPLE))
                .map(DiscoveryDeepening::toJson);
    }

    /** Part of the discovery's price; nothing to do for a free re-run or when nobody was found. */
    Future<JsonObject> deepen(JobContext job) {
        var sampled = job.output(SAMPLE);
        var outcome = SampleOutcome.of(sampled);
        if (outcome.reused() || outcome.candidates() == 0) return Future.succeededFuture(Deepened.NOTHING.toJson());
        var ranked = DiscoveryDeepening.fromJson(job.output(RANK));
        return work.deepen(job.systemCaller(), discoveryId(job), sampled, ranked)
                .compose(deepened ->
                        job.report(deepenedDetails(sampled, deepened)).map(deepened));
    }

    /** What the deepening shows in the job's details: what the whole discovery cost, sampling and deepening. */
    static JsonObject deepenedDetails(JsonObject sampled, JsonObject deepened) {
        var whole = costOf(Sampled.fromJson(sampled).cost())
                .plus(costOf(Deepened.fromJson(deepened).cost()));
        return DiscoveryJobReport.deepened(whole).toJson();
    }

    Future<JsonObject> complete(JobContext job) {
        var sampled = job.output(SAMPLE);
        Future<JsonObject> done = reused(sampled)
                ? Future.succeededFuture(sampled)
                : work.complete(job.systemCaller(), discoveryId(job), job.output(DEEPEN))
                        .map(DiscoverySummary::toJson);
        return done.compose(stored ->
                job.report(completedDetails(DiscoverySummary.fromJson(stored))).map(stored));
    }

    /** What the completed discovery shows in the job's details: groups and creators found, its message if any. */
    static JsonObject completedDetails(DiscoverySummary summary) {
        return DiscoveryJobReport.completed(summary.groupsFound(), summary.creatorsFound(), summary.message())
                .toJson();
    }
}
