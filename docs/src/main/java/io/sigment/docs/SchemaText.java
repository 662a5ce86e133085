package io.sigment.docs;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.stream.Collectors;

/** A JSON Schema property in words for a parameter table: its type and its limits. */
final class SchemaText {
    private SchemaText() {}

    static String type(JsonObject spec) {
        if (spec.containsKey("enum")) return oneOf(spec.getJsonArray("enum"));
        var type = spec.getString("type", "any");
        if (type.equals("array")) {
            var items = spec.getJsonObject("items", new JsonObject());
            return items.containsKey("enum")
                    ? "array of " + oneOf(items.getJsonArray("enum"))
                    : items.getString("type", "any") + "[]";
        }
        return type;
    }

    static String limits(JsonObject spec) {
        var parts = new ArrayList<String>();
        range(spec, "minLength", "maxLength", " chars").ifPresent(parts::add);
        range(spec, "minimum", "maximum", "").ifPresent(parts::add);
        range(spec, "minItems", "maxItems", " items").ifPresent(parts::add);
        var items = spec.getJsonObject("items");
        if (items != null) range(items, "minLength", "maxLength", " chars").ifPresent(r -> parts.add("each " + r));
        return String.join("; ", parts);
    }

    private static java.util.Optional<String> range(JsonObject spec, String min, String max, String unit) {
        var low = spec.getValue(min);
        var high = spec.getValue(max);
        if (low == null && high == null) return java.util.Optional.empty();
        if (low == null) return java.util.Optional.of("at most " + high + unit);
        if (high == null) return java.util.Optional.of("at least " + low + unit);
        return java.util.Optional.of(low + "-" + high + unit);
    }

    private static String oneOf(JsonArray values) {
        return values.stream().map(v -> "`" + v + "`").collect(Collectors.joining(" \\| "));
    }
}
