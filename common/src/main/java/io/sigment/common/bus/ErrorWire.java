package io.sigment.common.bus;

import io.sigment.common.ToolError;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;

/**
 * A {@link ToolError}'s text in a failed reply: its message alone, or, when it has a reason (or its message could be
 * read as one of these objects), a JSON object of message, reason and hint (a reply failure carries only a code and
 * a text). The kind travels as the failure code.
 */
final class ErrorWire {
    private static final String MESSAGE = "message";
    private static final String REASON = "reason";
    private static final String HINT = "hint";
    private static final String STRUCTURED = "{\"" + MESSAGE + "\":";

    private ErrorWire() {}

    static String encode(ToolError error) {
        if (error.reason() == null && !error.getMessage().startsWith(STRUCTURED)) return error.getMessage();
        return new JsonObject()
                .put(MESSAGE, error.getMessage())
                .put(REASON, error.reason())
                .put(HINT, error.hint())
                .encode();
    }

    static ToolError decode(ToolError.Kind kind, String text) {
        if (!text.startsWith(STRUCTURED)) return new ToolError(kind, text);
        try {
            var json = new JsonObject(text);
            var error = new ToolError(kind, json.getString(MESSAGE));
            return json.getString(REASON) == null
                    ? error
                    : error.withReason(json.getString(REASON), json.getString(HINT));
        } catch (DecodeException | ClassCastException e) {
            return new ToolError(kind, text);
        }
    }
}
