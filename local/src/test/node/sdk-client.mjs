// The official MCP TypeScript SDK client against a running Sigment gateway.
// Env: SIGMENT_MCP_URL, SIGMENT_API_KEY. Prints one JSON line with what it saw; exits 1 on any surprise.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const url = new URL(process.env.SIGMENT_MCP_URL);
const transport = new StreamableHTTPClientTransport(url, {
  requestInit: { headers: { Authorization: `Bearer ${process.env.SIGMENT_API_KEY}` } },
});
const client = new Client({ name: "sigment-sdk-test", version: "1.0.0" });
const seen = {};
try {
  await client.connect(transport);
  seen.serverName = client.getServerVersion()?.name;
  seen.instructions = (client.getInstructions() ?? "").length > 0;
  const tools = await client.listTools();
  seen.tools = tools.tools.map((t) => t.name);
  seen.destructive = tools.tools.filter((t) => t.annotations?.destructiveHint).map((t) => t.name);
  const prompts = await client.listPrompts();
  seen.prompts = prompts.prompts.map((p) => p.name);
  const prompt = await client.getPrompt({ name: "build_shortlist", arguments: { brief: "home workouts for busy parents" } });
  seen.promptText = prompt.messages[0].content.text.slice(0, 200);
  const job = await client.callTool({ name: "get_job", arguments: { job_id: "discovery:does-not-exist" } });
  seen.toolIsError = job.isError === true;
  seen.toolText = job.content[0].text;
  const invalid = await client.callTool({ name: "search_creators", arguments: { query: "x" } });
  seen.invalidText = invalid.content[0].text;
  try {
    await client.callTool({ name: "no_such_tool", arguments: {} });
    seen.unknownTool = "accepted";
  } catch (error) {
    seen.unknownTool = { code: error.code, message: error.message };
  }
  await client.close();
  console.log(JSON.stringify(seen));
} catch (error) {
  console.log(JSON.stringify({ ...seen, failure: String(error?.stack ?? error) }));
  process.exit(1);
}
