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
     * around the encoding its text already holds instead of encoding its structured reply a second time, and that
     * text quoted here in one pass ({@link #appendQuoted}) rather than by a JSON generator.
     */
    public static String encode(JsonObject result) {
        var encodedReply = successText(result);
        if (encodedReply == null) return result.encode();
        var out = new StringBuilder(TEXT_BEFORE.length()
                + encodedReply.length() * 2
                + STRUCTURED_BEFORE.length()
                + SUCCESS_END.length()
                + 16);
        out.append(TEXT_BEFORE);
        appendQuoted(out, encodedReply);
        return out.append(STRUCTURED_BEFORE)
                .append(encodedReply)
                .append(SUCCESS_END)
                .toString();
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    /**
     * {@code text} as a JSON string, the same characters as {@link Json#encode(Object)} writes for it: {@code "} and
     * {@code \} escaped with a backslash, the control characters below U+0020 as {@code \b \t \n \f \r} or else
     * as a six-character Unicode escape with upper-case hex digits, everything else as it is.
     */
    static void appendQuoted(StringBuilder out, String text) {
        out.append('"');
        var from = 0;
        for (var i = 0; i < text.length(); i++) {
            var c = text.charAt(i);
            if (c >= 0x20 && c != '"' && c != '\\') continue;
            out.append(text, from, i).append('\\');
            switch (c) {
                case '"' -> out.append('"');
                case '\\' -> out.append('\\');
                case '\b' -> out.append('b');
                case '\t' -> out.append('t');
                case '\n' -> out.append('n');
                case '\f' -> out.append('f');
                case '\r' -> out.append('r');
                default -> out.append("u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
            from = i + 1;
        }
        out.append(text, from, text.length()).append('"');
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
