package io.sigment.local.testing;

import io.sigment.common.Caller;
import io.sigment.common.api.analytics.AnalyticsClient;
import io.sigment.common.api.analytics.DiscoveryRequest;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.discovery.DiscoveryWork;
import io.vertx.core.json.JsonObject;

/**
 * A discovery's work over the bus outside a job, in the order the job engine runs it: analytics records it, jobs'
 * {@link DiscoveryWork} searches and samples, analytics ranks, the deeper samples, analytics completes. Times the
 * platform part ({@code collectMillis}: search and light samples), the refinement ({@code refineMillis}: ranking and
 * deeper samples) and the completion.
 */
public final class DiscoveryOverBus {
  public record Ran(String discoveryId, int refinedCreators, long collectMillis, long refineMillis, long completeMillis) {
  }

  private DiscoveryOverBus() {
  }

  /** {@code discovery}: discover_creators' arguments with a {@code discovery_id}. */
  public static Ran run(ServiceClient bus, Caller caller, JsonObject discovery) {
    var work = new DiscoveryWork(bus);
    var request = DiscoveryRequest.fromJson(discovery);
    var id = request.discoveryId().value();
    new AnalyticsClient(bus).openDiscovery(caller, request).await();
    long start = System.nanoTime();
    var searched = work.search(caller, request).await();
    var sampled = work.sample(caller, id, searched).await();
    long collected = System.nanoTime();
    var ranked = work.rank(caller, id, searched, sampled).await();
    var deepened = work.deepen(caller, id, sampled, ranked).await();
    long refined = System.nanoTime();
    work.complete(caller, id, deepened).await();
    long completed = System.nanoTime();
    return new Ran(id, deepened.getInteger("refined_creators"), (collected - start) / 1_000_000,
        (refined - collected) / 1_000_000, (completed - refined) / 1_000_000);
  }
}
