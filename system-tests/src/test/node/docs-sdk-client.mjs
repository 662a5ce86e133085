// The official MCP TypeScript SDK client against Sigment's documentation MCP server, without a token.
// Env: SIGMENT_DOCS_MCP_URL. Prints one JSON line with what it saw; exits 1 on any surprise.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const transport = new StreamableHTTPClientTransport(new URL(process.env.SIGMENT_DOCS_MCP_URL));
const client = new Client({ name: "sigment-docs-sdk-test", version: "1.0.0" });
const seen = {};
try {
  await client.connect(transport);
  seen.serverName = client.getServerVersion()?.name;
  const tools = await client.listTools();
  seen.tools = tools.tools.map((t) => t.name);
  seen.readOnly = tools.tools.filter((t) => t.annotations?.readOnlyHint).map((t) => t.name);
  const found = await client.callTool({ name: "search_docs", arguments: { query: "what does core reach mean" } });
  seen.searchIsError = found.isError === true;
  seen.firstPath = found.structuredContent?.results?.[0]?.path;
  const page = await client.callTool({ name: "get_doc_page", arguments: { path: seen.firstPath ?? "metrics" } });
  seen.pageTitle = page.structuredContent?.title;
  seen.pageStartsWithTitle = (page.structuredContent?.markdown ?? "").startsWith(`# ${seen.pageTitle}`);
  const missing = await client.callTool({ name: "get_doc_page", arguments: { path: "no/such/page" } });
  seen.missingIsError = missing.isError === true;
  seen.missingText = missing.content[0].text;
  await client.close();
  console.log(JSON.stringify(seen));
} catch (error) {
  console.log(JSON.stringify({ ...seen, failure: String(error?.stack ?? error) }));
  process.exit(1);
}
