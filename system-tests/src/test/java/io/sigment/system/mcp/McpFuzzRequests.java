package io.sigment.system.mcp;

import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.gateway.tools.ToolDefinition;
import io.sigment.system.testing.McpHttp;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Generated {@code /mcp} requests for {@link McpFuzzTest}. The arbitraries a {@code flatAs} picks from are built
 * once: built anew per value, jqwik compares each with its cached generators by deep equality, which made a
 * 100,000-body run spend most of its CPU in {@code equals}. The requests: mostly JSON-RPC messages close enough to real ones
 * to reach deep (known methods and tools, arguments shaped by each tool's schema with values of every type,
 * size and script), and the rest malformed (truncated, not objects, garbage, deep nesting, oversized), with
 * valid, missing or bad credentials, protocol versions, origins and content types.
 */
final class McpFuzzRequests {
    private static final List<ToolDefinition> TOOLS = ToolCatalog.load().all();
    private static final List<String> METHODS = List.of(
            "initialize",
            "ping",
            "tools/list",
            "tools/call",
            "tools/call",
            "tools/call",
            "tools/call",
            "prompts/list",
            "prompts/get",
            "notifications/initialized",
            "resources/list",
            "completion/complete",
            "logging/setLevel",
            "");
    private static final List<String> PROMPTS =
            List.of("build_shortlist", "hit_audience_targets", "vet_creators", "reach_plan");

    private McpFuzzRequests() {}

    /** One request: its body, and which credential and headers go with it. */
    record Probe(String body, int credential, String protocolVersion, String origin, String contentType) {
        /** Credential: 0..n-1 a valid key of that test user, -1 none, -2 an unknown key, -3 not a bearer token. */
        Map<String, String> headers(List<String> keys) {
            var headers = new LinkedHashMap<String, String>();
            if (credential >= 0) headers.put("Authorization", "Bearer " + keys.get(credential % keys.size()));
            if (credential == -2) headers.put("Authorization", "Bearer ak_" + "x".repeat(43));
            if (credential == -3) headers.put("Authorization", "Basic dXNlcjpwYXNz");
            if (protocolVersion != null) headers.put("MCP-Protocol-Version", protocolVersion);
            if (origin != null) headers.put("Origin", origin);
            headers.put("Content-Type", contentType);
            headers.put("Accept", "application/json, text/event-stream");
            return headers;
        }

        @Override
        public String toString() {
            var shown = body.length() > 300 ? body.substring(0, 300) + "… (" + body.length() + " chars)" : body;
            return shown + " credential=" + credential + " version=" + protocolVersion + " origin=" + origin + " type="
                    + contentType;
        }
    }

