package io.sigment.local.analytics;

import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.Caller;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.local.testing.McpHttp;
import io.sigment.local.testing.TestAccounts;
import io.sigment.local.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

/**
 * A test user's agent calling the analysis tools over {@code POST /mcp}, and the snapshot steps jobs-service
 * drives over the event bus (open_snapshot → scraper's scrape → analyze_snapshot), done here directly.
 */
final class AnalysisAgent {
  static final int POSTS = 5;
  final TestAccounts.TestUser user;
  private final McpHttp mcp;
  private final ServiceClient bus = new ServiceClient(TestStack.shared().vertx(), Duration.ofMinutes(3));

  AnalysisAgent() {
    this.user = TestAccounts.newUser(TestStack.shared());
    this.mcp = new McpHttp(TestStack.shared().gatewayUrl() + "/mcp", user.apiKey());
  }

  String workspace() {
    return user.workspaceIds().get(0);
  }

  Caller caller() {
    return new Caller("t-" + UUID.randomUUID(), user.userId(), workspace(), "api_key", user.keyId(), "test agent",
        List.of(workspace()));
  }

  JsonObject ok(String tool, JsonObject args) {
    return mcp.ok(tool, args);
  }

  String error(String tool, JsonObject args) {
    return mcp.error(tool, args);
  }

  JsonObject analytics(String action, JsonObject args) {
    return bus.request(ServiceAddress.ANALYTICS, action, caller(), args).await();
  }

  /** What a snapshot job does: open it, scrape every engager of each creator's newest posts, analyze it. */
  Snapshot measure(String analysisId, List<String> handles) {
    return measure(analysisId, handles, POSTS, 20_000);
  }

  /** As above with {@code posts} newest posts per creator and at most {@code engagers} people per post. */
  Snapshot measure(String analysisId, List<String> handles, int posts, int engagers) {
    var snapshotId = "snp_" + UUID.randomUUID();
    var jobId = "snapshot:" + analysisId + "/" + snapshotId;
    open(analysisId, snapshotId, handles);
    var scrape = scrape(handles, posts, engagers);
    return new Snapshot(snapshotId, jobId, scrape.getString("scrape_id"), analyze(snapshotId, scrape));
  }

  JsonObject analyze(String snapshotId, JsonObject scrape) {
    return analytics("analyze_snapshot", new JsonObject().put("snapshot_id", snapshotId)
        .put("scrape_id", scrape.getString("scrape_id")).put("creators", scrape.getJsonArray("creators")));
  }

  record Snapshot(String snapshotId, String jobId, String scrapeId, JsonObject analyzed) {
  }

  JsonObject open(String analysisId, String snapshotId, List<String> handles) {
    return analytics("open_snapshot", new JsonObject().put("platform", "instagram").put("analysis_id", analysisId)
        .put("snapshot_id", snapshotId).put("handles", new JsonArray(handles))
        .put("job_id", "snapshot:" + analysisId + "/" + snapshotId));
  }

  JsonObject scrape(List<String> handles, int posts, int engagers) {
    return bus.request(ScraperAction.SCRAPE, Caller.system("t").inWorkspace(workspace()),
        new JsonObject().put("platform", "instagram").put("handles", new JsonArray(handles))
            .put("posts_per_creator", posts).put("engagers_per_post", engagers)
            .put("scrape_id", "scr_" + UUID.randomUUID())).await();
  }

  JsonObject samples(String handle, String scrapeId) {
    return bus.request(ScraperAction.SAMPLES, Caller.system("t"), new JsonObject()
        .put("platform", "instagram").put("handle", handle).put("scrape_id", scrapeId)).await();
  }
}
