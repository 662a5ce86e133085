package io.sigment.scraper;

import io.sigment.common.Config;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.db.Postgres;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.util.Map;

/** Binds {@code sigment.scraper}: maps actions to handlers, nothing else. */
public final class ScraperVerticle extends VerticleBase {
  private final Config config;
  private Pool pool;

  public ScraperVerticle(Config config) {
    this.config = config;
  }

  @Override
  public Future<?> start() {
    pool = Postgres.pool(vertx, config, "scraper");
    return ServiceAddress.SCRAPER.bind(vertx, Map.of());
  }

  @Override
  public Future<?> stop() {
    return pool.close();
  }
}
