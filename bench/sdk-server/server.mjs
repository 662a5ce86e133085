// The official MCP TypeScript SDK's stateless Streamable HTTP server in its documented Express form
// (createMcpExpressApp; a fresh server and transport per POST, JSON responses) serving Sigment's catalog
// (reference.mjs). One of the benchmark's two yardsticks; plain.mjs is the same without Express.
// Usage: node server.mjs <port> <path to tools.json>
import { createMcpExpressApp } from "@modelcontextprotocol/sdk/server/express.js";
import { answerStateless, loadTools } from "./reference.mjs";

const port = Number(process.argv[2] ?? 8099);
const tools = loadTools(process.argv[3]);

const app = createMcpExpressApp();
app.post("/mcp", async (req, res) => {
  await answerStateless(tools, req, res, req.body);
});
app.listen(port, "127.0.0.1", () => console.log(`sdk-reference listening on ${port}`));
