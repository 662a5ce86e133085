package io.sigment.scraper.platform;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Optional;

/**
 * One workspace's fair share of what the deployment may spend on the platforms per day: YouTube's quota units
 * (reset at midnight Pacific time) and the scraping provider's actor runs (reset at midnight UTC). A search takes
 * its cost ({@value #YOUTUBE_SEARCH_UNITS} units, or one run) before it runs; the scrapes and topic searches of the
 * workspace's jobs add what each platform call spends, as it is made, so a resumed scrape counts only the calls it
 * makes again. Past its share a workspace's searches answer from the catalog and its new paid jobs do not start
 * (jobs already running finish); the other workspaces keep theirs.
 */
public final class PlatformShares {
  static final long YOUTUBE_SEARCH_UNITS = 101;
  private static final ZoneId PACIFIC = QuotaBudget.PACIFIC;

  private final Vertx vertx;
  private final Clock clock;
  private final long youtubeShare;
  private final long providerShare;

  /** {@code sharePercent} of {@code youtubeDailyUnits} and of {@code providerDailyRuns} per workspace. */
  public PlatformShares(Vertx vertx, Clock clock, int sharePercent, long youtubeDailyUnits, long providerDailyRuns) {
    this.vertx = vertx;
    this.clock = clock;
    this.youtubeShare = youtubeDailyUnits * sharePercent / 100;
    this.providerShare = providerDailyRuns * sharePercent / 100;
  }

  /** Takes one search's cost from the workspace's share; the note for the agent when the share is spent. */
  public Future<Optional<String>> takeSearch(Platform platform, String workspaceId) {
    var youtube = platform == Platform.YOUTUBE;
    return counter(platform, workspaceId).take(youtube ? YOUTUBE_SEARCH_UNITS : 1, share(platform))
        .map(taken -> taken ? Optional.<String>empty() : Optional.of(searchNote(platform)));
  }

  /** Counts what the workspace's platform calls spend; a call without a workspace counts against none. */
  public SpendMeter meter(Platform platform, String workspaceId) {
    if (workspaceId == null) return SpendMeter.NONE;
    var counter = counter(platform, workspaceId);
    return units -> counter.add(units).mapEmpty();
  }

  /**
   * The internal action {@code platform_share}: args {@code platforms} (keys). Fails with "Sigment is busy" naming
   * when the share resets if the caller's workspace has used its share of any of them today; else answers with each
   * platform's {@code used}, {@code share} and {@code resets_at}.
   */
  public Future<JsonObject> check(Caller caller, JsonObject args) {
    if (caller.workspaceId() == null) return Future.failedFuture(ToolError.workspaceNotFound());
    var platforms = ToolArgs.strings(args, "platforms", Platform.values().length).stream().map(Platform::parse).toList();
    var used = platforms.stream().map(p -> counter(p, caller.workspaceId()).used()).toList();
    return Future.all(used).compose(all -> {
      var answer = new JsonArray();
      var spent = new ArrayList<String>();
      for (int i = 0; i < platforms.size(); i++) {
        var platform = platforms.get(i);
        long units = used.get(i).result();
        answer.add(new JsonObject().put("platform", platform.key()).put("used", units).put("share", share(platform))
            .put("resets_at", resets(platform).toString()));
        if (units >= share(platform)) spent.add(platform.title() + " resets at " + resetText(platform));
      }
      if (spent.isEmpty()) return Future.succeededFuture(new JsonObject().put("platforms", answer));
      return Future.failedFuture(new ToolError(ToolError.Kind.BUSY, "Sigment is busy: this workspace used its share "
          + "of today's platform budget for searches and scrapes, so no new analysis or discovery on these platforms "
          + "can start now (jobs already running finish). The share of " + String.join("; of ", spent)
          + ". Start it after that, or use platforms with share left."));
    });
  }

  private DailyCounter counter(Platform platform, String workspaceId) {
    return new DailyCounter(vertx, "sigment.scraper.platform-share." + platform.key() + "." + workspaceId,
        zone(platform), clock);
  }

  private long share(Platform platform) {
    return platform == Platform.YOUTUBE ? youtubeShare : providerShare;
  }

  private static ZoneId zone(Platform platform) {
    return platform == Platform.YOUTUBE ? PACIFIC : ZoneOffset.UTC;
  }

  private Instant resets(Platform platform) {
    var zone = zone(platform);
    return LocalDate.ofInstant(clock.instant(), zone).plusDays(1).atStartOfDay(zone).toInstant();
  }

  private String resetText(Platform platform) {
    return resets(platform) + " (midnight " + (zone(platform) == PACIFIC ? "Pacific time" : "UTC") + ")";
  }

  private String searchNote(Platform platform) {
    return "Sigment is busy: this workspace used its share of today's " + platform.title() + " searches, so "
        + platform.title() + " was not searched again; results come from Sigment's catalog. The share resets at "
        + resetText(platform) + ".";
  }
}
