package io.sigment.jobs.engine;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.logging.Logger;

/**
 * A start check beside the queue's "busy": the workspace still has some of its share of today's platform budget
 * on every platform the job scrapes (scraper-service counts what each workspace's searches and scrapes spend,
 * action {@code platform_share}). Its refusal is the scraper's "Sigment is busy" naming when the share resets.
 * When the scraper does not answer, the start goes on: the job waits in the queue for the scraper anyway.
 */
final class PlatformShareCheck {
  private static final Logger LOG = Logger.getLogger(PlatformShareCheck.class.getName());

  private final ServiceClient services;

  PlatformShareCheck(ServiceClient services) {
    this.services = services;
  }

  Future<Void> check(Caller caller, JobPlan plan) {
    // A free start (a discovery re-run within 24 hours) copies a stored result and calls no platform.
    if (plan.price() == 0) return Future.succeededFuture();
    var authorize = plan.authorize();
    var platforms = authorize.containsKey("platforms") ? authorize.getJsonArray("platforms")
        : new JsonArray().add(authorize.getString("platform"));
    return services.exchange(ServiceAddress.SCRAPER, "platform_share", caller,
            new JsonObject().put("platforms", platforms), services.defaultTimeout())
        .<Void>mapEmpty()
        .recover(cause -> {
          if (cause instanceof ToolError) return Future.failedFuture(cause);
          Log.warn(LOG, "platform share not checked: scraper-service did not answer; starting anyway",
              Map.of("job_id", plan.jobId()), cause);
          return Future.succeededFuture();
        });
  }
}
