package io.sigment.jobs;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.jobs.JobsAction;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.bus.TimedAction;
import io.sigment.common.db.Postgres;
import io.sigment.common.ops.Metrics;
import io.sigment.jobs.analysis.AnalysisKind;
import io.sigment.jobs.discovery.DiscoveryKind;
import io.sigment.jobs.engine.JobEngine;
import io.sigment.jobs.engine.JobMetrics;
import io.sigment.jobs.engine.JobsStore;
import io.sigment.jobs.pricing.PriceQuotes;
import io.sigment.jobs.selection.SelectionKind;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** Binds {@code sigment.jobs}: maps actions to handlers, nothing else. Paid work and its prices are served here. */
public final class JobsVerticle extends VerticleBase {
    private final Config config;
    private Pool pool;
    private Pool reads;
    private JobEngine engine;

    public JobsVerticle(Config config) {
        this.config = config;
    }

    @Override
    public Future<?> start() {
        // Loading the pool's, the kinds' and the tools' classes (their record shapes) takes seconds in a cold JVM on a
        // busy machine: off the event loop (the verticle's context stays current there, so the engine's timers and
        // consumers are the verticle's).
        return vertx.executeBlocking(this::wire)
                .compose(wired ->
                        wired.status().start().compose(subscribed -> ServiceAddress.JOBS.bind(vertx, wired.actions())));
    }

    /** What {@link #start()} wires before it subscribes and binds. */
    private record Wired(JobStatus status, Map<JobsAction, Action> actions) {}

    private Wired wire() {
        pool = Postgres.pool(vertx, config, "jobs");
        // get_job and wait_for_job never queue behind the starts' transactions (issue 44).
        reads = Postgres.readsPool(vertx, config, "jobs");
        var services = new ServiceClient(vertx, Duration.ofMillis(config.integer(Setting.REQUEST_TIMEOUT_MS)));
        var quotes = new PriceQuotes(services);
        var analyses = AnalysisKind.of(vertx, services, quotes);
        var discoveries = DiscoveryKind.of(services, quotes);
        var selections = SelectionKind.of(services, quotes);
        var metrics = new JobMetrics(
                Metrics.registryOf(vertx), List.of(analyses.name(), discoveries.name(), selections.name()));
        engine = JobEngine.start(vertx, pool, services, config, List.of(analyses, discoveries, selections), metrics);
        var status = new JobStatus(vertx, new JobsStore(reads), metrics);
        return new Wired(
                status,
                Map.of(
                        JobsAction.ANALYZE_CREATORS, (caller, args) -> engine.start(analyses, caller, args),
                        JobsAction.RUN_ANALYSIS, (caller, args) -> engine.start(analyses, caller, args),
                        JobsAction.DISCOVER_CREATORS, (caller, args) -> engine.start(discoveries, caller, args),
                        JobsAction.OPTIMIZE_SELECTION, (caller, args) -> engine.start(selections, caller, args),
                        JobsAction.QUOTE_COST, quotes::quote,
                        JobsAction.GET_JOB, status::get,
                        JobsAction.WAIT_FOR_JOB, (TimedAction) status::waitFor));
    }

    @Override
    public Future<?> stop() {
        if (engine != null) engine.stop();
        return Future.join(
                pool == null ? Future.succeededFuture() : pool.close(),
                reads == null ? Future.succeededFuture() : reads.close());
    }
}
