package io.sigment.gateway.mcp;

import io.sigment.common.ToolError;
import io.sigment.gateway.auth.Authentication;
import io.sigment.gateway.auth.Principal;
import io.sigment.gateway.prompts.PromptCatalog;
import io.sigment.gateway.tools.ToolCalls;
import io.sigment.gateway.tools.ToolCatalog;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The MCP methods a stateless server answers; each returns the JSON-RPC {@code result}. The same methods serve
 * {@code /mcp} (tools and prompts) and the documentation server (its own tools, no prompts).
 */
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
    private static final String BRIEF_INSTRUCTIONS = """
      Sigment measures who engages with Instagram, YouTube and TikTok creators and how much audience they share: \
      find creators with search_creators or discover_creators, analyze them with analyze_creators, follow every \
      job_id with wait_for_job (never resubmit), then read get_analysis_result and save creator lists. Paid tools \
      spend the workspace's credits: call quote_cost first, pass max_credits = what the user allowed and never \
      raise it on your own.""";

    /**
     * What a credential that could not be checked right now does not get, as if it were valid: the catalog and the
     * prompts answer "Could not confirm this session right now…" like {@code tools/call} does.
     */
    private static final Set<String> FOR_CONFIRMED_SESSIONS = Set.of(
            "tools/list",
            "prompts/list",
            "prompts/get",
            "resources/list",
            "resources/templates/list",
            "completion/complete");

    /** Who a server says it is in {@code initialize} (and, briefly, in {@code server/discover}). */
    public record Identity(String name, String title, String instructions, String briefInstructions) {}

    /** The resources a server lists and reads (the MCP Apps views of its tools' results, the analyses' pictures). */
    public interface Resources {
        JsonArray listing();

        /** The {@code resourceTemplates} of {@code resources/templates/list}. */
        JsonArray templates();

        Future<JsonObject> read(Optional<Principal> principal, String requestId, JsonObject params);

        /** How long, and for whom, a read of {@code uri} that succeeded may be reused (revision 2026-07-28). */
        CacheHint cacheHint(String uri);
    }

    /** How a server answers {@code completion/complete}; {@code principal} is empty where none was confirmed. */
    public interface Completer {
        Future<JsonObject> complete(Optional<Principal> principal, String requestId, JsonObject params);
    }

    /** How a server answers {@code tools/call}; {@code principal} is empty where no credential was confirmed. */
    public interface ToolCaller {
        Future<JsonObject> call(Optional<Principal> principal, String requestId, JsonObject params);
    }

    private static final String WITHOUT_OUTPUT_SCHEMAS = "2025-03-26 ";

    private final Identity identity;
    private final Supplier<JsonArray> toolListing;
    /** The listing for revision 2025-03-26, which has no output schemas. */
    private final JsonArray toolListingWithoutOutputSchemas;

    private final PromptCatalog prompts;
    private final Map<String, String> constantResults = new HashMap<>();
    private final ToolCaller tools;
    private final String version;
    /** Jobs as tasks (revision 2026-07-28's Tasks extension); null for a server without jobs. */
    private JobTasks jobTasks;
    /** The resources served ({@code resources/list}, {@code resources/read}); null for a server without any. */
    private Resources resources;
    /** The argument completions ({@code completion/complete}); null for a server without any. */
    private Completer completions;

    /** Sigment's own server: its tools, prompts, resources, argument completions, and jobs as tasks. */
    public McpMethods(
            ToolCatalog catalog,
            PromptCatalog prompts,
            ToolCalls tools,
            Resources resources,
            Completer completions,
            String version,
            Clock clock) {
        this(
                new Identity(SERVER_NAME, "Sigment", INSTRUCTIONS, BRIEF_INSTRUCTIONS),
                catalog::listing,
                tools::call,
                prompts,
                version);
        this.jobTasks = new JobTasks(catalog, tools::call, clock);
        this.resources = resources;
        this.completions = completions;
        constantResults.put(
                "resources/list",
                new JsonObject().put("resources", resources.listing()).encode());
        constantResults.put(
                "resources/templates/list",
                new JsonObject().put("resourceTemplates", resources.templates()).encode());
    }

    /** A server with these tools; {@code prompts} null for one without prompts. */
    public McpMethods(
            Identity identity,
            Supplier<JsonArray> toolListing,
            ToolCaller tools,
            PromptCatalog prompts,
            String version) {
        this.identity = identity;
        this.toolListing = toolListing;
        this.prompts = prompts;
        this.tools = tools;
        this.version = version;
        this.toolListingWithoutOutputSchemas = withoutOutputSchemas(toolListing.get());
        constantResults.put(
                "tools/list", new JsonObject().put("tools", toolListing.get()).encode());
        constantResults.put(
                WITHOUT_OUTPUT_SCHEMAS + "tools/list",
                new JsonObject().put("tools", toolListingWithoutOutputSchemas).encode());
        if (prompts != null)
            constantResults.put(
                    "prompts/list",
                    new JsonObject().put("prompts", prompts.listing()).encode());
    }

    /**
     * The encoded 2025-era result of a method whose answer never changes (listing the tools is ~30-90 kB of JSON,
     * encoded once instead of per request), or null.
     */
    public String constantResult(String method) {
        return constantResults.get(method);
    }

    /** As {@link #constantResult(String)}, for a client whose revision may have no output schemas (2025-03-26). */
    String constantResult(String method, boolean outputSchemas) {
        return constantResults.get(outputSchemas ? method : WITHOUT_OUTPUT_SCHEMAS + method);
    }

    public Future<JsonObject> handle(String method, JsonObject params, Authentication auth, String requestId) {
        return handle(method, params, auth, requestId, true);
    }

    /**
     * {@code outputSchemas} false for a client of 2025-03-26, whose revision has none: its tools are listed without.
     */
    Future<JsonObject> handle(
            String method, JsonObject params, Authentication auth, String requestId, boolean outputSchemas) {
        if (auth.outcome() == Authentication.Outcome.UNCONFIRMED && FOR_CONFIRMED_SESSIONS.contains(method)) {
            return Future.failedFuture(new JsonRpc.Failure(
                    JsonRpc.INTERNAL_ERROR, ToolError.sessionUnconfirmed().getMessage()));
        }
        if (prompts == null && method.startsWith("prompts/")) return notFound(method);
        return switch (method) {
            case "initialize" -> Future.succeededFuture(initialize(params));
            case "ping" -> Future.succeededFuture(new JsonObject());
            case "tools/list" ->
                Future.succeededFuture(new JsonObject()
                        .put("tools", outputSchemas ? toolListing.get() : toolListingWithoutOutputSchemas.copy()));
            case "prompts/list" -> Future.succeededFuture(new JsonObject().put("prompts", prompts.listing()));
            case "prompts/get" -> promptsGet(params);
            case "tools/call" -> tools.call(auth.principal(), requestId, params);
            case "resources/list" ->
                resources == null
                        ? notFound(method)
                        : Future.succeededFuture(new JsonObject().put("resources", resources.listing()));
            case "resources/templates/list" ->
                resources == null
                        ? notFound(method)
                        : Future.succeededFuture(new JsonObject().put("resourceTemplates", resources.templates()));
            case "resources/read" ->
                resources == null ? notFound(method) : resources.read(auth.principal(), requestId, params);
            case "completion/complete" ->
                completions == null ? notFound(method) : completions.complete(auth.principal(), requestId, params);
            default -> notFound(method);
        };
    }

    private static JsonArray withoutOutputSchemas(JsonArray tools) {
        return new JsonArray(tools.stream()
                .map(tool -> {
                    var copy = ((JsonObject) tool).copy();
                    copy.remove("outputSchema");
                    return copy;
                })
                .toList());
    }

    private static Future<JsonObject> notFound(String method) {
        return Future.failedFuture(new JsonRpc.Failure(JsonRpc.METHOD_NOT_FOUND, "Method not found: " + method));
    }

    private JsonObject initialize(JsonObject params) {
        var requested = params.getValue("protocolVersion") instanceof String s ? s : null;
        return new JsonObject()
                .put("protocolVersion", ProtocolVersions.negotiate(requested))
                .put("capabilities", capabilities())
                .put("serverInfo", serverInfo())
                .put("instructions", identity.instructions());
    }

    JsonObject capabilities() {
        var capabilities = new JsonObject().put("tools", new JsonObject());
        if (prompts != null) capabilities.put("prompts", new JsonObject());
        if (completions != null) capabilities.put("completions", new JsonObject());
        return resources == null ? capabilities : capabilities.put("resources", new JsonObject());
    }

    /** The caching hints of a successful {@code resources/read} of {@code uri}; null for a server without resources. */
    CacheHint readHint(String uri) {
        return resources == null ? null : resources.cacheHint(uri);
    }

    /** The names of the tools this server lists (the bound of the metrics' tool label). */
    Set<String> toolNames() {
        return toolListing.get().stream()
                .map(tool -> ((JsonObject) tool).getString("name"))
                .collect(java.util.stream.Collectors.toUnmodifiableSet());
    }

    /** Null for a server without jobs (the documentation's). */
    JobTasks jobTasks() {
        return jobTasks;
    }

    JsonObject serverInfo() {
        return new JsonObject()
                .put("name", identity.name())
                .put("title", identity.title())
                .put("version", version);
    }

    /** The short instructions of revision 2026-07-28's {@code server/discover}. */
    String briefInstructions() {
        return identity.briefInstructions();
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
