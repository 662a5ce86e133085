package io.sigment.system.testing;

import io.sigment.common.Caller;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.testing.Eventually;
import io.sigment.local.LocalStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;

/**
 * A test user's agent over {@code POST /mcp}: starting paid analyses and discoveries and following their jobs as
 * agents do (quote_cost, analyze_creators, run_analysis or discover_creators, wait_for_job). For tests of analytics' and the scraper's own
 * actions it can also ask them directly over the bus, in its workspace.
 */
public final class AnalysisAgent {
    /** How long an analysis of a few emulated creators, or a discovery, may take, start to end. */
    private static final Duration LONG_JOB = Duration.ofMinutes(5);

    public final TestAccounts.TestUser user;
    private final LocalStack stack;
    private final McpHttp mcp;

    private AnalysisAgent(LocalStack stack, TestAccounts.TestUser user) {
        this.stack = stack;
        this.user = user;
        this.mcp = new McpHttp(stack.gatewayUrl() + "/mcp", user.apiKey());
    }

    /** A new user of the shared stack, on the free plan with no credits. */
    public AnalysisAgent() {
        this(TestStack.shared(), TestAccounts.newUser(TestStack.shared()));
    }

    /** A new user on the Pro plan with {@code credits} credits. */
    public static AnalysisAgent withCredits(LocalStack stack, long credits) {
        var agent = new AnalysisAgent(stack, TestAccounts.newUser(stack));
        TestCredits.setPlan(stack, agent.workspace(), "pro");
        if (credits > 0) TestCredits.topUp(stack, agent.workspace(), credits);
        return agent;
    }

    /** A new user with two Pro workspaces, each with {@code credits} credits; the first is the default. */
    public static AnalysisAgent withTwoWorkspaces(LocalStack stack, long credits) {
        var agent = new AnalysisAgent(stack, TestAccounts.newUser(stack, 2));
        for (var workspace : agent.user.workspaceIds()) {
            TestCredits.setPlan(stack, workspace, "pro");
            TestCredits.topUp(stack, workspace, credits);
        }
        return agent;
    }

    public String workspace() {
        return user.workspaceIds().get(0);
    }

    public JsonObject ok(String tool, JsonObject args) {
        return mcp.ok(tool, args);
    }

    public String error(String tool, JsonObject args) {
        return mcp.error(tool, args);
    }

    /** analyze_creators' arguments. */
    public static JsonObject analyze(String platform, List<String> handles, int maxCredits) {
        return new JsonObject()
                .put("platform", platform)
                .put("handles", new JsonArray(handles))
                .put("max_credits", maxCredits);
    }

    /** run_analysis' arguments. */
    public static JsonObject runAnalysis(String platform, String analysisId, int maxCredits) {
        return new JsonObject()
                .put("platform", platform)
                .put("analysis_id", analysisId)
                .put("max_credits", maxCredits);
    }

    /** An analysis the agent ran, and its job as wait_for_job last showed it (completed). */
    public record Analysis(String analysisId, String snapshotId, String jobId, JsonObject job) {}

    /**
     * Analyzes the Instagram creators {@code handles} as an agent does: quote_cost, a top-up of exactly that price,
     * analyze_creators, then wait_for_job until the job completed (the test fails if it did not).
     */
    public Analysis analyzeCreators(List<String> handles) {
        return analyzeCreators("instagram", handles);
    }

    /** As above on {@code platform} (YouTube and TikTok creators by their ids, as search_creators gives them). */
    public Analysis analyzeCreators(String platform, List<String> handles) {
        return completed("analyze_creators", startAnalysis(platform, handles));
    }

    /** quote_cost, a top-up of exactly that price, analyze_creators: its answer, while the job runs on. */
    public JsonObject startAnalysis(String platform, List<String> handles) {
        var creators = new JsonObject().put("platform", platform).put("handles", new JsonArray(handles));
        var quote = ok("quote_cost", creators.copy().put("action", "analysis"));
        return ok("analyze_creators", creators.put("max_credits", toppedUp(quote)));
    }

    /** A new snapshot of the analysis, as an agent asks for it: quote_cost, a top-up of that, run_analysis, wait. */
    public Analysis rerun(String analysisId) {
        var args = new JsonObject().put("platform", "instagram").put("analysis_id", analysisId);
        var quote = ok("quote_cost", args.copy().put("action", "analysis"));
        return completed("run_analysis", ok("run_analysis", args.put("max_credits", toppedUp(quote))));
    }

