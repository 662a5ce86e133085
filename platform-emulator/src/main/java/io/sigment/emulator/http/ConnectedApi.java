package io.sigment.emulator.http;

import io.sigment.common.Platform;
import io.sigment.emulator.world.World;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.Map;

/**
 * Insights of creators who connected their own account to Sigment (a stand-in for the creator-authorized
 * Instagram Graph {@code follower_demographics} and YouTube Analytics reports):
 * {@code GET /connected/v1/{platform}/accounts/{creator id}/demographics?access_token=}. Graph's response shape;
 * a creator who has not connected gets Graph's permission error.
 */
final class ConnectedApi {
    private final World world;
    private final String token;

    ConnectedApi(World world, String token) {
        this.world = world;
        this.token = token;
    }

    void mount(Router router) {
        router.get("/connected/v1/:platform/accounts/:id/demographics").handler(this::demographics);
    }

    private void demographics(RoutingContext ctx) {
        if (!token.equals(ctx.request().getParam("access_token"))) {
            graphError(ctx, 401, 190, "Invalid OAuth access token.");
            return;
        }
        Platform platform;
        try {
            platform = Platform.find(ctx.pathParam("platform")).orElseThrow(IllegalArgumentException::new);
        } catch (IllegalArgumentException e) {
            graphError(ctx, 404, 100, "Unsupported platform");
            return;
        }
        var creator = world.platform(platform).byId(ctx.pathParam("id"));
        if (creator.isEmpty()) {
            graphError(ctx, 404, 100, "Object with ID '" + ctx.pathParam("id") + "' does not exist");
        } else if (!creator.get().connected()) {
            graphError(
                    ctx,
                    403,
                    10,
                    "(#10) Application does not have permission for this action: the account is not connected");
        } else {
            var d = creator.get().demographics();
            var breakdowns = new JsonArray()
                    .add(breakdown("age", d.age()))
                    .add(breakdown("gender", d.gender()))
                    .add(breakdown("country", d.country()));
            var metric = new JsonObject()
                    .put("name", "follower_demographics")
                    .put("period", "lifetime")
                    .put("title", "Follower demographics")
                    .put("description", "Percent of followers by age, gender and country.")
                    .put("total_value", new JsonObject().put("breakdowns", breakdowns))
                    .put("id", creator.get().id() + "/insights/follower_demographics/lifetime");
            Replies.json(ctx, 200, new JsonObject().put("data", new JsonArray().add(metric)));
        }
    }

    private static JsonObject breakdown(String dimension, Map<String, Double> shares) {
        var results = new JsonArray();
        shares.forEach((key, value) -> results.add(new JsonObject()
                .put("dimension_values", new JsonArray().add(key))
                .put("value", value)));
        return new JsonObject()
                .put("dimension_keys", new JsonArray().add(dimension))
                .put("results", results);
    }

    private static void graphError(RoutingContext ctx, int status, int code, String message) {
        Replies.json(
                ctx,
                status,
                new JsonObject()
                        .put(
                                "error",
                                new JsonObject()
                                        .put("message", message)
                                        .put("type", "OAuthException")
                                        .put("code", code)
                                        .put("fbtrace_id", "emulator")));
    }
}
