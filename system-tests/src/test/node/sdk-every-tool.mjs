// An agent on the official MCP TypeScript SDK calling every tool of the catalog through the whole workflow:
// account, search, analysis (run, re-run, result, optimize, share), lists and share links, discovery, jobs.
// The SDK checks each answer's structuredContent against the tool's outputSchema from tools/list and throws on a
// mismatch. Env: SIGMENT_MCP_URL, SIGMENT_API_KEY, SIGMENT_HANDLES (comma-separated Instagram handles).
// Prints one JSON line with the tools listed, the tools answered and those with an outputSchema; exits 1 on any surprise.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const url = new URL(process.env.SIGMENT_MCP_URL);
const handles = process.env.SIGMENT_HANDLES.split(",");
const transport = new StreamableHTTPClientTransport(url, {
  requestInit: { headers: { Authorization: `Bearer ${process.env.SIGMENT_API_KEY}` } },
});
const client = new Client({ name: "sigment-every-tool", version: "1.0.0" });
const seen = { answered: [] };

async function call(name, args) {
  const result = await client.callTool({ name, arguments: args });
  if (result.isError) throw new Error(`${name} failed: ${result.content[0].text}`);
  if (!seen.answered.includes(name)) seen.answered.push(name);
  return result.structuredContent;
}

async function finished(jobId) {
  let job = await call("get_job", { job_id: jobId });
  const deadline = Date.now() + 5 * 60 * 1000;
  while (job.status === "running" && Date.now() < deadline) {
    job = await call("wait_for_job", { job_id: jobId, timeout_seconds: 10 });
  }
  if (job.status !== "completed") throw new Error(`job ${jobId} ended ${JSON.stringify(job)}`);
  return job;
}

try {
  await client.connect(transport);
  const tools = (await client.listTools()).tools;
  seen.listed = tools.map((t) => t.name);
  seen.withOutputSchema = tools.filter((t) => t.outputSchema?.type === "object").map((t) => t.name);

  await call("get_account", {});
  await call("get_topup_link", { package_id: "starter" });
  await call("search_creators", { query: handles[0] });
  await call("get_creator", { platform: "instagram", creator_id: handles[0] });

  const quote = await call("quote_cost", { action: "analysis", platform: "instagram", handles });
  const started = await call("analyze_creators", { platform: "instagram", handles, max_credits: quote.credits });
  await finished(started.job_id);
  const analysis = { analysis_id: started.analysis_id };
  await call("get_analysis_result", { platform: "instagram", ...analysis, min_core_pct: 7, min_core_reach: 100000 });
  const rerunQuote = await call("quote_cost", { action: "analysis", platform: "instagram", ...analysis });
  const rerun = await call("run_analysis", { platform: "instagram", ...analysis, max_credits: rerunQuote.credits });
  await finished(rerun.job_id);
  await call("list_analyses", { platform: "instagram" });
  const optimized = await call("optimize_selection", { ...analysis, min_core_pct: 7, min_core_reach: 100000, max_credits: 5 });
  const analysisLink = await call("share_analysis", analysis);

  const list = await call("create_creator_list", { name: "Every tool", platform: "instagram" });
  await call("add_to_creator_list", { list_id: list.list_id, usernames: handles });
  await call("set_creator_list", { list_id: list.list_id, usernames: optimized.best.members, description: "best" });
  await call("get_creator_list", { list_id: list.list_id });
  await call("list_creator_lists", {});
  await call("share_creator_list", { list_id: list.list_id });
  await call("revoke_share_link", { list_id: list.list_id });
  await call("revoke_share_link", { link_id: analysisLink.link_id });

  const discoveryQuote = await call("quote_cost", { action: "discovery" });
  const discovery = await call("discover_creators", { topic: "home workouts", max_credits: discoveryQuote.credits });
  await finished(discovery.job_id);
  await call("get_discovery", { discovery_id: discovery.discovery_id });
  await call("list_discoveries", {});
  await call("get_credit_history", { limit: 50 });
  await client.close();
  console.log(JSON.stringify(seen));
} catch (error) {
  console.log(JSON.stringify({ ...seen, failure: String(error?.stack ?? error) }));
  process.exit(1);
}
