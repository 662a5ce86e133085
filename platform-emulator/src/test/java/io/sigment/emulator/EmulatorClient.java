package io.sigment.emulator;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import java.util.Map;

/** A test's emulator on a free port with a small world, and a plain HTTP client to it. */
final class EmulatorClient implements AutoCloseable {
    /** A synchronous actor run's path after the actor, with the emulator's token. */
    static final String RUN = "/run-sync-get-dataset-items?token=emulator-token";

    final Vertx vertx = Vertx.vertx();
    final PlatformEmulator emulator;
    final WebClient http = WebClient.create(vertx);

    EmulatorClient(boolean truth) {
        this(truth, 0);
    }

    EmulatorClient(boolean truth, long runLatencyMs) {
        var config = Config.of(Map.of())
                .with(Setting.EMULATOR_PORT, 0)
                .with(Setting.EMULATOR_SIZE, 120)
                .with(Setting.EMULATOR_SEED, 11)
                .with(Setting.EMULATOR_TRUTH, truth)
                .with(Setting.EMULATOR_YOUTUBE_QUOTA, 2000)
                .with(Setting.EMULATOR_RUN_LATENCY_MS, runLatencyMs);
        emulator = PlatformEmulator.start(vertx, config).await();
    }

    HttpResponse<Buffer> get(String pathAndQuery, Map<String, String> headers) {
        var request = http.getAbs(emulator.baseUrl() + pathAndQuery);
        headers.forEach(request::putHeader);
        return request.send().await();
    }

    HttpResponse<Buffer> get(String pathAndQuery) {
        return get(pathAndQuery, Map.of());
    }

    HttpResponse<Buffer> post(String pathAndQuery, JsonObject body) {
        return http.postAbs(emulator.baseUrl() + pathAndQuery)
                .sendJsonObject(body)
                .await();
    }

    /** A synchronous run of the scraping API's {@code actor} (e.g. {@code apify~instagram-post-scraper}). */
    HttpResponse<Buffer> run(String actor, JsonObject input) {
        return post("/v2/acts/" + actor + RUN, input);
    }

    @Override
    public void close() {
        vertx.close().await();
    }
}
