package io.sigment.emulator.http;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.time.Instant;

/** Writing JSON answers, and the error bodies of Google's and Apify's APIs. */
final class Replies {
    private Replies() {}

    static void json(RoutingContext ctx, int status, Object body) {
        var text = body instanceof JsonObject o ? o.encode() : ((JsonArray) body).encode();
        ctx.response()
                .setStatusCode(status)
                .putHeader("content-type", "application/json; charset=utf-8")
                .end(text);
    }

    /** Google's error body: {@code {"error": {"code", "message", "errors": [{message, domain, reason}]}}}. */
    static void google(RoutingContext ctx, int status, String reason, String domain, String message) {
        var error =
                new JsonObject().put("message", message).put("domain", domain).put("reason", reason);
        var body = new JsonObject()
                .put(
                        "error",
                        new JsonObject()
                                .put("code", status)
                                .put("message", message)
                                .put("errors", new JsonArray().add(error)));
        json(ctx, status, body);
    }

    static void googleQuotaExceeded(RoutingContext ctx) {
        google(
                ctx,
                403,
                "quotaExceeded",
                "youtube.quota",
                "The request cannot be completed because you have exceeded your <a "
                        + "href=\"/youtube/v3/getting-started#quota\">quota</a>.");
    }

    /** Apify's error body: {@code {"error": {"type", "message"}}}. */
    static void apify(RoutingContext ctx, int status, String type, String message) {
        json(
                ctx,
                status,
                new JsonObject().put("error", new JsonObject().put("type", type).put("message", message)));
    }

    static void badRequestGoogle(RoutingContext ctx, String message) {
        google(ctx, 400, "badRequest", "global", message);
    }

    static String iso(long epochSeconds) {
        return Instant.ofEpochSecond(epochSeconds).toString();
    }

    /** Instagram's timestamp form, e.g. {@code 2025-05-02T15:00:00.000Z}. */
    static String isoMillis(long epochSeconds) {
        return Instant.ofEpochSecond(epochSeconds).toString().replace("Z", ".000Z");
    }
}
