// The official MCP TypeScript SDK client asks Sigment for argument completions (completion/complete): each request
// of $SIGMENT_COMPLETIONS (a JSON array of {ref, argument, context?}) in turn. Env: SIGMENT_MCP_URL, SIGMENT_API_KEY.
// Prints one JSON line: whether the server declared completions, and each answer's values and hasMore (or its error).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const url = new URL(process.env.SIGMENT_MCP_URL);
const transport = new StreamableHTTPClientTransport(url, {
  requestInit: { headers: { Authorization: `Bearer ${process.env.SIGMENT_API_KEY}` } },
});
const client = new Client({ name: "sigment-completions-test", version: "1.0.0" });
const seen = { answers: [] };
try {
  await client.connect(transport);
  seen.declared = client.getServerCapabilities()?.completions !== undefined;
  for (const request of JSON.parse(process.env.SIGMENT_COMPLETIONS)) {
    try {
      const { completion } = await client.complete(request);
      seen.answers.push({ values: completion.values, hasMore: completion.hasMore ?? false });
    } catch (error) {
      seen.answers.push({ error: { code: error.code, message: error.message } });
    }
  }
  await client.close();
  console.log(JSON.stringify(seen));
} catch (error) {
  console.log(JSON.stringify({ ...seen, failure: String(error?.stack ?? error) }));
  process.exit(1);
}
