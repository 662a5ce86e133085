package io.sigment.emulator.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.EncodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.jackson.JacksonCodec;
import io.vertx.ext.web.RoutingContext;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Instant;

/** Writing JSON answers, and the error bodies of Google's and Apify's APIs. */
final class Replies {
    /**
     * Writes UTF-8 bytes straight away, a character outside the BMP as its four bytes (as the platforms do, and as
     * {@code encode()}'s text becomes): the same bytes as {@code Buffer.buffer(body.encode())} without the text (a
     * run's page of items is up to a few MB, and one emoji in it made the whole text two bytes a character).
     */
    private static final JsonFactory UTF8 = JsonFactory.builder()
            .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
            .build();

    private Replies() {}

    static void json(RoutingContext ctx, int status, Object body) {
        ctx.response()
                .setStatusCode(status)
                .putHeader("content-type", "application/json; charset=utf-8")
                .end(bytes(body));
    }

    /** {@code body} (a {@link JsonObject} or {@link JsonArray}) as JSON's UTF-8 bytes. */
    static Buffer bytes(Object body) {
        var out = new ByteArrayOutputStream(256);
        try (var generator = UTF8.createGenerator(out)) {
            JacksonCodec.encodeJson(body, generator);
        } catch (IOException e) {
            throw new EncodeException(e.getMessage());
        }
        return Buffer.buffer(out.toByteArray());
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
