package io.sigment.common.tools;

import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;

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

    private int intKeyword(String keyword, int absent) {
        return shape.keyword(keyword) instanceof Number n ? n.intValue() : absent;
    }
}
