// An agent on the official MCP TypeScript SDK going through a paid analysis as spec §4 describes it:
// quote_cost → analyze_creators → wait_for_job (loop) → get_analysis_result with targets → optimize_selection
// → set_creator_list → share_analysis, then opens the share URL.
// Env: SIGMENT_MCP_URL, SIGMENT_API_KEY, SIGMENT_HANDLES (comma-separated Instagram handles).
// Prints one JSON line with what it saw; exits 1 on any surprise.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const url = new URL(process.env.SIGMENT_MCP_URL);
const handles = process.env.SIGMENT_HANDLES.split(",");
const targets = { min_core_pct: 7, min_core_reach: 100000 };
const transport = new StreamableHTTPClientTransport(url, {
  requestInit: { headers: { Authorization: `Bearer ${process.env.SIGMENT_API_KEY}` } },
});
const client = new Client({ name: "sigment-analysis-workflow", version: "1.0.0" });
const seen = {};

async function call(name, args) {
  const result = await client.callTool({ name, arguments: args });
  if (result.isError) throw new Error(`${name} failed: ${result.content[0].text}`);
  return result.structuredContent;
}

try {
  await client.connect(transport);
  seen.balanceBefore = (await call("get_account", {})).credits.balance;

  const quote = await call("quote_cost", { action: "analysis", platform: "instagram", handles });
  seen.quoted = quote.credits;

  const started = await call("analyze_creators", { platform: "instagram", handles, max_credits: quote.credits });
  seen.held = started.credits.held;
  seen.stages = [started.stage];
  let job = started;
  const deadline = Date.now() + 8 * 60 * 1000;
  while (job.status === "running" && Date.now() < deadline) {
    job = await call("wait_for_job", { job_id: started.job_id, timeout_seconds: 25 });
    seen.stages.push(job.status === "running" ? job.stage : job.status);
  }
  seen.jobStatus = job.status;
  seen.analysisCharged = job.credits?.charged;

  const result = await call("get_analysis_result", { platform: "instagram", analysis_id: started.analysis_id, ...targets });
  seen.resultSnapshot = result.snapshot_id === started.snapshot_id;
  seen.corePct = result.overview.core_pct;
  seen.coreReach = result.overview.estimated_core_audience_size;
  seen.targetsMet = result.targets_met;
  seen.gaps = result.gaps;

  const optimized = await call("optimize_selection", { analysis_id: started.analysis_id, ...targets, max_credits: 5 });
  seen.optimizeCharged = optimized.credits.charged;
  seen.best = optimized.best.members;

  const list = await call("create_creator_list", { name: "Analysis workflow shortlist", platform: "instagram" });
  await call("set_creator_list", {
    list_id: list.list_id,
    usernames: seen.best,
    description: `core ${optimized.best.core_pct}% of the measured audience`,
  });
  seen.listMembers = (await call("get_creator_list", { list_id: list.list_id })).members.map((m) => m.handle ?? m);

  const shared = await call("share_analysis", { analysis_id: started.analysis_id });
  seen.shareStatus = (await fetch(shared.url, { headers: { Accept: "text/html" } })).status;

  seen.balanceAfter = (await call("get_account", {})).credits.balance;
  const history = await call("get_credit_history", { limit: 10 });
  seen.charges = history.entries.filter((e) => e.type === "charge").map((e) => e.credits);
  await client.close();
  console.log(JSON.stringify(seen));
} catch (error) {
  console.log(JSON.stringify({ ...seen, failure: String(error?.stack ?? error) }));
  process.exit(1);
}
