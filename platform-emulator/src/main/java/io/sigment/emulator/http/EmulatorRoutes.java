package io.sigment.emulator.http;

import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.emulator.world.World;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.handler.BodyHandler;

/** Every route of the emulator, with fault injection in front of the platform APIs (not of the truth). */
public record EmulatorRoutes(Router router, Faults faults, Usage usage) {

    public static EmulatorRoutes create(Vertx vertx, World world, Config config) {
        var router = Router.router(vertx);
        var faults = new Faults(vertx, FaultInjection.fromConfig(config));
        var usage = new Usage();
        router.route("/youtube/*").handler(faults);
        // The body is read before an injected delay: a request body arriving while the fault timer waits is lost.
        router.route("/v2/*")
                .handler(BodyHandler.create(false).setBodyLimit(1 << 20))
                .handler(faults);
        router.route("/connected/*").handler(faults);
        new YouTubeApi(
                        world.platform(Platform.YOUTUBE),
                        config.get(Setting.YOUTUBE_API_KEY),
                        config.integer(Setting.EMULATOR_YOUTUBE_QUOTA),
                        usage)
                .mount(router);
        var apify = new ApifyApi(
                config.get(Setting.SCRAPER_API_TOKEN), config.integer(Setting.EMULATOR_RUN_LATENCY_MS), usage);
        new InstagramActors(world.platform(Platform.INSTAGRAM)).register(apify);
        new TikTokActors(world.platform(Platform.TIKTOK)).register(apify);
        apify.mount(router);
        new ConnectedApi(world, config.get(Setting.SCRAPER_API_TOKEN)).mount(router);
        if (config.bool(Setting.EMULATOR_TRUTH)) {
            new TruthApi(world).mount(router);
            router.get("/_stats").handler(ctx -> Replies.json(ctx, 200, usage.toJson()));
        }
        router.get("/")
                .handler(ctx -> Replies.json(
                        ctx,
                        200,
                        new JsonObject()
                                .put("service", "platform-emulator")
                                .put("seed", world.seed())
                                .put(
                                        "creators_per_platform",
                                        world.platform(Platform.YOUTUBE)
                                                .creators()
                                                .size())));
        return new EmulatorRoutes(router, faults, usage);
    }
}
