package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The catalog against the spec's own tables (docs/spec.md §4): every tool, every parameter with its type,
 * required flag, default and limits, and every tool's kind. Agents depend on these exactly.
 */
class CatalogMatchesSpecTest {
    private static final List<String> PLATFORMS = List.of("instagram", "youtube", "tiktok");
    private static final Pattern ROW = Pattern.compile("^\\|(.*)\\|\\s*$");
    private static final ToolCatalog CATALOG = ToolCatalog.load();
    private static final Map<String, Map<String, List<String>>> SPEC_PARAMS = new LinkedHashMap<>();
    private static final Map<String, String> SPEC_KINDS = new LinkedHashMap<>();

    @BeforeAll
    static void readSpec() throws Exception {
        for (var line : Files.readAllLines(Path.of("..", "docs", "spec.md"))) {
            var row = ROW.matcher(line);
            if (!row.matches()) continue;
            var cells = new ArrayList<String>();
            for (var cell : row.group(1).split("\\|", -1)) cells.add(cell.trim());
            if (!cells.get(0).matches("`[a-z_]+`")) continue;
            var tool = cells.get(0).replace("`", "");
            if (cells.size() == 6 && cells.get(1).matches("`[a-z_]+`")) {
                SPEC_PARAMS
                        .computeIfAbsent(tool, t -> new LinkedHashMap<>())
                        .put(cells.get(1).replace("`", ""), cells);
            } else if (cells.size() == 3 && cells.get(1).matches("read-only|write|asks before running")) {
                SPEC_KINDS.put(tool, cells.get(1));
                // A tool whose only parameter is described in its purpose: "Params: `workspace_id` (string, optional,
                // 1-100 chars)"
                var inline = Pattern.compile("Params: `([a-z_]+)` \\((\\w+), optional, ([^)]+)\\)")
                        .matcher(cells.get(2));
                if (inline.find()) {
                    SPEC_PARAMS
                            .computeIfAbsent(tool, t -> new LinkedHashMap<>())
                            .put(
                                    inline.group(1),
                                    List.of(tool, inline.group(1), inline.group(2), "no", "", inline.group(3)));
                }
            }
        }
    }

    @Test
    void the_catalog_has_exactly_the_spec_tools() throws Exception {
        var said = Pattern.compile("exposes (\\d+) tools").matcher(Files.readString(Path.of("..", "docs", "spec.md")));
        assertThat(said.find()).as("the spec's count of its tools").isTrue();
        assertThat(SPEC_KINDS).hasSize(Integer.parseInt(said.group(1)));
        assertThat(CATALOG.all())
                .extracting(ToolDefinition::name)
                .containsExactlyInAnyOrderElementsOf(SPEC_KINDS.keySet());
    }

    @Test
    void every_tool_takes_exactly_the_spec_parameters_with_their_required_flags() {
        for (var tool : CATALOG.all()) {
            var schema = tool.inputSchema();
            var spec = SPEC_PARAMS.getOrDefault(tool.name(), Map.of());
            assertThat(schema.getString("type")).isEqualTo("object");
            assertThat(schema.getBoolean("additionalProperties"))
                    .as(tool.name())
                    .isFalse();
            assertThat(schema.getJsonObject("properties").fieldNames())
                    .as(tool.name())
                    .containsExactlyInAnyOrderElementsOf(spec.keySet());
            var required = spec.entrySet().stream()
                    .filter(e -> e.getValue().get(3).equals("yes"))
                    .map(Map.Entry::getKey)
                    .toList();
            assertThat(schema.getJsonArray("required").getList())
                    .as(tool.name() + " required")
                    .containsExactlyInAnyOrderElementsOf(required);
        }
    }

