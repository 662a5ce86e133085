package io.sigment.analytics;

import io.sigment.analytics.discovery.Discoveries;
import io.sigment.analytics.discovery.DiscoveryStore;
import io.sigment.analytics.discovery.DiscoveryTools;
import io.sigment.common.Config;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.db.Postgres;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/** Binds {@code sigment.analytics}: maps actions to handlers, nothing else. */
public final class AnalyticsVerticle extends VerticleBase {
  private final Config config;
  private Pool pool;

  public AnalyticsVerticle(Config config) {
    this.config = config;
  }

  @Override
  public Future<?> start() {
    pool = Postgres.pool(vertx, config, "analytics");
    var discoveryStore = new DiscoveryStore(pool);
    var discoveries = new Discoveries(vertx, discoveryStore, new ServiceClient(vertx, Duration.ofMinutes(10)),
        Clock.systemUTC());
    var discoveryTools = new DiscoveryTools(discoveries, discoveryStore);
    return ServiceAddress.ANALYTICS.bind(vertx, Map.of(
        "pricing_facts", discoveries::sameTopicFact,
        "collect_discovery", discoveries::collect,
        "complete_discovery", discoveries::complete,
        "reuse_discovery", discoveries::reuse,
        "fail_discovery", discoveries::fail,
        "get_discovery", discoveryTools::get,
        "list_discoveries", discoveryTools::list));
  }

  @Override
  public Future<?> stop() {
    return pool.close();
  }
}
