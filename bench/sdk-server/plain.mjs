// The official MCP TypeScript SDK's stateless Streamable HTTP server on plain node:http, no Express: a fresh
// server and StreamableHTTPServerTransport per POST to /mcp (JSON responses; the transport reads and parses
// the body itself), serving Sigment's catalog (reference.mjs, answerStateless). The benchmark's main yardstick.
// Usage: node plain.mjs <port> <path to tools.json>
import { createServer } from "node:http";
import { answerStateless, loadTools } from "./reference.mjs";

const port = Number(process.argv[2] ?? 8098);
const tools = loadTools(process.argv[3]);

createServer(async (req, res) => {
  if (req.method !== "POST" || req.url !== "/mcp") {
    res.writeHead(req.url === "/mcp" ? 405 : 404).end();
    return;
  }
  await answerStateless(tools, req, res);
}).listen(port, "127.0.0.1", () => console.log(`sdk-plain listening on ${port}`));
