package io.sigment.local.testing;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.bus.Envelope;
import io.sigment.emulator.world.Creator;
import io.sigment.local.LocalStack;
import io.vertx.core.Handler;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryContext;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Real jobs that stay running until the test lets them finish. Each is an analysis the job engine admits, holds
 * credits for, scrapes and charges (quote_cost, then analyze_creators of two emulated Instagram creators through
 * {@code /mcp}); its last step's question to analytics ({@code analyze_snapshot}) waits at the event bus until
 * {@link #finish}. Meanwhile the job is {@code running} in stage {@code analyzing}, past its scrape, so it holds none
 * of the cluster's scrape slots. Finish a job within two minutes: the engine gives up on a step silent that long
 * (its watched request) and the job fails.
 */
public final class HeldJobs implements AutoCloseable {
  private static final Duration ARRIVAL = Duration.ofMinutes(2);
  /** Creators of the emulated world taken in turn from here, two a job, so held jobs never share a dedupe key. */
  private static final int FIRST_CREATOR = 900;
  private static final AtomicInteger NEXT = new AtomicInteger();
  private final LocalStack stack;
  private final Set<String> workspaces = ConcurrentHashMap.newKeySet();
  private final Set<String> finished = ConcurrentHashMap.newKeySet();
  private final Map<String, Held> held = new ConcurrentHashMap<>();
  private final Handler<DeliveryContext<Object>> gate = this::gate;

  /** Holds, in {@code stack}, the jobs this starts; {@link #close} lets every one finish. */
  public HeldJobs(LocalStack stack) {
    this.stack = stack;
    stack.vertx().eventBus().addInboundInterceptor(gate);
  }

  /**
   * Starts an analysis in {@code workspaceId} as {@code user} (the workspace topped up by its price first) and
   * returns its job id once the job waits in stage {@code analyzing}.
   */
  public String running(TestAccounts.TestUser user, String workspaceId) {
    return running(user.apiKey(), workspaceId);
  }

  /** As above, by the API key of a member of {@code workspaceId}. */
  public String running(String apiKey, String workspaceId) {
    return start(apiKey, workspaceId).getString("job_id");
  }

  /** As above; analyze_creators' answer (job_id, analysis_id, snapshot_id, ...). */
  public JsonObject start(String apiKey, String workspaceId) {
    workspaces.add(workspaceId);
    var mcp = new McpHttp(stack.gatewayUrl() + "/mcp", apiKey);
    var args = new JsonObject().put("platform", "instagram").put("handles", new JsonArray(nextCreators()))
        .put("workspace_id", workspaceId);
    var price = mcp.ok("quote_cost", args.copy().put("action", "analysis")).getLong("credits");
    if (price > 0) TestCredits.topUp(stack, workspaceId, price);
    var started = mcp.ok("analyze_creators", args.put("max_credits", price));
    var jobId = started.getString("job_id");
    try {
      held(jobId).arrived.future().toCompletionStage().toCompletableFuture()
          .get(ARRIVAL.toSeconds(), TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new AssertionError("job " + jobId + " never reached its analysis: " + mcp.ok("get_job",
          new JsonObject().put("job_id", jobId)).encode(), e);
    }
    return started;
  }

  /** Lets the job's analysis run: the engine then completes the job as it completes any. */
  public void finish(String jobId) {
    finished.add(jobId);
    held(jobId).release();
  }

  @Override
  public void close() {
    held.keySet().forEach(this::finish);
    stack.vertx().eventBus().removeInboundInterceptor(gate);
  }

  private List<String> nextCreators() {
    var creators = stack.emulator().orElseThrow().world().platform(Platform.INSTAGRAM).creators();
    int from = FIRST_CREATOR + 2 * NEXT.getAndIncrement() % (creators.size() - FIRST_CREATOR - 1);
    return creators.subList(from, from + 2).stream().map(Creator::handle).toList();
  }

  private Held held(String jobId) {
    return held.computeIfAbsent(jobId, id -> new Held());
  }

  private void gate(DeliveryContext<Object> delivery) {
    var message = delivery.message();
    if (!AnalyticsAction.ANALYZE_SNAPSHOT.wire().equals(message.headers().get(Envelope.ACTION))
        || !(message.body() instanceof JsonObject body)) {
      delivery.next();
      return;
    }
    var workspace = body.getJsonObject(Envelope.CALLER, new JsonObject()).getString("workspace_id");
    var jobId = body.getJsonObject(Envelope.ARGS, new JsonObject()).getString("scrape_id");
    if (!workspaces.contains(workspace) || jobId == null || finished.contains(jobId)) {
      delivery.next();
      return;
    }
    var context = Vertx.currentContext();
    held(jobId).park(() -> context.runOnContext(v -> delivery.next()));
  }

  /** One job's analyze_snapshot requests (the engine asks again while the first waits), let through together. */
  private static final class Held {
    final Promise<Void> arrived = Promise.promise();
    private final List<Runnable> waiting = new ArrayList<>();
    private boolean released;

    synchronized void park(Runnable delivery) {
      if (released) {
        delivery.run();
        return;
      }
      waiting.add(delivery);
      arrived.tryComplete();
    }

    synchronized void release() {
      released = true;
      waiting.forEach(Runnable::run);
      waiting.clear();
    }
  }
}
