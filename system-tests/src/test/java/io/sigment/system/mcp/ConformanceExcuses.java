package io.sigment.system.mcp;

import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The conformance scenarios and checks Sigment is excused from, in the suite's own {@code --expected-failures} format
 * ({@code server:} then {@code - <scenario>} or {@code - <scenario>:<check-id>}): each entry must have its reason in
 * the comment line right above it, or reading the file fails.
 */
record ConformanceExcuses(List<String> entries) {

    static ConformanceExcuses read(Path file) throws IOException {
        var entries = new ArrayList<String>();
        var previous = "";
        for (var raw : Files.readAllLines(file)) {
            var line = raw.strip();
            if (line.startsWith("- ")) {
                if (!previous.startsWith("#") || previous.substring(1).isBlank()) {
                    throw new IllegalStateException(
                            file + ": the entry " + line + " has no reason in a comment above it");
                }
                entries.add(line.substring(2).strip());
            }
            previous = line;
        }
        return new ConformanceExcuses(List.copyOf(entries));
    }

    boolean covers(String scenario, String checkId) {
        return entries.contains(scenario) || entries.contains(scenario + ":" + checkId);
    }

    /** True when the entry's scenario (or its one check) failed or warned in this run. */
    static boolean stillFails(String entry, Map<String, List<JsonObject>> outcome) {
        var colon = entry.indexOf(':');
        var scenario = colon < 0 ? entry : entry.substring(0, colon);
        return outcome.getOrDefault(scenario, List.of()).stream()
                .filter(check -> colon < 0 || check.getString("id").equals(entry.substring(colon + 1)))
                .anyMatch(check ->
                        "FAILURE".equals(check.getString("status")) || "WARNING".equals(check.getString("status")));
    }
}
