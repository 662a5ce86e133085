// The official MCP TypeScript SDK client against a running Sigment gateway.
// Env: SIGMENT_MCP_URL, SIGMENT_API_KEY. Prints one JSON line with what it saw; exits 1 on any surprise.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { exercise } from "./client-checks.mjs";

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
  await exercise(client, seen);
  await client.close();
  console.log(JSON.stringify(seen));
} catch (error) {
  console.log(JSON.stringify({ ...seen, failure: String(error?.stack ?? error) }));
  process.exit(1);
}
