package io.sigment.gateway.tools;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.OutputUnit;
import io.vertx.json.schema.Validator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Checks a tool call's arguments against the tool's input schema (vertx-json-schema) and explains each
 * violation by parameter and limit ("handles: at most 50 items"); fills in the schema's defaults.
 */
public final class ArgumentCheck {
    private final Map<String, Validator> validators;
    private final Map<String, JsonObject> schemas;
    /** The tools whose schema accepts no arguments at all (decided once: a validator answers the same every time). */
    private final Set<String> acceptNone;

    public ArgumentCheck(ToolCatalog catalog) {
        this(catalog.all().stream().collect(Collectors.toMap(ToolDefinition::name, ToolDefinition::inputSchema)));
    }

    /** Checks for the tools whose input schemas these are, by tool name. */
    public ArgumentCheck(Map<String, JsonObject> inputSchemas) {
        var options = new JsonSchemaOptions()
                .setDraft(Draft.DRAFT202012)
                .setBaseUri("https://sigment.io/schemas/")
                .setOutputFormat(OutputFormat.Basic);
        this.validators = inputSchemas.entrySet().stream()
                .collect(Collectors.toMap(
                        Map.Entry::getKey,
                        entry -> Validator.create(JsonSchema.of(entry.getValue().copy()), options)));
        this.schemas = Map.copyOf(inputSchemas);
        this.acceptNone = validators.entrySet().stream()
                .filter(entry -> Boolean.TRUE.equals(
                        entry.getValue().validate(new JsonObject()).getValid()))
                .map(Map.Entry::getKey)
                .collect(Collectors.toUnmodifiableSet());
    }

    /** The problems with {@code args} for {@code tool}, each naming the parameter; empty when valid. */
    public List<String> problems(String tool, JsonObject args) {
        if (args.isEmpty() && acceptNone.contains(tool)) return List.of();
        var output = validators.get(tool).validate(args);
        if (Boolean.TRUE.equals(output.getValid()) || output.getErrors() == null) return List.of();
        var schema = schemas.get(tool);
        var messages = new LinkedHashSet<String>();
        for (var error : output.getErrors()) {
            var message = explain(schema, error);
            if (message != null) messages.add(message);
        }
        if (messages.isEmpty()) messages.add("the arguments do not match this tool's input schema");
        return List.copyOf(messages);
    }

    /** A copy of {@code args} with the schema's defaults for absent top-level parameters. */
    public JsonObject withDefaults(String tool, JsonObject args) {
        var filled = args.copy();
        schemas.get(tool).getJsonObject("properties").forEach(property -> {
            var spec = (JsonObject) property.getValue();
            if (!filled.containsKey(property.getKey()) && spec.containsKey("default")) {
                filled.put(property.getKey(), copyOf(spec.getValue("default")));
            }
        });
        return filled;
    }

    private static String explain(JsonObject schema, OutputUnit error) {
        var keywordPath = error.getKeywordLocation().replaceFirst("^#/?", "").split("/");
        var keyword = keywordPath[keywordPath.length - 1];
        var where = parameter(error.getInstanceLocation());
        var properties = schema.getJsonObject("properties");
        switch (keyword) {
            case "required":
                var missing = error.getError().replaceAll(".*\"(.+)\".*", "$1");
                return missing + ": required";
            case "additionalProperties":
                var name = error.getInstanceLocation().replaceFirst("^#/?", "");
                if (properties.containsKey(name)) return null; // reported under its own schema
                return name + ": unknown parameter (this tool takes " + String.join(", ", properties.fieldNames())
                        + ")";
            case "properties":
            case "items":
                return null; // a wrapper; the nested keyword says what is wrong
            default:
                var limit = at(schema, keywordPath);
                return where + ": " + describe(keyword, limit, error.getError());
        }
    }

    private static String describe(String keyword, Object limit, String fallback) {
        return switch (keyword) {
            case "type" -> "must be " + article(String.valueOf(limit));
            case "minLength" -> "at least " + limit + " character" + (isOne(limit) ? "" : "s");
            case "maxLength" -> "at most " + limit + " characters";
            case "minItems" -> "at least " + limit + " item" + (isOne(limit) ? "" : "s");
            case "maxItems" -> "at most " + limit + " items";
            case "minimum" -> "at least " + limit;
            case "maximum" -> "at most " + limit;
            case "enum" ->
                "must be one of "
                        + ((JsonArray) limit).stream().map(String::valueOf).collect(Collectors.joining(", "));
            default -> fallback;
        };
    }

    private static boolean isOne(Object limit) {
        return "1".equals(String.valueOf(limit));
    }

    private static String article(String type) {
        return switch (type) {
            case "integer", "array", "object" -> "an " + type;
            case "number" -> "a number";
            default -> "a " + type;
        };
    }

    /** "#/handles/3" → "handles[3]". */
    private static String parameter(String instanceLocation) {
        var parts = instanceLocation.replaceFirst("^#/?", "").split("/");
        var name = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) name.append('[').append(parts[i]).append(']');
        return name.toString();
    }

    private static Object at(JsonObject schema, String[] path) {
        Object node = schema;
        for (var step : path) {
            if (node instanceof JsonObject object) {
                node = object.getValue(step);
            } else {
                return null;
            }
        }
        return node;
    }

    private static Object copyOf(Object value) {
        if (value instanceof JsonArray array) return array.copy();
        if (value instanceof JsonObject object) return object.copy();
        return value;
    }
}
