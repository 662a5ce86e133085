package io.sigment.docs;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One page per MCP prompt, written from the prompt's definition (name, title, description, arguments with
 * defaults) and the instructions it expands into, with each argument shown as {@code <name>}.
 */
public final class PromptPages {
    private PromptPages() {}

    public static List<DocPage> of(JsonArray definitions, Map<String, String> outlines) {
        var pages = new ArrayList<DocPage>();
        for (var entry : definitions) {
            var prompt = (JsonObject) entry;
            var name = prompt.getString("name");
            var description = ToolPages.firstSentence(prompt.getString("description"));
            pages.add(new DocPage("prompts/" + name, name, description, "", page(prompt, outlines.get(name))));
        }
        return pages;
    }

    private static String page(JsonObject prompt, String outline) {
        var md = new StringBuilder();
        md.append("# ").append(prompt.getString("name")).append("\n\n");
        md.append("> ")
                .append(ToolPages.firstSentence(prompt.getString("description")))
                .append("\n\n");
        md.append(prompt.getString("title"))
                .append(": ")
                .append(prompt.getString("description"))
                .append("\n\n");
        md.append("Get it with `prompts/get` (name `")
                .append(prompt.getString("name"))
                .append("`); `max_credits`, where the prompt has it, is one budget for the whole workflow "
                        + "([credits](credits.md)).\n\n");
        md.append("## Arguments\n\n| Argument | Required | Default | Description |\n|---|---|---|---|\n");
        for (var a : prompt.getJsonArray("arguments")) {
            var argument = (JsonObject) a;
            md.append("| `")
                    .append(argument.getString("name"))
                    .append("` | ")
                    .append(argument.getBoolean("required") ? "yes" : "no")
                    .append(" | ")
                    .append(argument.containsKey("default") ? "`" + argument.getString("default") + "`" : "")
                    .append(" | ")
                    .append(ToolPages.cell(argument.getString("description")))
                    .append(" |\n");
        }
        md.append("\nPrompt arguments are strings, as MCP sends them.\n\n");
        md.append("## What it expands to\n\n```text\n").append(outline.strip()).append("\n```\n");
        return md.toString();
    }
}
