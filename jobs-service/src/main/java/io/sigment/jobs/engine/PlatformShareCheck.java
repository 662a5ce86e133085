package io.sigment.jobs.engine;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.scraper.PlatformShare;
import io.sigment.common.api.scraper.PlatformShareRequest;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import java.util.Map;
import java.util.logging.Logger;

/**
 * A start check beside the queue's "busy": how the workspace stands against its share of today's platform budget
 * on every platform the job scrapes (scraper-service counts what each workspace's searches and scrapes spend,
 * action {@code platform_share}). Past its share the job still starts, marked {@code over_share} so the scheduler
 * runs it after other workspaces' queued jobs; only the deployment's whole daily budget spent refuses the start
 * ("Sigment is busy: Sigment's daily budget of platform calls is used up"). When the scraper does not answer, the start
 * goes on as within its share.
 */
final class PlatformShareCheck {
    private static final Logger LOG = Logger.getLogger(PlatformShareCheck.class.getName());

    private final ServiceClient services;

    PlatformShareCheck(ServiceClient services) {
        this.services = services;
    }

    /** True when the workspace used its share of one of the job's platforms today. */
    Future<Boolean> check(Caller caller, PricedJob priced) {
        // A reuse (a discovery re-run within 24 hours) copies a stored result and calls no platform.
        if (priced.reuses()) return Future.succeededFuture(false);
        var asked = new PlatformShareRequest(priced.authorize().platformList());
        return services.exchange(ScraperAction.PLATFORM_SHARE, caller, asked.toJson(), services.defaultTimeout())
                .map(answer -> PlatformShare.fromJson(answer).overShare())
                .recover(cause -> {
                    if (cause instanceof ToolError) return Future.failedFuture(cause);
                    Log.warn(
                            LOG,
                            "platform share not checked: scraper-service did not answer; starting anyway",
                            Map.of("job_id", priced.jobId().value()),
                            cause);
                    return Future.succeededFuture(false);
                });
    }
}
