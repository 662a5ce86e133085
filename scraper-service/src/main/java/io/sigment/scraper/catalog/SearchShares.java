package io.sigment.scraper.catalog;

import io.sigment.common.Platform;
import io.sigment.scraper.platform.DailyCounter;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;

/**
 * One workspace's fair share of what the deployment may spend on platform searches per day: YouTube's quota units
 * (a search costs {@value #YOUTUBE_SEARCH_UNITS}, reset at midnight Pacific time) and the scraping provider's runs
 * (one per search, reset at midnight UTC). A workspace past its share gets catalog results and a note naming when
 * it resets; the other workspaces keep theirs.
 */
public final class SearchShares {
  static final long YOUTUBE_SEARCH_UNITS = 101;
  private static final ZoneId PACIFIC = ZoneId.of("America/Los_Angeles");

  private final Vertx vertx;
  private final Clock clock;
  private final long youtubeShare;
  private final long providerShare;

  /** {@code sharePercent} of {@code youtubeDailyUnits} and of {@code providerDailyRuns} per workspace. */
  public SearchShares(Vertx vertx, Clock clock, int sharePercent, long youtubeDailyUnits, long providerDailyRuns) {
    this.vertx = vertx;
    this.clock = clock;
    this.youtubeShare = youtubeDailyUnits * sharePercent / 100;
    this.providerShare = providerDailyRuns * sharePercent / 100;
  }

  /** Takes one search's cost from the workspace's share; the note for the agent when the share is spent. */
  Future<Optional<String>> take(Platform platform, String workspaceId) {
    var youtube = platform == Platform.YOUTUBE;
    var zone = youtube ? PACIFIC : ZoneOffset.UTC;
    var counter = new DailyCounter(vertx, "sigment.scraper.search-share." + platform.key() + "." + workspaceId, zone,
        clock);
    return counter.take(youtube ? YOUTUBE_SEARCH_UNITS : 1, youtube ? youtubeShare : providerShare)
        .map(taken -> taken ? Optional.<String>empty() : Optional.of(spent(platform, zone)));
  }

  private String spent(Platform platform, ZoneId zone) {
    var resets = LocalDate.now(clock.withZone(zone)).plusDays(1).atStartOfDay(zone).toInstant();
    return "Sigment is busy: this workspace used its share of today's " + platform.title() + " searches, so "
        + platform.title() + " was not searched again; results come from Sigment's catalog. The share resets at "
        + resets + " (midnight " + (zone == PACIFIC ? "Pacific time" : "UTC") + ").";
  }
}
