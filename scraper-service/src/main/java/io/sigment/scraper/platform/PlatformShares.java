package io.sigment.scraper.platform;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.scraper.PlatformShare;
import io.sigment.common.api.scraper.PlatformShareRequest;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
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
 * makes again. Past its share a workspace's searches answer from the catalog, and its new paid jobs still start but
 * are marked {@code over_share}: they wait behind other workspaces' jobs when the platform is contended and run
 * when it is free. Only when the deployment's whole daily budget of a platform is spent do new jobs not start.
 */
public final class PlatformShares {
    static final long YOUTUBE_SEARCH_UNITS = 101;
    private static final ZoneId PACIFIC = QuotaBudget.PACIFIC;

    private final Vertx vertx;
    private final Clock clock;
    private final long youtubeShare;
    private final long providerShare;
    private final long youtubeDaily;
    private final long providerDaily;

    /** {@code sharePercent} of {@code youtubeDailyUnits} and of {@code providerDailyRuns} per workspace. */
    public PlatformShares(Vertx vertx, Clock clock, int sharePercent, long youtubeDailyUnits, long providerDailyRuns) {
        this.vertx = vertx;
        this.clock = clock;
        this.youtubeShare = youtubeDailyUnits * sharePercent / 100;
        this.providerShare = providerDailyRuns * sharePercent / 100;
        this.youtubeDaily = youtubeDailyUnits;
        this.providerDaily = providerDailyRuns;
    }

    /** Takes one search's cost from the workspace's share; the note for the agent when the share is spent. */
    public Future<Optional<String>> takeSearch(Platform platform, String workspaceId) {
        var youtube = platform == Platform.YOUTUBE;
        var units = youtube ? YOUTUBE_SEARCH_UNITS : 1;
        return counter(platform, workspaceId)
                .take(units, share(platform))
                .compose(taken -> taken
                        ? total(platform).add(units).map(Optional.<String>empty())
                        : Future.succeededFuture(Optional.of(searchNote(platform))));
    }

    /** Counts what the workspace's platform calls spend; a call without a workspace counts against none. */
    public SpendMeter meter(Platform platform, String workspaceId) {
        if (workspaceId == null) return SpendMeter.NONE;
        var counter = counter(platform, workspaceId);
        var total = total(platform);
        return units -> counter.add(units).compose(v -> total.add(units)).mapEmpty();
    }

    /**
     * The internal action {@code platform_share}: args {@code platforms} (keys). Answers with each platform's
     * {@code used}, {@code share}, {@code over_share} and {@code resets_at}, and {@code over_share} when the caller's
     * workspace used its share of any of them today (its job then waits behind others' when contended). Fails with
     * "Sigment is busy" (the daily budget is used up) naming the reset only when the deployment's whole daily budget of
     * one of them
     * is spent.
     */
    public Future<JsonObject> check(Caller caller, JsonObject args) {
        if (caller.workspaceId() == null) return Future.failedFuture(ToolError.workspaceNotFound());
        var asked = PlatformShareRequest.fromJson(args).platforms();
        if (asked == null || asked.isEmpty() || asked.size() > Platform.values().length) {
            return Future.failedFuture(
                    ToolError.invalidArguments("platforms: 1-" + Platform.values().length + " platforms"));
        }
        var platforms = asked.stream().map(Platform::parse).distinct().toList();
        var used = platforms.stream()
                .map(p -> counter(p, caller.workspaceId()).used())
                .toList();
        var totals = platforms.stream().map(p -> total(p).used()).toList();
        return Future.all(Future.all(used), Future.all(totals)).compose(all -> {
            var answer = new ArrayList<PlatformShare.Use>();
            var spent = new ArrayList<String>();
            boolean overShare = false;
            for (int i = 0; i < platforms.size(); i++) {
                var platform = platforms.get(i);
                long units = used.get(i).result();
                boolean over = units >= share(platform);
                overShare |= over;
                answer.add(new PlatformShare.Use(
                        platform.key(),
                        units,
                        share(platform),
                        over,
                        resets(platform).toString()));
                if (totals.get(i).result() >= daily(platform))
                    spent.add(platform.title() + " resets at " + resetText(platform));
            }
            if (!spent.isEmpty()) return Future.failedFuture(ToolError.platformBudgetSpent(String.join("; ", spent)));
            return Future.succeededFuture(new PlatformShare(answer, overShare).toJson());
        });
    }

    private DailyCounter total(Platform platform) {
        return new DailyCounter(vertx, "sigment.scraper.platform-total." + platform.key(), zone(platform), clock);
    }

    private long daily(Platform platform) {
        return platform == Platform.YOUTUBE ? youtubeDaily : providerDaily;
    }

    private DailyCounter counter(Platform platform, String workspaceId) {
        return new DailyCounter(
                vertx, "sigment.scraper.platform-share." + platform.key() + "." + workspaceId, zone(platform), clock);
    }

    private long share(Platform platform) {
        return platform == Platform.YOUTUBE ? youtubeShare : providerShare;
    }

    private static ZoneId zone(Platform platform) {
        return platform == Platform.YOUTUBE ? PACIFIC : ZoneOffset.UTC;
    }

    private Instant resets(Platform platform) {
        var zone = zone(platform);
        return LocalDate.ofInstant(clock.instant(), zone)
                .plusDays(1)
                .atStartOfDay(zone)
                .toInstant();
    }

    private String resetText(Platform platform) {
        return resets(platform) + " (midnight " + (zone(platform) == PACIFIC ? "Pacific time" : "UTC") + ")";
    }

    private String searchNote(Platform platform) {
        return "This workspace used its share of today's " + platform.title() + " searches, so "
                + platform.title()
                + " was not searched again; results come from Sigment's catalog. The share resets at "
                + resetText(platform) + ".";
    }
}
