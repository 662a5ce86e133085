package io.sigment.jobs.engine;

import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The job engine of one replica: starts, the scheduler running claimed jobs, and the hold sweeper. */
public final class JobEngine {
  private final JobStarts starts;
  private final JobScheduler scheduler;
  private final HoldSweeper sweeper;

  private JobEngine(JobStarts starts, JobScheduler scheduler, HoldSweeper sweeper) {
    this.starts = starts;
    this.scheduler = scheduler;
    this.sweeper = sweeper;
  }

  /** Builds the engine for {@code kinds} and starts claiming work (resuming any job whose owner died). */
  public static JobEngine start(Vertx vertx, Pool pool, ServiceClient services, Config config, List<JobKind> kinds) {
    var store = new JobsStore(pool);
    var claims = new ClaimsStore(pool);
    var credits = new JobCredits(services);
    var byName = kinds.stream().collect(Collectors.toMap(JobKind::name, Function.identity()));
    var scheduler = new JobScheduler(vertx, store, claims, credits, byName, config.integer(Setting.JOBS_SCRAPE_SLOTS),
        config.integer(Setting.JOBS_LEASE_SECONDS));
    var sweeper = new HoldSweeper(vertx, services, store, credits, config.integer(Setting.JOBS_STALE_HOLD_SECONDS));
    var engine = new JobEngine(new JobStarts(new AdmissionStore(pool), store, credits, scheduler,
        new PlatformShareCheck(services), config.integer(Setting.JOBS_MAX_QUEUED)),
        scheduler, sweeper);
    scheduler.start();
    sweeper.start();
    return engine;
  }

  /** Starts paid work of {@code kind} for the agent (the tool call's handler). */
  public Future<JsonObject> start(JobKind kind, Caller caller, JsonObject args) {
    return starts.start(kind, caller, args);
  }

  /** Releases orphaned holds now (the sweeper also runs every minute). */
  public Future<Integer> sweepHolds() {
    return sweeper.sweep();
  }

  public void stop() {
    scheduler.stop();
    sweeper.stop();
  }
}
