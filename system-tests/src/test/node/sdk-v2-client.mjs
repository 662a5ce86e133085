// The official MCP TypeScript SDK v2 client (@modelcontextprotocol/client) against a running Sigment gateway,
// negotiating revision 2026-07-28. Env: SIGMENT_MCP_URL, SIGMENT_API_KEY, SIGMENT_NEGOTIATION ("pin" or "auto").
// Prints one JSON line with what it saw, including what went over the wire; exits 1 on any surprise.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { exercise } from "./client-checks.mjs";

const mode = process.env.SIGMENT_NEGOTIATION === "auto" ? "auto" : { pin: "2026-07-28" };
const wire = { methods: [], routingHeaders: true, resultTypes: [] };
const watchingFetch = async (url, init) => {
  const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
  const headers = new Headers(init?.headers);
  if (body?.method) {
    wire.methods.push(body.method);
    if (body.id !== undefined && headers.get("mcp-method") !== body.method) wire.routingHeaders = false;
  }
  const response = await fetch(url, init);
  const text = await response.clone().text();
  const reply = text.startsWith("{") ? JSON.parse(text) : undefined;
  if (reply?.result) wire.resultTypes.push(reply.result.resultType ?? null);
  return response;
};
const transport = new StreamableHTTPClientTransport(new URL(process.env.SIGMENT_MCP_URL), {
  requestInit: { headers: { Authorization: `Bearer ${process.env.SIGMENT_API_KEY}` } },
  fetch: watchingFetch,
});
const client = new Client({ name: "sigment-sdk-v2-test", version: "1.0.0" }, { versionNegotiation: { mode } });
const seen = {};
try {
  await client.connect(transport);
  seen.protocolVersion = client.getNegotiatedProtocolVersion();
  seen.era = client.getProtocolEra();
  seen.serverName = client.getServerVersion()?.name;
  seen.instructions = client.getInstructions() ?? "";
  seen.supportedVersions = client.getDiscoverResult()?.supportedVersions;
  await exercise(client, seen);
  await client.close();
  seen.wire = wire;
  console.log(JSON.stringify(seen));
} catch (error) {
  console.log(JSON.stringify({ ...seen, wire, failure: String(error?.stack ?? error) }));
  process.exit(1);
}
