package io.sigment.scraper.platform;

import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.vertx.core.Vertx;
import io.vertx.core.http.PoolOptions;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import java.util.EnumMap;
import java.util.Map;

/**
 * The adapter of each platform, built from configuration: base URLs and credentials (default: the local
 * emulator on {@code SIGMENT_EMULATOR_PORT}), one HTTP client with its own breaker per platform.
 */
public final class PlatformSources {
  private final WebClient client;
  private final Map<Platform, PlatformSource> sources = new EnumMap<>(Platform.class);
  private final ConnectedAccounts connected;

  public PlatformSources(Vertx vertx, Config config) {
    // Each platform limits its own requests in flight; the pool holds enough connections for all of them.
    this.client = WebClient.create(vertx,
        new WebClientOptions().setKeepAlive(true).setDecompressionSupported(true).setUserAgent("sigment-scraper"),
        new PoolOptions().setHttp1MaxSize(3 * config.integer(Setting.SCRAPER_CONCURRENCY)));
    var emulator = "http://127.0.0.1:" + config.get(Setting.EMULATOR_PORT);
    var youtubeBase = config.optional(Setting.YOUTUBE_API_BASE).orElse(emulator + "/youtube/v3");
    var providerBase = config.optional(Setting.SCRAPER_API_BASE).orElse(emulator);
    var token = config.get(Setting.SCRAPER_API_TOKEN);
    var quota = new QuotaBudget(vertx, config.integer(Setting.YOUTUBE_DAILY_QUOTA));
    sources.put(Platform.YOUTUBE, new YouTubeDataApi(new PlatformHttp(vertx, client, Platform.YOUTUBE, config), quota,
        youtubeBase, config.get(Setting.YOUTUBE_API_KEY)));
    var actors = new Actors(config.list(Setting.SCRAPER_ACTORS));
    for (var platform : new Platform[] {Platform.INSTAGRAM, Platform.TIKTOK}) {
      sources.put(platform, new ScrapingProvider(platform, new PlatformHttp(vertx, client, platform, config), actors,
          providerBase, token));
    }
    var connectedBase = config.optional(Setting.CONNECTED_API_BASE).orElse(emulator);
    this.connected = new ConnectedAccounts(new PlatformHttp(vertx, client, Platform.INSTAGRAM, config),
        connectedBase, token);
  }

  public PlatformSource of(Platform platform) {
    return sources.get(platform);
  }

  public ConnectedAccounts connected() {
    return connected;
  }

  public void close() {
    client.close();
  }
}
