package io.sigment.analytics;

import io.sigment.analytics.analyses.AnalysesStore;
import io.sigment.analytics.analyses.AnalysisResults;
import io.sigment.analytics.analyses.SnapshotResults;
import io.sigment.analytics.analyses.Snapshots;
import io.sigment.analytics.pricing.PricingFacts;
import io.sigment.analytics.selection.OptimizeSelection;
import io.sigment.analytics.sharing.ShareAnalysis;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.db.Postgres;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/** Binds {@code sigment.analytics}: maps actions to handlers, nothing else. The internal actions are in the README. */
public final class AnalyticsVerticle extends VerticleBase {
  private final Config config;
  private final Clock clock;
  private Pool pool;

  public AnalyticsVerticle(Config config) {
    this(config, Clock.systemUTC());
  }

  /** With the clock that "analyzed in the last 30 days" is measured by (tests move it). */
  public AnalyticsVerticle(Config config, Clock clock) {
    this.config = config;
    this.clock = clock;
  }

  @Override
  public Future<?> start() {
    pool = Postgres.pool(vertx, config, "analytics");
    var services = new ServiceClient(vertx, Duration.ofMillis(config.integer(Setting.REQUEST_TIMEOUT_MS)));
    var store = new AnalysesStore(pool);
    var results = new SnapshotResults(store);
    var snapshots = new Snapshots(vertx, store, results, services, clock);
    var analysisResults = new AnalysisResults(store, results);
    var pricing = new PricingFacts(store, clock);
    var optimizer = new OptimizeSelection(vertx, store, services);
    var sharing = new ShareAnalysis(store, services);
    return ServiceAddress.ANALYTICS.bind(vertx, Map.of(
        "pricing_facts", pricing::facts,
        "open_snapshot", snapshots::open,
        "analyze_snapshot", snapshots::analyze,
        "fail_snapshot", snapshots::fail,
        "get_analysis_result", analysisResults::result,
        "list_analyses", analysisResults::list,
        "optimize_selection", optimizer::optimize,
        "share_analysis", sharing::share));
  }

  @Override
  public Future<?> stop() {
    return pool.close();
  }
}
