// What both SDK peers serve: the official MCP TypeScript SDK's low-level Server (the one McpServer wraps) with
// Sigment's 24-tool catalog, no auth and no backend: tools/list returns the catalog, tools/call returns a small
// fixed result. A fresh one per request, as the SDK's stateless examples do.
import { readFileSync } from "node:fs";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const result = { workspace_id: "ws_bench", plan: "pro", balance: 500, available: 500 };

/** The catalog as tools/list shows it (the gateway-only members dropped). */
export function loadTools(path) {
  return JSON.parse(readFileSync(path, "utf8")).map(({ service, ...tool }) => tool);
}

export function newServer(tools) {
  const server = new Server({ name: "sdk-reference", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async () => ({
    content: [{ type: "text", text: JSON.stringify(result) }],
    structuredContent: result,
  }));
  return server;
}

/**
 * Answers one POST as the SDK's stateless examples do: a fresh server and transport (JSON responses), both closed
 * when the response is. `body` is the parsed body when a framework read it, else the transport reads it.
 */
export async function answerStateless(tools, req, res, body) {
  const server = newServer(tools);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on("close", () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}
