package io.sigment.docs;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One page per MCP tool, written from the tool's {@code tools/list} entry (name, title, description, input
 * schema, annotations) so the page and the catalog cannot disagree; the cost line comes from the site's own
 * list of paid tools.
 */
public final class ToolPages {
    private ToolPages() {}

    public static List<DocPage> of(JsonArray listing, Map<String, String> costs) {
        var pages = new ArrayList<DocPage>();
        for (var entry : listing) {
            var tool = (JsonObject) entry;
            var name = tool.getString("name");
            var description = firstSentence(tool.getString("description"));
            pages.add(
                    new DocPage("tools/" + name, name, description, "", page(tool, costs.getOrDefault(name, "Free."))));
        }
        return pages;
    }

    /** The kind the spec names, from the annotations. */
    public static String kind(JsonObject annotations) {
        if (annotations.getBoolean("readOnlyHint", false)) return "read-only";
        if (annotations.getBoolean("destructiveHint", false)) return "asks before running";
        return "write";
    }

    private static String page(JsonObject tool, String cost) {
        var schema = tool.getJsonObject("inputSchema");
        var annotations = tool.getJsonObject("annotations");
        var md = new StringBuilder();
        md.append("# ").append(tool.getString("name")).append("\n\n");
        md.append("> ").append(firstSentence(tool.getString("description"))).append("\n\n");
        md.append(tool.getString("description")).append("\n\n");
        md.append("| Property | Value |\n|---|---|\n");
        md.append("| Title | ").append(tool.getString("title")).append(" |\n");
        md.append("| Kind | ").append(kind(annotations)).append(" ([what kinds mean](tools-overview.md)) |\n");
        md.append("| Cost | ").append(cost).append(" ([credits and prices](credits.md)) |\n\n");
        md.append("## Parameters\n\n");
        var properties = schema.getJsonObject("properties");
        if (properties.isEmpty()) {
            md.append("This tool takes no parameters.\n\n");
        } else {
            var required = schema.getJsonArray("required", new JsonArray());
            md.append("| Parameter | Type | Required | Default | Limits | Description |\n|---|---|---|---|---|---|\n");
            properties.forEach(p -> {
                var spec = (JsonObject) p.getValue();
                md.append("| `")
                        .append(p.getKey())
                        .append("` | ")
                        .append(SchemaText.type(spec))
                        .append(" | ")
                        .append(required.contains(p.getKey()) ? "yes" : "no")
                        .append(" | ")
                        .append(spec.containsKey("default") ? "`" + spec.getValue("default") + "`" : "")
                        .append(" | ")
                        .append(SchemaText.limits(spec))
                        .append(" | ")
                        .append(cell(spec.getString("description", "")))
                        .append(" |\n");
            });
            md.append("\nOther parameters are refused (`additionalProperties: false`).\n\n");
        }
        md.append("## Annotations\n\n");
        md.append(annotations.fieldNames().stream()
                .filter(k -> k.endsWith("Hint"))
                .map(k -> "- `" + k + "`: `" + annotations.getValue(k) + "`")
                .collect(Collectors.joining("\n")));
        md.append("\n\n## Input schema\n\nExactly what `tools/list` returns for this tool:\n\n```json\n")
                .append(schema.encodePrettily())
                .append("\n```\n\n");
        if (tool.containsKey("outputSchema")) {
            md.append("## Output schema\n\nWhat `structuredContent` of a successful result is (revisions "
                            + "2025-06-18 and "
                            + "later list it; results may gain fields):\n\n```json\n")
                    .append(tool.getJsonObject("outputSchema").encodePrettily())
                    .append("\n```\n\n");
        }
        md.append(
                "Failures come back as results with `isError: true`; [errors](errors.md) says what to do with each.\n");
        return md.toString();
    }

    static String firstSentence(String text) {
        var end = text.indexOf(". ");
        return end < 0 ? text.strip() : text.substring(0, end + 1);
    }

    static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
