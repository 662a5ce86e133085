package io.sigment.scraper.platform;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** A platform's final answer to one call (after retries): a 2xx, or a 4xx the adapter interprets. */
record HttpResult(int status, Buffer body) {

    boolean ok() {
        return status >= 200 && status < 300;
    }

    JsonObject json() {
        var text = body == null ? "" : body.toString().trim();
        return text.startsWith("{") ? new JsonObject(text) : new JsonObject();
    }

    JsonArray array() {
        var text = body == null ? "" : body.toString().trim();
        return text.startsWith("[") ? new JsonArray(text) : new JsonArray();
    }

    /** Google's {@code error.errors[0].reason} or Apify's {@code error.type}; empty if neither. */
    String errorReason() {
        var error = json().getJsonObject("error");
        if (error == null) return "";
        var errors = error.getJsonArray("errors");
        if (errors != null && !errors.isEmpty()) return errors.getJsonObject(0).getString("reason", "");
        return error.getString("type", "");
    }

    String errorMessage() {
        var error = json().getJsonObject("error");
        return error == null ? "HTTP " + status : error.getString("message", "HTTP " + status);
    }
}
