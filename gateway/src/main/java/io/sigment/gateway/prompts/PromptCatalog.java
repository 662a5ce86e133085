package io.sigment.gateway.prompts;

import io.sigment.common.runtime.ClasspathText;
import io.sigment.gateway.mcp.JsonRpc;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The four ready-made prompts (spec §4), read from {@code mcp/prompts.json} and expanded from the
 * Markdown templates beside it: {@code {{argument}}} is replaced by the argument's value (or default),
 * {@code {{rules}}} by the shared budget rules. An optional argument without a default (the spec gives none) reads
 * as its {@code absent} text when omitted.
 */
public final class PromptCatalog {
    private final Map<String, JsonObject> prompts;
    private final Map<String, String> templates;
    private final String rules;

    private PromptCatalog(Map<String, JsonObject> prompts, Map<String, String> templates, String rules) {
        this.prompts = prompts;
        this.templates = templates;
        this.rules = rules;
    }

    public static PromptCatalog load() {
        var prompts = new LinkedHashMap<String, JsonObject>();
        var templates = new HashMap<String, String>();
        for (var entry : new JsonArray(resource("prompts.json"))) {
            var prompt = (JsonObject) entry;
            prompts.put(prompt.getString("name"), prompt);
            templates.put(prompt.getString("name"), resource("prompts/" + prompt.getString("name") + ".md"));
        }
        return new PromptCatalog(
                prompts, templates, resource("prompts/common_rules.md").strip());
    }

    /** The {@code prompts} array of a {@code prompts/list} result. */
    public JsonArray listing() {
        var listing = new JsonArray();
        prompts.values().forEach(prompt -> {
            var arguments = new JsonArray();
            prompt.getJsonArray("arguments").forEach(a -> {
                var argument = (JsonObject) a;
                arguments.add(new JsonObject()
                        .put("name", argument.getString("name"))
                        .put("description", argument.getString("description"))
                        .put("required", argument.getBoolean("required")));
            });
            listing.add(new JsonObject()
                    .put("name", prompt.getString("name"))
                    .put("title", prompt.getString("title"))
                    .put("description", prompt.getString("description"))
                    .put("arguments", arguments));
        });
        return listing;
    }

    /** The names of a prompt's arguments; empty for a prompt not in the catalog. */
    public java.util.Optional<java.util.List<String>> argumentsOf(String name) {
        var prompt = name == null ? null : prompts.get(name);
        return prompt == null
                ? java.util.Optional.empty()
                : java.util.Optional.of(prompt.getJsonArray("arguments").stream()
                        .map(a -> ((JsonObject) a).getString("name"))
                        .toList());
    }

    /** Each prompt as {@code prompts.json} defines it: name, title, description, arguments with types and defaults. */
    public JsonArray definitions() {
        return new JsonArray(prompts.values().stream().map(JsonObject::copy).toList());
    }

    /** The instructions a prompt expands into, with each argument shown as {@code <name>}. */
    public String outline(String name) {
        var placeholders = new HashMap<String, String>();
        prompts.get(name)
                .getJsonArray("arguments")
                .forEach(a -> placeholders.put(
                        ((JsonObject) a).getString("name"), "<" + ((JsonObject) a).getString("name") + ">"));
        placeholders.put("rules", expand(rules, placeholders));
        return expand(templates.get(name), placeholders);
    }

    /** A {@code prompts/get} result; unknown prompts and missing or malformed arguments are -32602. */
    public JsonObject get(String name, JsonObject given) {
        var prompt = prompts.get(name);
        if (prompt == null) {
            throw new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, "Unknown prompt: " + name + ". Call prompts/list.");
        }
        var values = new HashMap<String, String>();
        for (var a : prompt.getJsonArray("arguments")) {
            var argument = (JsonObject) a;
            var key = argument.getString("name");
            var value = given.getValue(key) == null
                    ? null
                    : String.valueOf(given.getValue(key)).strip();
            if (value == null || value.isEmpty()) {
                if (argument.getBoolean("required")) {
                    throw new JsonRpc.Failure(
                            JsonRpc.INVALID_PARAMS, "Missing required argument " + key + " of prompt " + name);
                }
                value = argument.getString("default");
            }
            if (value == null) {
                value = argument.getString("absent", "");
            } else {
                PromptArgumentType.check(argument.getString("type"), key, value);
            }
            values.put(key, value);
        }
        values.put("rules", expand(rules, values));
        var text = expand(templates.get(name), values);
        return new JsonObject()
                .put("description", prompt.getString("description"))
                .put(
                        "messages",
                        new JsonArray()
                                .add(new JsonObject()
                                        .put("role", "user")
                                        .put(
                                                "content",
                                                new JsonObject()
                                                        .put("type", "text")
                                                        .put("text", text))));
    }

    private static String expand(String template, Map<String, String> values) {
        var text = template;
        for (var entry : values.entrySet()) text = text.replace("{{" + entry.getKey() + "}}", entry.getValue());
        return text;
    }

    private static String resource(String path) {
        return ClasspathText.read("/mcp/" + path);
    }
}
