-- POSTs one JSON-RPC body (env BODY) with the bearer key (env KEY) as an MCP client does.
wrk.method = "POST"
wrk.body = os.getenv("BODY")
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
local key = os.getenv("KEY")
if key and key ~= "" then wrk.headers["Authorization"] = "Bearer " .. key end
