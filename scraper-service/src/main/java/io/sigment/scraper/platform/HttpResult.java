package io.sigment.scraper.platform;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.jackson.JacksonCodec;
import java.util.List;
import java.util.Map;

/** A platform's final answer to one call (after retries): a 2xx, or a 4xx the adapter interprets. */
record HttpResult(int status, Buffer body) {
    /**
     * Jackson's streaming parser over the body's bytes into maps and lists, as {@code new JsonArray(String)} decodes
     * them but without the body's copy as a {@code String} (a provider run's page is up to a few MB, decoded on the
     * event loop) nor databind's untyped deserializer: about a third less CPU per page.
     */
    private static final JacksonCodec CODEC = new JacksonCodec();

    boolean ok() {
        return status >= 200 && status < 300;
    }

    JsonObject json() {
        return opensWith('{') ? new JsonObject(CODEC.fromBuffer(body, Map.class)) : new JsonObject();
    }

    JsonArray array() {
        return opensWith('[') ? new JsonArray(CODEC.fromBuffer(body, List.class)) : new JsonArray();
    }

    /** Whether the body's first character but JSON's whitespace is {@code bracket}. */
    private boolean opensWith(char bracket) {
        if (body == null) return false;
        for (int i = 0; i < body.length(); i++) {
            byte b = body.getByte(i);
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') return b == bracket;
        }
        return false;
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
