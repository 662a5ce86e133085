// The official MCP TypeScript SDK's stateless Streamable HTTP server (its documented pattern: a fresh
// server and transport per POST, JSON responses) serving Sigment's 24-tool catalog, with no auth and no
// backend: tools/list returns the catalog, tools/call returns a small fixed result. The benchmark's yardstick.
// Usage: node server.mjs <port> <path to tools.json>
import { readFileSync } from "node:fs";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { createMcpExpressApp } from "@modelcontextprotocol/sdk/server/express.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const port = Number(process.argv[2] ?? 8099);
const tools = JSON.parse(readFileSync(process.argv[3], "utf8")).map(({ service, ...tool }) => tool);
const result = { workspace_id: "ws_bench", plan: "pro", balance: 500, available: 500 };

function newServer() {
  const server = new Server({ name: "sdk-reference", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async () => ({
    content: [{ type: "text", text: JSON.stringify(result) }],
    structuredContent: result,
  }));
  return server;
}

const app = createMcpExpressApp();
app.post("/mcp", async (req, res) => {
  const server = newServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on("close", () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.listen(port, "127.0.0.1", () => console.log(`sdk-reference listening on ${port}`));
