package io.sigment.emulator.http;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.emulator.world.World;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Ground truth for tests, mounted only when enabled: {@code GET /_truth/{platform}/creators/{id or handle}}
 * (topic, subtopic, true impressions per post, the true audience: everyone who engaged with any recent post)
 * and {@code GET /_truth/{platform}/posts/{post id}} (true impressions and every engager with their counts).
 */
final class TruthApi {
    private final World world;

    TruthApi(World world) {
        this.world = world;
    }

    void mount(Router router) {
        router.get("/_truth/:platform/creators/:creator").handler(this::creator);
        router.get("/_truth/:platform/posts/:post").handler(this::post);
    }

    private Optional<PlatformWorld> platform(RoutingContext ctx) {
        try {
            return Optional.of(world.platform(
                    Platform.find(ctx.pathParam("platform")).orElseThrow(IllegalArgumentException::new)));
        } catch (IllegalArgumentException e) {
            Replies.json(ctx, 404, new JsonObject().put("error", "unknown platform"));
            return Optional.empty();
        }
    }

    private void creator(RoutingContext ctx) {
        platform(ctx).ifPresent(pw -> {
            var key = ctx.pathParam("creator");
            var found = pw.byId(key).or(() -> pw.byHandle(key));
            if (found.isEmpty()) {
                Replies.json(ctx, 404, new JsonObject().put("error", "no such creator"));
                return;
            }
            var c = found.get();
            var audience = new TreeMap<Integer, Integer>();
            var posts = new JsonArray();
            for (var p : c.posts()) {
                var engagers = pw.engagers(p);
                for (int i = 0; i < engagers.size(); i++)
                    audience.merge(engagers.people()[i], engagers.count(i), Integer::sum);
                posts.add(new JsonObject()
                        .put("id", p.id())
                        .put("published_at", Replies.iso(p.publishedAt()))
                        .put("impressions", p.impressions())
                        .put("engagers", engagers.size())
                        .put("comments_disabled", p.commentsDisabled()));
            }
            var body = summary(c).put("posts", posts).put("audience_size", audience.size());
            if ("true".equals(ctx.request().getParam("people"))) {
                var people = new JsonArray();
                audience.forEach((person, count) -> people.add(
                        new JsonObject().put("id", pw.ids().personId(person)).put("engagements", count)));
                body.put("audience", people);
            }
            Replies.json(ctx, 200, body);
        });
    }

    private void post(RoutingContext ctx) {
        platform(ctx).ifPresent(pw -> {
            var found = pw.post(ctx.pathParam("post")).or(() -> pw.postByShortCode(ctx.pathParam("post")));
            if (found.isEmpty()) {
                Replies.json(ctx, 404, new JsonObject().put("error", "no such post"));
                return;
            }
            var p = found.get();
            var engagers = pw.engagers(p);
            var people = new JsonArray();
            for (int i = 0; i < engagers.size(); i++) {
                int person = engagers.people()[i];
                people.add(new JsonObject()
                        .put("id", pw.ids().personId(person))
                        .put("handle", pw.ids().personHandle(person))
                        .put("likes", engagers.likes()[i])
                        .put("comments", engagers.comments()[i])
                        .put("bot", pw.isBot(person)));
            }
            Replies.json(
                    ctx,
                    200,
                    new JsonObject()
                            .put("id", p.id())
                            .put("creator", summary(pw.creatorOf(p)))
                            .put("impressions", p.impressions())
                            .put("comments_disabled", p.commentsDisabled())
                            .put("engagers", people));
        });
    }

    private static JsonObject summary(Creator c) {
        return new JsonObject()
                .put("id", c.id())
                .put("handle", c.handle())
                .put("name", c.name())
                .put("topic", c.subtopic().topic())
                .put("subtopic", c.subtopic().name())
                .put("followers", c.followers())
                .put("connected", c.connected())
                .put("pod", c.pod());
    }
}
