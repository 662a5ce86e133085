package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every tool of the spec carries the MCP tool annotations clients use to decide when to ask the user, all four
 * hints spelled out and agreeing with the spec's kind (docs/spec.md §4): read-only tools change nothing; write
 * tools change state without being destructive; "asks before running" tools (paid or public links) are destructive.
 */
class ToolAnnotationsTest {
    private static final Pattern KIND =
            Pattern.compile("^\\| `([a-z_]+)` \\| (read-only|write|asks before running) \\|");

    @Test
    void all_spec_tools_have_title_and_all_four_hints_matching_their_kind() throws Exception {
        var kinds = new HashMap<String, String>();
        for (var line : Files.readAllLines(Path.of("..", "docs", "spec.md"))) {
            var row = KIND.matcher(line);
            if (row.find()) kinds.put(row.group(1), row.group(2));
        }
        var tools = ToolCatalog.load().all();
        assertThat(tools).extracting(ToolDefinition::name).containsExactlyInAnyOrderElementsOf(kinds.keySet());
        for (var tool : tools) {
            var annotations = tool.listing().getJsonObject("annotations");
            var name = tool.name();
            assertThat(annotations.getString("title"))
                    .as(name)
                    .isEqualTo(tool.listing().getString("title"))
                    .isNotBlank();
            var kind = kinds.get(name);
            assertThat(kind).as(name + " in the spec").isNotNull();
            assertThat(annotations.getBoolean("readOnlyHint"))
                    .as(name + " readOnlyHint")
                    .isEqualTo(kind.equals("read-only"));
            assertThat(annotations.getValue("openWorldHint"))
                    .as(name + " openWorldHint")
                    .isInstanceOf(Boolean.class);
            assertThat(annotations.getValue("idempotentHint"))
                    .as(name + " idempotentHint")
                    .isInstanceOf(Boolean.class);
            if (!kind.equals("read-only")) {
                assertThat(annotations.getBoolean("destructiveHint"))
                        .as(name + " destructiveHint")
                        .isEqualTo(kind.equals("asks before running"));
            } else {
                assertThat(annotations.getBoolean("destructiveHint", false))
                        .as(name + " destructiveHint")
                        .isFalse();
            }
        }
    }
}
