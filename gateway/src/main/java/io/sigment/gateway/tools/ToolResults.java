package io.sigment.gateway.tools;

import io.sigment.common.ToolError;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** Shapes of a {@code tools/call} result: the structured reply plus the same JSON as text, or an error message. */
public final class ToolResults {
  private ToolResults() {
  }

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

  private static JsonObject text(String text) {
    return new JsonObject().put("type", "text").put("text", text);
  }
}