    private Analysis completed(String tool, JsonObject started) {
        return new Analysis(
                started.getString("analysis_id"),
                started.getString("snapshot_id"),
                started.getString("job_id"),
                waitUntilCompleted(tool, started));
    }

    /** A discovery the agent ran, and its job as wait_for_job last showed it (completed). */
    public record Discovery(String discoveryId, JsonObject job) {}

    /**
     * Discovers creators of {@code topic} as an agent does: quote_cost, a top-up of that price, discover_creators with
     * {@code options} (e.g. min_followers), then wait_for_job until the job completed (the test fails if it did not).
     */
    public Discovery discover(String topic, JsonObject options) {
        var quote = ok("quote_cost", new JsonObject().put("action", "discovery"));
        var started = ok("discover_creators", options.copy().put("topic", topic).put("max_credits", toppedUp(quote)));
        return new Discovery(started.getString("discovery_id"), waitUntilCompleted("discover_creators", started));
    }

    /** The quote's price, added to the workspace's credits. */
    private long toppedUp(JsonObject quote) {
        var price = quote.getLong("credits");
        if (price > 0) TestCredits.topUp(stack, workspace(), price);
        return price;
    }

    private JsonObject waitUntilCompleted(String tool, JsonObject started) {
        var job = waitUntilDone(started.getString("job_id"), LONG_JOB);
        if (!"completed".equals(job.getString("status")))
            throw new AssertionError(tool + " did not complete: " + job.encode());
        return job;
    }

    public JsonObject job(String jobId) {
        return ok("get_job", new JsonObject().put("job_id", jobId));
    }

    /**
     * Calls wait_for_job until the job ends or {@code limit} passes, as an agent does: a transient "Sigment is
     * busy" (e.g. while the cluster notices a dead member) is retried. The last answer.
     */
    public JsonObject waitUntilDone(String jobId, Duration limit) {
        var last = new JsonObject[] {new JsonObject().put("status", "running")};
        return Eventually.poll(
                limit,
                Duration.ZERO,
                () -> {
                    var result = mcp.callTool(
                            "wait_for_job",
                            new JsonObject().put("job_id", jobId).put("timeout_seconds", 5));
                    if (!result.getBoolean("isError")) {
                        last[0] = result.getJsonObject("structuredContent");
                    } else if (!McpHttp.text(result).startsWith("Sigment is busy")) {
                        throw new AssertionError("wait_for_job failed: " + McpHttp.text(result));
                    }
                    return last[0];
                },
                job -> !"running".equals(job.getString("status")));
    }

    /** One wait_for_job call of {@code seconds}. */
    public JsonObject waitFor(String jobId, int seconds) {
        return ok("wait_for_job", new JsonObject().put("job_id", jobId).put("timeout_seconds", seconds));
    }

    /** Polls get_job until its stage is {@code stage} (or it ended); the last answer. */
    public JsonObject awaitStage(String jobId, String stage, Duration limit) {
        return Eventually.poll(
                limit,
                Duration.ofMillis(100),
                () -> job(jobId),
                job -> stage.equals(job.getString("stage")) || !"running".equals(job.getString("status")));
    }

    /** {@code credits} of get_account: balance, available, held. */
    public JsonObject credits() {
        return ok("get_account", new JsonObject()).getJsonObject("credits");
    }

    /** Charges and refunds in the credit history, newest first. */
    public JsonArray history() {
        return ok("get_credit_history", new JsonObject().put("limit", 100)).getJsonArray("entries");
    }

    /** analytics' {@code action} asked directly, as jobs-service asks it for the agent's workspace. */
    public JsonObject analytics(AnalyticsAction action, JsonObject args) {
        return bus().request(action, caller(), args).await();
    }

    /** The scraper's samples of {@code handle} in the scrape {@code scrapeId} (an analysis job's is the job id). */
    public JsonObject samples(String handle, String scrapeId) {
        return bus().request(
                        ScraperAction.SAMPLES,
                        Caller.system("t"),
                        new JsonObject()
                                .put("platform", "instagram")
                                .put("handle", handle)
                                .put("scrape_id", scrapeId))
                .await();
    }

    private Caller caller() {
        return new Caller(
                "t-" + java.util.UUID.randomUUID(),
                user.userId(),
                workspace(),
                "api_key",
                user.keyId(),
                "test agent",
                List.of(workspace()));
    }

    private ServiceClient bus() {
        return new ServiceClient(stack.vertx(), Duration.ofMinutes(3));
    }
}
