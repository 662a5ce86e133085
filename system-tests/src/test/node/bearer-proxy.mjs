// A loopback proxy that adds `Authorization: Bearer $SIGMENT_API_KEY` to every request it passes on to
// $SIGMENT_TARGET_URL's origin (the conformance suite has no option for a token, and sends some requests with its
// own HTTP client, which a fetch preload misses). Headers, Host included, pass unchanged, so the gateway's own
// checks (Origin, Host, protocol headers) see what the suite sent. Prints {"port": N} once it listens.
import http from "node:http";

const target = new URL(process.env.SIGMENT_TARGET_URL);
const key = process.env.SIGMENT_API_KEY;

const server = http.createServer((request, response) => {
  const headers = { ...request.headers };
  if (!headers.authorization) headers.authorization = `Bearer ${key}`;
  const upstream = http.request({ hostname: target.hostname, port: target.port, method: request.method,
    path: request.url, headers }, (answer) => {
    response.writeHead(answer.statusCode, answer.rawHeaders);
    answer.pipe(response);
  });
  upstream.on("error", (error) => {
    response.writeHead(502, { "content-type": "text/plain" });
    response.end(`proxy: ${error.message}`);
  });
  request.pipe(upstream);
});
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: server.address().port })));