    @Test
    void every_parameter_has_the_spec_type_default_and_limits() {
        var checked = 0;
        for (var tool : CATALOG.all()) {
            var properties = tool.inputSchema().getJsonObject("properties");
            for (var entry : SPEC_PARAMS.getOrDefault(tool.name(), Map.of()).entrySet()) {
                var where = tool.name() + "." + entry.getKey();
                var property = properties.getJsonObject(entry.getKey());
                var cells = entry.getValue();
                assertThat(withoutDocs(property))
                        .as(where)
                        .isEqualTo(expected(cells.get(2), cells.get(4), cells.get(5)));
                assertThat(property.getString("description"))
                        .as(where + " description")
                        .isNotBlank();
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(60);
    }

    @Test
    void annotations_follow_the_tool_kind() {
        for (var tool : CATALOG.all()) {
            var annotations = tool.listing().getJsonObject("annotations");
            var kind = SPEC_KINDS.get(tool.name());
            switch (kind) {
                case "read-only" ->
                    assertThat(annotations.getBoolean("readOnlyHint"))
                            .as(tool.name())
                            .isTrue();
                case "write" -> {
                    assertThat(annotations.getBoolean("readOnlyHint"))
                            .as(tool.name())
                            .isFalse();
                    assertThat(annotations.getBoolean("destructiveHint"))
                            .as(tool.name())
                            .isFalse();
                }
                default -> {
                    assertThat(annotations.getBoolean("readOnlyHint"))
                            .as(tool.name())
                            .isFalse();
                    assertThat(annotations.getBoolean("destructiveHint"))
                            .as(tool.name())
                            .isTrue();
                }
            }
            assertThat(annotations.getBoolean("idempotentHint")).as(tool.name()).isNotNull();
            assertThat(annotations.getBoolean("openWorldHint")).as(tool.name()).isNotNull();
        }
    }

    @Test
    void every_tool_has_a_title_and_a_description_for_agents() {
        for (var tool : CATALOG.all()) {
            assertThat(tool.listing().getString("title")).as(tool.name()).isNotBlank();
            assertThat(tool.listing().getString("description")).as(tool.name()).hasSizeGreaterThan(60);
        }
        var paid =
                new HashSet<>(List.of("analyze_creators", "run_analysis", "optimize_selection", "discover_creators"));
        for (var name : paid) {
            var description = CATALOG.find(name).orElseThrow().listing().getString("description");
            assertThat(description).as(name).contains("credits").contains("max_credits");
        }
    }

    /** The schema the spec's row describes, e.g. ("string[]", "", "1-50 items"). */
    private static JsonObject expected(String type, String defaultCell, String limits) {
        var schema = typeOf(type.replaceAll("\\s*\\(.*\\)$", ""));
        var target = schema;
        if (schema.getString("type").equals("array") && !limits.contains("items"))
            target = schema.getJsonObject("items");
        applyLimits(schema, limits);
        var value = defaultValue(defaultCell, schema);
        if (value != null) schema.put("default", value);
        return schema;
    }

    private static JsonObject typeOf(String type) {
        if (type.equals("platform enum"))
            return new JsonObject().put("type", "string").put("enum", new JsonArray(PLATFORMS));
        if (type.equals("platform enum[]")) {
            return new JsonObject()
                    .put("type", "array")
                    .put("items", new JsonObject().put("type", "string").put("enum", new JsonArray(PLATFORMS)));
        }
        if (type.equals("string[]"))
            return new JsonObject().put("type", "array").put("items", new JsonObject().put("type", "string"));
        if (type.contains("`")) {
            var values = new JsonArray();
            var m = Pattern.compile("`([a-z]+)`").matcher(type);
            while (m.find()) values.add(m.group(1));
            return new JsonObject().put("type", "string").put("enum", values);
        }
        return new JsonObject().put("type", type);
    }

    private static void applyLimits(JsonObject schema, String limits) {
        var range = Pattern.compile("^(\\d+)-(\\d+)(?: (items|chars))?").matcher(limits);
        var atLeast = Pattern.compile("^>= (\\d+)").matcher(limits);
        var atMost = Pattern.compile("^<= (\\d+) (items|chars)").matcher(limits);
        if (range.find()) {
            var unit = range.group(3) == null ? "" : range.group(3);
            schema.put(min(unit), Long.parseLong(range.group(1))).put(max(unit), Long.parseLong(range.group(2)));
        } else if (atLeast.find()) {
            schema.put("minimum", Long.parseLong(atLeast.group(1)));
        } else if (atMost.find()) {
            schema.put(max(atMost.group(2)), Long.parseLong(atMost.group(1)));
        } else {
            assertThat(limits).as("unparsed limits").isEmpty();
        }
    }

    private static String min(String unit) {
        return switch (unit) {
            case "items" -> "minItems";
            case "chars" -> "minLength";
            default -> "minimum";
        };
    }

    private static String max(String unit) {
        return switch (unit) {
            case "items" -> "maxItems";
            case "chars" -> "maxLength";
            default -> "maximum";
        };
    }

    private static Object defaultValue(String cell, JsonObject schema) {
        if (cell.isEmpty() || cell.equals("latest")) return null;
        var text = cell.replace("`", "");
        if (text.startsWith("[")) return new JsonArray().add(text.substring(1, text.length() - 1));
        return schema.getString("type").equals("integer") ? (Object) Long.parseLong(text) : text;
    }

    /** The property without its description, and with item-level limits on strings left aside. */
    private static JsonObject withoutDocs(JsonObject property) {
        var copy = property.copy();
        copy.remove("description");
        if (copy.getValue("default") instanceof Integer i) copy.put("default", (long) i);
        for (var key : List.of("minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems")) {
            if (copy.getValue(key) instanceof Number n) copy.put(key, n.longValue());
        }
        if (copy.getJsonObject("items") != null) {
            var items = copy.getJsonObject("items");
            items.remove("minLength");
            items.remove("maxLength");
        }
        return copy;
    }
}
