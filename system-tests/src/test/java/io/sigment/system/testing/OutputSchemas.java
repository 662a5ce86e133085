package io.sigment.system.testing;

import io.sigment.gateway.tools.ToolCatalog;
import io.vertx.core.json.JsonObject;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.Validator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * Every successful {@code tools/call} answer a test sees over {@link McpHttp} is checked against the tool's
 * {@code outputSchema} from the catalog, as a validating MCP client does; the tools checked so far are counted.
 */
public final class OutputSchemas {
    private static final Map<String, Validator> VALIDATORS = validators();
    private static final Set<String> CHECKED = ConcurrentHashMap.newKeySet();

    private OutputSchemas() {}

    private static Map<String, Validator> validators() {
        var options = new JsonSchemaOptions()
                .setDraft(Draft.DRAFT202012)
                .setBaseUri("https://sigment.io/schemas/")
                .setOutputFormat(OutputFormat.Basic);
        return ToolCatalog.load().all().stream()
                .filter(t -> t.listing().containsKey("outputSchema"))
                .collect(Collectors.toUnmodifiableMap(
                        t -> t.name(),
                        t -> Validator.create(
                                JsonSchema.of(t.listing()
                                        .getJsonObject("outputSchema")
                                        .copy()),
                                options)));
    }

    /** Fails with the schema's complaints when {@code result} of {@code tool} succeeded with content its schema refuses. */
    public static void check(String tool, JsonObject result) {
        var validator = VALIDATORS.get(tool);
        if (validator == null || result == null || !Boolean.FALSE.equals(result.getValue("isError"))) return;
        var content = result.getValue("structuredContent");
        if (!(content instanceof JsonObject structured)) {
            throw new AssertionError(tool + " answered without structuredContent: " + result.encode());
        }
        var output = validator.validate(structured);
        if (!Boolean.TRUE.equals(output.getValid())) {
            var errors = output.getErrors() == null
                    ? ""
                    : output.getErrors().stream()
                            .map(e -> e.getInstanceLocation() + ": " + e.getError())
                            .collect(Collectors.joining("; "));
            throw new AssertionError(tool + "'s structuredContent does not match its outputSchema (" + errors + "): "
                    + structured.encode());
        }
        CHECKED.add(tool);
    }

    /** The tools whose answers were checked in this JVM. */
    public static Set<String> checked() {
        return Set.copyOf(CHECKED);
    }
}
