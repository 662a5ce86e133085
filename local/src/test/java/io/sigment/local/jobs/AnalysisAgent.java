package io.sigment.local.jobs;

import io.sigment.local.LocalStack;
import io.sigment.local.testing.McpHttp;
import io.sigment.local.testing.TestAccounts;
import io.sigment.local.testing.TestCredits;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;

/** A test user's agent starting and following paid analyses over {@code POST /mcp}. */
final class AnalysisAgent {
  final TestAccounts.TestUser user;
  private final McpHttp mcp;

  private AnalysisAgent(TestAccounts.TestUser user, String gatewayUrl) {
    this.user = user;
    this.mcp = new McpHttp(gatewayUrl + "/mcp", user.apiKey());
  }

  /** A new user on the Pro plan with {@code credits} credits. */
  static AnalysisAgent withCredits(LocalStack stack, long credits) {
    var user = TestAccounts.newUser(stack);
    var agent = new AnalysisAgent(user, stack.gatewayUrl());
    TestCredits.setPlan(stack, agent.workspace(), "pro");
    if (credits > 0) TestCredits.topUp(stack, agent.workspace(), credits);
    return agent;
  }

  /** A new user with two Pro workspaces, each with {@code credits} credits; the first is the default. */
  static AnalysisAgent withTwoWorkspaces(LocalStack stack, long credits) {
    var user = TestAccounts.newUser(stack, 2);
    var agent = new AnalysisAgent(user, stack.gatewayUrl());
    for (var workspace : user.workspaceIds()) {
      TestCredits.setPlan(stack, workspace, "pro");
      TestCredits.topUp(stack, workspace, credits);
    }
    return agent;
  }

  String workspace() {
    return user.workspaceIds().get(0);
  }

  JsonObject ok(String tool, JsonObject args) {
    return mcp.ok(tool, args);
  }

  String error(String tool, JsonObject args) {
    return mcp.error(tool, args);
  }

  static JsonObject analyze(String platform, List<String> handles, int maxCredits) {
    return new JsonObject().put("platform", platform).put("handles", new JsonArray(handles)).put("max_credits", maxCredits);
  }

  JsonObject job(String jobId) {
    return ok("get_job", new JsonObject().put("job_id", jobId));
  }

  /**
   * Calls wait_for_job until the job ends or {@code limit} passes, as an agent does: a transient "Temporarily
   * unavailable" (e.g. while the cluster notices a dead member) is retried. The last answer.
   */
  JsonObject waitUntilDone(String jobId, Duration limit) {
    var deadline = System.nanoTime() + limit.toNanos();
    JsonObject job = new JsonObject().put("status", "running");
    do {
      var result = mcp.callTool("wait_for_job", new JsonObject().put("job_id", jobId).put("timeout_seconds", 5));
      if (!result.getBoolean("isError")) {
        job = result.getJsonObject("structuredContent");
      } else if (!McpHttp.text(result).startsWith("Temporarily unavailable")) {
        throw new AssertionError("wait_for_job failed: " + McpHttp.text(result));
      }
    } while ("running".equals(job.getString("status")) && System.nanoTime() < deadline);
    return job;
  }

  /** One wait_for_job call of {@code seconds}. */
  JsonObject waitFor(String jobId, int seconds) {
    return ok("wait_for_job", new JsonObject().put("job_id", jobId).put("timeout_seconds", seconds));
  }

  /** Polls get_job until its stage is {@code stage} (or it ended); the last answer. */
  JsonObject awaitStage(String jobId, String stage, Duration limit) throws InterruptedException {
    var deadline = System.nanoTime() + limit.toNanos();
    var job = job(jobId);
    while (!stage.equals(job.getString("stage")) && "running".equals(job.getString("status"))
        && System.nanoTime() < deadline) {
      Thread.sleep(100);
      job = job(jobId);
    }
    return job;
  }

  /** {@code credits} of get_account: balance, available, held. */
  JsonObject credits() {
    return ok("get_account", new JsonObject()).getJsonObject("credits");
  }

  /** Charges and refunds in the credit history, newest first. */
  JsonArray history() {
    return ok("get_credit_history", new JsonObject().put("limit", 100)).getJsonArray("entries");
  }
}
