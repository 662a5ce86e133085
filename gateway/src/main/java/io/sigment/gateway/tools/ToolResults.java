package io.sigment.gateway.tools;

import io.sigment.common.ToolError;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * Shapes of a {@code tools/call} result: the structured reply plus the same JSON as text, or an error message.
 * A result is not changed once made (the text is the encoding of the structured reply as it was then).
 */
public final class ToolResults {
    private static final String TEXT_BEFORE = "{\"content\":[{\"type\":\"text\",\"text\":";
    private static final String STRUCTURED_BEFORE = "}],\"structuredContent\":";
    private static final String SUCCESS_END = ",\"isError\":false}";

    private ToolResults() {}

    public static JsonObject success(JsonObject reply) {
        return new JsonObject()
                .put("content", new JsonArray().add(text(reply.encode())))
                .put("structuredContent", reply)
                .put("isError", false);
    }

    public static JsonObject failure(ToolError error) {
        return new JsonObject()
                .put("content", new JsonArray().add(text(error.getMessage())))
                .put("isError", true);
    }

    /**
     * {@code result} encoded, the same text as {@link JsonObject#encode()}; a {@link #success} result is written
     * around the encoding its text already holds instead of encoding its structured reply a second time.
     */
    public static String encode(JsonObject result) {
        var encodedReply = successText(result);
        return encodedReply == null
                ? result.encode()
                : TEXT_BEFORE + Json.encode(encodedReply) + STRUCTURED_BEFORE + encodedReply + SUCCESS_END;
    }

    /** The text of a result exactly as {@link #success} makes it, or null for any other JSON. */
    private static String successText(JsonObject result) {
        if (result.size() != 3
                || !Boolean.FALSE.equals(result.getValue("isError"))
                || !(result.getValue("structuredContent") instanceof JsonObject)
                || !(result.getValue("content") instanceof JsonArray content)
                || content.size() != 1
                || !(content.getValue(0) instanceof JsonObject text)
                || text.size() != 2
                || !"text".equals(text.getValue("type"))
                || !(text.getValue("text") instanceof String encoded)) {
            return null;
        }
        var names = result.fieldNames().iterator();
        var inOrder = "content".equals(names.next()) && "structuredContent".equals(names.next());
        var textNames = text.fieldNames().iterator();
        return inOrder && "type".equals(textNames.next()) ? encoded : null;
    }

    private static JsonObject text(String text) {
        return new JsonObject().put("type", "text").put("text", text);
    }
}
