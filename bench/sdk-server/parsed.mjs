// The official MCP TypeScript SDK's stateless Streamable HTTP server on plain node:http, handed the parsed body:
// the server reads the POST body and JSON.parse's it itself, then gives it to the transport's handleRequest as its
// third argument (the one-line change any deployment would make; the transport then skips its own body reading).
// A fresh server and StreamableHTTPServerTransport per POST to /mcp (JSON responses), serving Sigment's catalog
// (reference.mjs, answerStateless). The benchmark's yardstick: the best-tuned of the three SDK peers.
// Usage: node parsed.mjs <port> <path to tools.json>
import { createServer } from "node:http";
import { answerStateless, loadTools } from "./reference.mjs";

const port = Number(process.argv[2] ?? 8097);
const tools = loadTools(process.argv[3]);

createServer((req, res) => {
  if (req.method !== "POST" || req.url !== "/mcp") {
    res.writeHead(req.url === "/mcp" ? 405 : 404).end();
    return;
  }
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", async () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      res.writeHead(400, { "Content-Type": "application/json" }).end(
        JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }));
      return;
    }
    await answerStateless(tools, req, res, body);
  });
}).listen(port, "127.0.0.1", () => console.log(`sdk-parsed listening on ${port}`));
