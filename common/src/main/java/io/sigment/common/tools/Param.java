package io.sigment.common.tools;

import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * One input parameter of a tool: its name, whether it is required, and its JSON Schema with the limits, which are
 * written here once. The gateway checks the schema; a handler reads the argument through the same parameter
 * ({@link #text}, {@link #integer}, ...), so the limits it applies are the schema's.
 */
public record Param(String name, boolean required, Shape shape) {

    /** The workspace a tool acts in, the same for every tool that takes one. */
    public static final Param WORKSPACE_ID = optional(
            "workspace_id",
            Shape.string()
                    .length(1, 100)
                    .describe("Workspace to act in; omit for your first workspace (see get_account)."));

    public static Param required(String name, Shape shape) {
        return new Param(name, true, shape);
    }

    public static Param optional(String name, Shape shape) {
        return new Param(name, false, shape);
    }

    /** The string argument within the schema's length; {@link #required} ones must be given, others read as null. */
    public String text(JsonObject args) {
        var min = intKeyword("minLength", 0);
        var max = intKeyword("maxLength", Integer.MAX_VALUE);
        return required ? ToolArgs.string(args, name, min, max) : ToolArgs.optionalString(args, name, min, max);
    }

    /** The integer argument within the schema's range, the schema's default when absent. */
    public int integer(JsonObject args) {
        return ToolArgs.integer(
                args,
                name,
                intKeyword("minimum", Integer.MIN_VALUE),
                intKeyword("maximum", Integer.MAX_VALUE),
                intKeyword("default", 0));
    }

    /** A number within the schema's range; {@link #required} ones must be given, others read as null. */
    public Double number(JsonObject args) {
        var min = ((Number) shape.keyword("minimum")).doubleValue();
        var max = ((Number) shape.keyword("maximum")).doubleValue();
        if (required) return ToolArgs.number(args, name, min, max);
        return ToolArgs.optionalNumber(args, name, min, max);
    }

    /**
     * A whole number {@code >= 0} (credits, people) up to the schema's maximum, if it has one; {@link #required}
     * ones must be given, others read as null.
     */
    public Long wholeNumber(JsonObject args) {
        var value =
                required ? Long.valueOf(ToolArgs.nonNegative(args, name)) : ToolArgs.optionalNonNegative(args, name);
        if (value != null && shape.keyword("maximum") instanceof Number max && value > max.longValue()) {
            throw ToolError.invalidArguments(name + ": an integer from 0 to " + max);
        }
        return value;
    }

    /** The {@code platform} argument; the schema's default when absent, and required when it has none. */
    public Platform platform(JsonObject args) {
        if (!name.equals("platform")) throw new IllegalStateException(name + " is not the platform");
        var fallback = shape.keyword("default");
        return ToolArgs.platform(args, fallback == null ? null : Platform.parse(fallback));
    }

    /**
     * The strings of an array argument, up to the schema's {@code maxItems}. With {@code minItems} in the schema: 1 to
     * {@code maxItems} non-blank strings, trimmed, each once ({@link ToolArgs#strings}), none when an optional one is
     * absent. Without: at most {@code maxItems}, as given ({@link ToolArgs#optionalStrings}).
     */
    public List<String> strings(JsonObject args) {
        var max = intKeyword("maxItems", Integer.MAX_VALUE);
        if (shape.keyword("minItems") == null) return ToolArgs.optionalStrings(args, name, max);
        return required ? ToolArgs.strings(args, name, max) : ToolArgs.stringsIfGiven(args, name, max);
    }

    /**
     * The items of an array argument as given, unchecked: null when it is absent or not an array. For a rule that
     * names each bad item itself (creator handles, by position).
     */
    public List<?> items(JsonObject args) {
        return ToolArgs.items(args, name);
    }

    private int intKeyword(String keyword, int absent) {
        return shape.keyword(keyword) instanceof Number n ? n.intValue() : absent;
    }
}
