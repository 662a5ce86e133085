package io.sigment.jobs;

import io.sigment.common.Config;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.db.Postgres;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.util.Map;

/** Binds {@code sigment.jobs}: maps actions to handlers, nothing else. */
public final class JobsVerticle extends VerticleBase {
  private final Config config;
  private Pool pool;

  public JobsVerticle(Config config) {
    this.config = config;
  }

  @Override
  public Future<?> start() {
    pool = Postgres.pool(vertx, config, "jobs");
    var status = new JobStatus(vertx, new JobsStore(pool));
    return ServiceAddress.JOBS.bind(vertx, Map.of(
        "get_job", status::get,
        "wait_for_job", status::waitFor));
  }

  @Override
  public Future<?> stop() {
    return pool.close();
  }
}