    static Arbitrary<Probe> probes(int users) {
        var credential = Arbitraries.frequencyOf(
                Tuple.of(12, Arbitraries.integers().between(0, users - 1)), Tuple.of(1, Arbitraries.of(-1, -2, -3)));
        var version = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.just((String) null)),
                Tuple.of(3, Arbitraries.of("2025-11-25", "2025-06-18", "2025-03-26")),
                Tuple.of(1, Arbitraries.strings().withCharRange('!', '~').ofMaxLength(20)));
        var origin = Arbitraries.frequencyOf(
                Tuple.of(10, Arbitraries.just((String) null)),
                Tuple.of(1, Arbitraries.of("http://localhost:6274", "https://evil.example", "null", "")));
        var type = Arbitraries.frequencyOf(
                Tuple.of(12, Arbitraries.just("application/json")),
                Tuple.of(
                        1,
                        Arbitraries.of(
                                "text/plain",
                                "application/json; charset=utf-16",
                                "multipart/form-data",
                                "application/x-www-form-urlencoded")));
        return Combinators.combine(body(), credential, version, origin, type).as(Probe::new);
    }

    private static Arbitrary<String> body() {
        var message = message().map(JsonObject::encode);
        return Arbitraries.frequencyOf(
                Tuple.of(70, message),
                Tuple.of(
                        8,
                        Combinators.combine(message, Arbitraries.doubles().between(0, 1))
                                .as((text, cut) -> text.substring(0, (int) (text.length() * cut)))),
                Tuple.of(6, value(2).map(McpFuzzRequests::encode)),
                Tuple.of(6, text(0, 200)),
                Tuple.of(
                        5,
                        Combinators.combine(Arbitraries.integers().between(50, 20_000), Arbitraries.of("[", "{\"a\":"))
                                .as((depth, open) -> open.repeat(depth) + "1")),
                Tuple.of(
                        1,
                        Arbitraries.integers()
                                .between(10_000, 1_200_000)
                                .map(size -> McpHttp.toolsCall(
                                                "create_creator_list", new JsonObject().put("name", "n".repeat(size)))
                                        .encode())));
    }

    private static Arbitrary<JsonObject> message() {
        var jsonrpc = Arbitraries.frequencyOf(
                Tuple.of(20, Arbitraries.just((Object) "2.0")),
                Tuple.of(1, Arbitraries.of("1.0", 2.0, "")),
                Tuple.of(1, Arbitraries.just(null)));
        var id = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.integers().between(-5, 1_000_000).map(i -> (Object) i)),
                Tuple.of(3, text(0, 40).map(s -> (Object) s)),
                Tuple.of(1, value(1)),
                Tuple.of(1, Arbitraries.just(null)));
        var method = Arbitraries.frequencyOf(Tuple.of(12, Arbitraries.of(METHODS)), Tuple.of(1, text(0, 40)));
        var paramsByMethod = new java.util.HashMap<String, Arbitrary<Object>>();
        for (var known : List.of("tools/call", "prompts/get", "initialize", ""))
            paramsByMethod.put(known, params(known));
        return Combinators.combine(jsonrpc, id, method, Arbitraries.integers().between(0, 9))
                .flatAs((rpc, ident, name, shape) -> paramsByMethod
                        .getOrDefault(name, paramsByMethod.get(""))
                        .map(params -> {
                            var message = new JsonObject();
                            if (rpc != null) message.put("jsonrpc", rpc);
                            if (shape != 0) message.put("id", ident);
                            message.put("method", name);
                            if (params != null) message.put("params", params);
                            return message;
                        }));
    }

    private static Arbitrary<Object> params(String method) {
        var any = value(3);
        return switch (method) {
            case "tools/call" -> Arbitraries.frequencyOf(Tuple.of(10, toolCall()), Tuple.of(1, any));
            case "prompts/get" ->
                Combinators.combine(
                                Arbitraries.frequencyOf(Tuple.of(5, Arbitraries.of(PROMPTS)), Tuple.of(1, text(0, 30))),
                                objectOf(1))
                        .as((name, args) ->
                                (Object) new JsonObject().put("name", name).put("arguments", args));
            case "initialize" ->
                Arbitraries.of("2025-11-25", "2024-11-05", "1999-01-01", "").map(v ->
                        (Object) new JsonObject().put("protocolVersion", v).put("capabilities", new JsonObject()));
            default -> Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(null)), Tuple.of(1, any));
        };
    }

    private static Arbitrary<Object> toolCall() {
        var tool = Arbitraries.of(TOOLS);
        var name = Arbitraries.frequencyOf(Tuple.of(20, tool.map(t -> (Object) t.name())), Tuple.of(1, value(1)));
        var anyValue = value(2);
        var argumentsOf = new java.util.HashMap<ToolDefinition, Arbitrary<Object>>();
        TOOLS.forEach(t -> argumentsOf.put(t, arguments(t)));
        return Combinators.combine(tool, name, Arbitraries.integers().between(0, 9))
                .flatAs((shapeOf, toolName, kind) -> (kind == 0 ? anyValue : argumentsOf.get(shapeOf)).map(args -> {
                    var params = new JsonObject().put("name", toolName);
                    if (kind != 1) params.put("arguments", args);
                    return (Object) params;
                }));
    }

    /** Arguments using the tool's own parameter names (and, now and then, one it does not take). */
    private static Arbitrary<Object> arguments(ToolDefinition tool) {
        var properties = tool.inputSchema().getJsonObject("properties", new JsonObject());
        var names = List.copyOf(properties.fieldNames());
        if (names.isEmpty()) return objectOf(1).map(o -> (Object) o);
        var anyValue = value(2);
        var validValues = new java.util.HashMap<String, Arbitrary<Object>>();
        names.forEach(n -> validValues.put(n, valueFor(properties.getJsonObject(n), true, anyValue)));
        var entry = Combinators.combine(
                        Arbitraries.frequencyOf(Tuple.of(10, Arbitraries.of(names)), Tuple.of(1, text(0, 20))),
                        Arbitraries.integers().between(0, 1))
                .flatAs((name, useEnum) -> (useEnum == 1 ? validValues.getOrDefault(name, anyValue) : anyValue)
                        .map(v -> new java.util.AbstractMap.SimpleEntry<>(name, v)));
        return entry.list().ofMaxSize(names.size() + 1).map(entries -> {
            var args = new JsonObject();
            entries.forEach(e -> args.put(e.getKey(), e.getValue()));
            return (Object) args;
        });
    }

    private static Arbitrary<Object> valueFor(JsonObject schema, boolean preferValid, Arbitrary<Object> otherwise) {
        if (preferValid && schema != null && schema.getJsonArray("enum") != null) {
            return Arbitraries.of(schema.getJsonArray("enum").getList()).map(v -> (Object) v);
        }
        return otherwise;
    }

    /** Any JSON value, nested up to {@code depth} levels. */
    static Arbitrary<Object> value(int depth) {
        var leaf = Arbitraries.frequencyOf(
                Tuple.of(4, text(0, 60).map(s -> (Object) s)),
                Tuple.of(1, text(200, 5_000).map(s -> (Object) s)),
                Tuple.of(3, Arbitraries.integers().between(-3, 300).map(i -> (Object) i)),
                Tuple.of(
                        1,
                        Arbitraries.of(
                                (Object) Integer.MAX_VALUE,
                                Integer.MIN_VALUE,
                                Long.MAX_VALUE,
                                Long.MIN_VALUE,
                                0.5,
                                -1.0e12,
                                1.0e300,
                                51,
                                50,
                                101,
                                100,
                                201)),
                Tuple.of(1, Arbitraries.of((Object) Boolean.TRUE, Boolean.FALSE)),
                Tuple.of(1, Arbitraries.just(null)));
        if (depth <= 0) return leaf;
        return Arbitraries.frequencyOf(
                Tuple.of(6, leaf),
                Tuple.of(2, value(depth - 1).list().ofMaxSize(60).map(list -> (Object) new JsonArray(list))),
                Tuple.of(2, objectOf(depth).map(o -> (Object) o)));
    }

    private static Arbitrary<JsonObject> objectOf(int depth) {
        return Combinators.combine(text(0, 12), value(depth - 1))
                .as(java.util.AbstractMap.SimpleEntry::new)
                .list()
                .ofMaxSize(8)
                .map(entries -> {
                    var object = new JsonObject();
                    entries.forEach(e -> object.put(e.getKey(), e.getValue()));
                    return object;
                });
    }

    /** Strings of every script: ASCII, Latin, CJK, emoji (surrogate pairs), controls and lone surrogates. */
    private static Arbitrary<String> text(int min, int max) {
        return Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.strings().ascii().ofMinLength(min).ofMaxLength(max)),
                Tuple.of(2, Arbitraries.strings().all().ofMinLength(min).ofMaxLength(max)),
                Tuple.of(
                        1,
                        Arbitraries.of(
                                        "😀",
                                        "👩‍👩‍👧",
                                        "日本語",
                                        "\u0000",
                                        "\uD800",
                                        "\"",
                                        "\\",
                                        "<script>",
                                        "' OR 1=1 --")
                                .list()
                                .ofMinSize(Math.max(1, min / 2))
                                .ofMaxSize(Math.max(1, max / 2))
                                .map(parts -> String.join("", parts))));
    }

    private static String encode(Object value) {
        if (value instanceof JsonObject object) return object.encode();
        if (value instanceof JsonArray array) return array.encode();
        return new JsonArray().add(value).encode().replaceAll("^\\[|]$", "");
    }
}
