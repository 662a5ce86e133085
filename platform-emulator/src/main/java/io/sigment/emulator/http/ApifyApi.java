package io.sigment.emulator.http;

import io.vertx.core.Future;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.util.HashMap;
import java.util.Map;

/**
 * The scraping provider's API, modelled on Apify v2: {@code POST /v2/acts/{actorId}/run-sync-get-dataset-items}
 * with the token as {@code ?token=} (or {@code Authorization: Bearer}), the actor's JSON input as body, and the
 * dataset items as a JSON array (status 201), sliced by the {@code offset} and {@code limit} query parameters.
 */
final class ApifyApi {
    static final String PATH = "/v2/acts/:actorId/run-sync-get-dataset-items";

    private final String token;
    private final long runLatencyMs;
    private final Usage usage;
    private final Map<String, Actor> actors = new HashMap<>();

    /** {@code runLatencyMs}: how long each run takes to start (a real actor's container start is seconds). */
    ApifyApi(String token, long runLatencyMs, Usage usage) {
        this.token = token;
        this.runLatencyMs = runLatencyMs;
        this.usage = usage;
    }

    ApifyApi actor(String id, Actor actor) {
        actors.put(id, actor);
        return this;
    }

    void mount(Router router) {
        router.post(PATH)
                .handler(BodyHandler.create(false).setBodyLimit(1 << 20))
                .handler(this::run);
    }

    private void run(RoutingContext ctx) {
        var given = ctx.request().getParam("token");
        var auth = ctx.request().getHeader("Authorization");
        if (given == null && auth != null && auth.startsWith("Bearer ")) given = auth.substring(7);
        if (given == null || given.isEmpty()) {
            Replies.apify(ctx, 401, "token-not-provided", "Authentication token was not provided");
            return;
        }
        if (!given.equals(token)) {
            Replies.apify(
                    ctx, 401, "user-or-token-not-found", "User was not found or authentication token is not valid");
            return;
        }
        if (Faults.quotaExhausted(ctx)) {
            Replies.apify(
                    ctx,
                    402,
                    "not-enough-usage-to-run-paid-actor",
                    "You have exceeded your monthly usage limit. Upgrade your plan or wait for the next billing cycle.");
            return;
        }
        var actor = actors.get(ctx.pathParam("actorId").replace('/', '~'));
        if (actor == null) {
            Replies.apify(ctx, 404, "record-not-found", "Actor was not found");
            return;
        }
        JsonObject input;
        try {
            input = ctx.body().length() == 0 ? new JsonObject() : ctx.body().asJsonObject();
        } catch (DecodeException | ClassCastException e) {
            Replies.apify(ctx, 400, "invalid-input", "Input is not valid: the body must be a JSON object");
            return;
        }
        // An actor run computes engagers of many posts: off the event loop, as a real provider runs it elsewhere.
        var actorInput = input == null ? new JsonObject() : input;
        var runToken = given;
        Future<?> started = runLatencyMs > 0 ? ctx.vertx().timer(runLatencyMs) : Future.succeededFuture();
        started.compose(v -> ctx.vertx().executeBlocking(() -> actor.run(actorInput), false))
                .onComplete(run -> {
                    if (run.succeeded()) {
                        var items = slice(run.result(), ctx);
                        usage.run(runToken, items.size());
                        Replies.json(ctx, 201, items);
                    } else if (run.cause() instanceof Actor.InvalidInput e) {
                        Replies.apify(ctx, 400, "invalid-input", e.getMessage());
                    } else {
                        ctx.fail(run.cause());
                    }
                });
    }

    private static JsonArray slice(JsonArray items, RoutingContext ctx) {
        int offset = intParam(ctx, "offset", 0);
        int limit = intParam(ctx, "limit", Integer.MAX_VALUE);
        var out = new JsonArray();
        for (int i = offset; i < items.size() && out.size() < limit; i++) out.add(items.getValue(i));
        return out;
    }

    private static int intParam(RoutingContext ctx, String name, int defaultValue) {
        try {
            var text = ctx.request().getParam(name);
            return text == null ? defaultValue : Math.max(0, Integer.parseInt(text));
        } catch (NumberFormatException e) {
            return defaultValue;
        }
    }
}
