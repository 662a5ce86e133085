package io.sigment.gateway.mcp;

import io.sigment.gateway.auth.Authentication;
import io.sigment.gateway.prompts.PromptCatalog;
import io.sigment.gateway.tools.ToolCalls;
import io.sigment.gateway.tools.ToolCatalog;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** The MCP methods this stateless server answers; each returns the JSON-RPC {@code result}. */
public final class McpMethods {
  static final String SERVER_NAME = "sigment";
  private static final String INSTRUCTIONS = """
      Sigment measures who engages with Instagram, YouTube and TikTok creators and how much audience they \
      share. Typical workflow: get_account; discover_creators (new creators for a topic) or search_creators \
      (known names); wait_for_job, then get_discovery; analyze_creators, wait_for_job, get_analysis_result; \
      create_creator_list / set_creator_list; share_creator_list only when the user asks for a link. \
      Paid tools spend the workspace's credits: call quote_cost first and pass max_credits = what the user \
      allowed; never raise max_credits on your own. Long work returns a job_id: poll it with wait_for_job, \
      never resubmit. Call tools one at a time.""";

  private final ToolCatalog catalog;
  private final PromptCatalog prompts;
  private final ToolCalls tools;
  private final String version;

  public McpMethods(ToolCatalog catalog, PromptCatalog prompts, ToolCalls tools, String version) {
    this.catalog = catalog;
    this.prompts = prompts;
    this.tools = tools;
    this.version = version;
  }

  public Future<JsonObject> handle(String method, JsonObject params, Authentication auth, String requestId) {
    return switch (method) {
      case "initialize" -> Future.succeededFuture(initialize(params));
      case "ping" -> Future.succeededFuture(new JsonObject());
      case "tools/list" -> Future.succeededFuture(new JsonObject().put("tools", catalog.listing()));
      case "prompts/list" -> Future.succeededFuture(new JsonObject().put("prompts", prompts.listing()));
      case "prompts/get" -> promptsGet(params);
      case "tools/call" -> tools.call(auth.principal(), requestId, params);
      default -> Future.failedFuture(new JsonRpc.Failure(JsonRpc.METHOD_NOT_FOUND, "Method not found: " + method));
    };
  }

  private JsonObject initialize(JsonObject params) {
    var requested = params.getValue("protocolVersion") instanceof String s ? s : null;
    return new JsonObject()
        .put("protocolVersion", ProtocolVersions.negotiate(requested))
        .put("capabilities", capabilities())
        .put("serverInfo", serverInfo())
        .put("instructions", INSTRUCTIONS);
  }

  static JsonObject capabilities() {
    return new JsonObject().put("tools", new JsonObject()).put("prompts", new JsonObject());
  }

  JsonObject serverInfo() {
    return new JsonObject().put("name", SERVER_NAME).put("title", "Sigment").put("version", version);
  }

  private Future<JsonObject> promptsGet(JsonObject params) {
    var name = params.getValue("name") instanceof String s ? s : null;
    var arguments = params.getValue("arguments") instanceof JsonObject a ? a : new JsonObject();
    try {
      return Future.succeededFuture(prompts.get(name, arguments));
    } catch (JsonRpc.Failure failure) {
      return Future.failedFuture(failure);
    }
  }
}
