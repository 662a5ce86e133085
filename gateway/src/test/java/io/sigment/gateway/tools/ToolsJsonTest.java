package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.ToolSpecs;
import io.sigment.common.tools.ToolSpec;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code mcp/tools.json} (read by tools outside Java, such as the bench's SDK servers) is written from the
 * {@link ToolSpec}s and never by hand: this test fails when it differs from them by one byte. After changing a
 * spec, write it again with {@code -Dsigment.writeToolsJson=true}.
 */
class ToolsJsonTest {
    private static final Path FILE = Path.of("src/main/resources/mcp/tools.json");

    @Test
    void tools_json_is_the_tool_specs_written_out() throws Exception {
        var written = pretty(
                        new JsonArray(ToolSpecs.all().stream()
                                .map(ToolSpec::catalogEntry)
                                .toList()),
                        "") + "\n";
        if (Boolean.getBoolean("sigment.writeToolsJson")) Files.writeString(FILE, written);
        assertThat(Files.readString(FILE)).isEqualTo(written);
    }

    @Test
    void tools_list_shows_each_spec_as_tools_json_had_it_without_the_gateway_handling() throws Exception {
        var file = new JsonArray(Files.readString(FILE));
        var listing = ToolCatalog.load().listing();
        assertThat(listing.size()).isEqualTo(file.size());
        for (var i = 0; i < file.size(); i++) {
            var entry = file.getJsonObject(i).copy();
            for (var handling : new String[] {
                "service", "gatewayTimeoutSeconds", "hourlyLimited", "answersAsTask", "readsTasks", "resultOfJobKind"
            }) {
                entry.remove(handling);
            }
            assertThat(listing.getJsonObject(i).encode()).isEqualTo(entry.encode());
        }
    }

    /** JSON as the catalog file has always been written: two spaces a level, {@code "key": value}. */
    private static String pretty(Object value, String indent) {
        var inner = indent + "  ";
        if (value instanceof JsonObject object) {
            if (object.isEmpty()) return "{}";
            var out = new StringBuilder("{\n");
            var first = true;
            for (var field : object) {
                if (!first) out.append(",\n");
                first = false;
                out.append(inner)
                        .append(Json.encode(field.getKey()))
                        .append(": ")
                        .append(pretty(field.getValue(), inner));
            }
            return out.append("\n").append(indent).append("}").toString();
        }
        if (value instanceof JsonArray array) {
            if (array.isEmpty()) return "[]";
            var out = new StringBuilder("[\n");
            for (var i = 0; i < array.size(); i++) {
                if (i > 0) out.append(",\n");
                out.append(inner).append(pretty(array.getValue(i), inner));
            }
            return out.append("\n").append(indent).append("]").toString();
        }
        return Json.encode(value);
    }
}
