package io.sigment.gateway.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.docs.DocsSite;
import io.sigment.gateway.prompts.PromptCatalog;
import io.sigment.gateway.tools.ToolCatalog;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Every tool and prompt has a page, generated from the catalog tools/list and prompts/list serve, that matches it. */
class GeneratedPagesTest {
    private static final Pattern SCHEMA_BLOCK =
            Pattern.compile("## Input schema\\n\\n[^\\n]*\\n\\n```json\\n(.*?)\\n```", Pattern.DOTALL);
    private static final DocsServer server = DocsServer.shared();
    private static final DocsSite site = server.routes.site();

    @Test
    void every_tool_has_a_page_whose_schema_and_parameters_equal_tools_json() throws Exception {
        var toolsJson = new JsonArray(Files.readString(Path.of("src/main/resources/mcp/tools.json")));
        assertThat(toolsJson).hasSize(ToolCatalog.load().all().size());
        for (var entry : toolsJson) {
            var tool = (JsonObject) entry;
            var name = tool.getString("name");
            var page = site.page("tools/" + name).orElseThrow(() -> new AssertionError("no page for " + name));
            var markdown = page.markdown();
            var schema = SCHEMA_BLOCK.matcher(markdown);
            assertThat(schema.find()).as(name).isTrue();
            assertThat(new JsonObject(schema.group(1))).as(name).isEqualTo(tool.getJsonObject("inputSchema"));

            var rows = rows(markdown, "| Parameter |");
            var properties = tool.getJsonObject("inputSchema").getJsonObject("properties");
            assertThat(rows.stream().map(r -> r.get(0)).toList())
                    .as(name)
                    .containsExactlyElementsOf(properties.fieldNames().stream()
                            .map(p -> "`" + p + "`")
                            .toList());
            var required = tool.getJsonObject("inputSchema").getJsonArray("required");
            for (var row : rows) {
                var parameter = row.get(0).replace("`", "");
                var spec = properties.getJsonObject(parameter);
                assertThat(row.get(2))
                        .as(name + "." + parameter)
                        .isEqualTo(required.contains(parameter) ? "yes" : "no");
                assertThat(row.get(3))
                        .as(name + "." + parameter)
                        .isEqualTo(spec.containsKey("default") ? "`" + spec.getValue("default") + "`" : "");
                if (spec.containsKey("enum")) {
                    spec.getJsonArray("enum")
                            .forEach(value -> assertThat(row.get(1)).contains("`" + value + "`"));
                } else if (!"array".equals(spec.getString("type"))) {
                    assertThat(row.get(1)).as(name + "." + parameter).isEqualTo(spec.getString("type"));
                }
                if (spec.containsKey("maximum"))
                    assertThat(row.get(4)).contains(String.valueOf(spec.getValue("maximum")));
                if (spec.containsKey("maxLength"))
                    assertThat(row.get(4)).contains(spec.getValue("maxLength") + " chars");
                if (spec.containsKey("maxItems")) assertThat(row.get(4)).contains(spec.getValue("maxItems") + " items");
            }
            var annotations = tool.getJsonObject("annotations");
            annotations.fieldNames().stream()
                    .filter(k -> k.endsWith("Hint"))
                    .forEach(hint ->
                            assertThat(markdown).contains("- `" + hint + "`: `" + annotations.getValue(hint) + "`"));
            var kind = annotations.getBoolean("readOnlyHint")
                    ? "read-only"
                    : annotations.getBoolean("destructiveHint", false) ? "asks before running" : "write";
            assertThat(markdown).as(name).contains("| Kind | " + kind + " ");
            var paid = properties.containsKey("max_credits");
            assertThat(markdown.contains("| Cost | Free."))
                    .as(name + " is paid: " + paid)
                    .isEqualTo(!paid);
        }
    }

    @Test
    void the_tool_pages_come_from_the_same_catalog_tools_list_serves() {
        var listed = ToolCatalog.load().listing().stream()
                .map(t -> "tools/" + ((JsonObject) t).getString("name"))
                .toList();
        assertThat(site.pages().stream()
                        .map(p -> p.path())
                        .filter(p -> p.startsWith("tools/"))
                        .toList())
                .containsExactlyElementsOf(listed);
    }

    @Test
    void every_prompt_has_a_page_with_its_arguments_and_defaults() throws Exception {
        var promptsJson = new JsonArray(Files.readString(Path.of("src/main/resources/mcp/prompts.json")));
        assertThat(promptsJson).hasSize(4);
        for (var entry : promptsJson) {
            var prompt = (JsonObject) entry;
            var name = prompt.getString("name");
            var markdown = site.page("prompts/" + name).orElseThrow().markdown();
            var rows = rows(markdown, "| Argument |");
            var arguments = prompt.getJsonArray("arguments");
            assertThat(rows).as(name).hasSize(arguments.size());
            for (int i = 0; i < arguments.size(); i++) {
                var argument = arguments.getJsonObject(i);
                assertThat(rows.get(i))
                        .as(name)
                        .containsExactly(
                                "`" + argument.getString("name") + "`",
                                argument.getBoolean("required") ? "yes" : "no",
                                argument.containsKey("default") ? "`" + argument.getString("default") + "`" : "",
                                argument.getString("description"));
            }
            assertThat(markdown)
                    .as(name)
                    .contains(PromptCatalog.load().outline(name).strip())
                    .doesNotContain("{{");
        }
    }

    @Test
    void the_configuration_page_lists_every_setting() {
        var markdown = site.page("configuration").orElseThrow().markdown();
        for (var setting : io.sigment.common.Setting.values())
            assertThat(markdown).contains("| `" + setting.env() + "` |");
    }

    /** The cells of the Markdown table whose header row starts with {@code header}. */
    private static List<List<String>> rows(String markdown, String header) {
        var lines = markdown.lines().toList();
        var start = lines.indexOf(
                lines.stream().filter(l -> l.startsWith(header)).findFirst().orElseThrow());
        var rows = new ArrayList<List<String>>();
        for (int i = start + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            var cells = lines.get(i).substring(1, lines.get(i).length() - 1).split("(?<!\\\\)\\|", -1);
            rows.add(java.util.Arrays.stream(cells)
                    .map(c -> c.strip().replace("\\|", "|"))
                    .toList());
        }
        return rows;
    }
}
