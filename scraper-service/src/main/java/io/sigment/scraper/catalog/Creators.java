package io.sigment.scraper.catalog;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.scraper.CreatorProfile;
import io.sigment.common.api.scraper.CreatorSearch;
import io.sigment.common.api.scraper.KnownCreator;
import io.sigment.common.api.scraper.KnownCreators;
import io.sigment.common.api.scraper.KnownCreatorsRequest;
import io.sigment.common.api.scraper.ScraperTools;
import io.sigment.common.db.StoredTime;
import io.sigment.scraper.catalog.CatalogStore.StoredCreator;
import io.sigment.scraper.platform.PlatformFailure;
import io.sigment.scraper.platform.PlatformShares;
import io.sigment.scraper.platform.PlatformSources;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;

/**
 * The discovery tools {@code search_creators} and {@code get_creator}. Searches go to the platforms (Instagram
 * and YouTube) at most once a day per query; answers come from the catalog they fill.
 */
public final class Creators {
    static final List<Platform> SEARCHED = List.of(Platform.INSTAGRAM, Platform.YOUTUBE);
    private static final Duration SEARCH_FRESH = Duration.ofHours(24);
    private static final Duration PROFILE_FRESH = Duration.ofHours(24);
    private static final int PLATFORM_SEARCH_SIZE = 10;

    private final CatalogStore catalog;
    private final PlatformSources sources;
    private final PlatformShares shares;
    private final Clock clock;
    private final SearchesInFlight searching = new SearchesInFlight();

    public Creators(CatalogStore catalog, PlatformSources sources, PlatformShares shares, Clock clock) {
        this.catalog = catalog;
        this.sources = sources;
        this.shares = shares;
        this.clock = clock;
    }

    /**
     * {@code search_creators}: args {@code query} (2-200 chars), {@code limit} (1-10, default 5). Answers within the
     * caller's {@code budget}: a platform search still running by then goes on filling the catalog, and this answer
     * says which platform it may miss.
     */
    public Future<JsonObject> search(Caller caller, JsonObject args, Duration budget) {
        var input = ScraperTools.SEARCH_CREATORS.read(args);
        var query = input.query().trim();
        int limit = input.limit();
        if (query.replace("@", "").isBlank()) throw ToolError.invalidArguments("query: give a handle or a name");
        var notes = new JsonArray();
        var refreshes = SEARCHED.stream()
                .map(p -> refreshSearch(p, caller.workspaceId(), query, notes))
                .toList();
        var vertx = Vertx.currentContext().owner();
        var answerBy = Promise.<Void>promise();
        var timer = vertx.setTimer(answerWithin(budget).toMillis(), id -> answerBy.tryComplete());
        Future.join(refreshes).onComplete(done -> {
            vertx.cancelTimer(timer);
            answerBy.tryComplete();
        });
        return answerBy.future()
                .map(v -> {
                    for (int i = 0; i < SEARCHED.size(); i++) {
                        if (!refreshes.get(i).isComplete()) notes.add(lateNote(SEARCHED.get(i)));
                    }
                    return v;
                })
                .compose(v -> catalog.search(SEARCHED, query, limit))
                .map(found -> new CreatorSearch(
                                query,
                                found.stream()
                                        .map(c -> CreatorSearch.Found.of(
                                                c.platform(),
                                                c.platformId(),
                                                c.handle(),
                                                c.name(),
                                                c.followers(),
                                                c.url()))
                                        .toList(),
                                found.isEmpty()
                                        ? "No Instagram or YouTube creator matches \"" + query
                                                + "\". Try another spelling of the handle or name."
                                        : null,
                                notes.stream().map(String.class::cast).toList())
                        .toJson());
    }

    /** Time left for the platforms once the catalog read and the reply's way back are set aside. */
    static Duration answerWithin(Duration budget) {
        return Duration.ofMillis(Math.max(100, budget.toMillis() * 3 / 4 - 500));
    }

    private static String lateNote(Platform platform) {
        return platform.title() + " search did not finish in time; results may miss " + platform.title()
                + " creators. Search again in a minute for the complete result.";
    }

    /**
     * Searches the platform unless the catalog has this query from the last day (no units spent twice for it) or
     * the workspace has used its share of the platform today. The same query already being searched on the platform
     * by this process is waited for, not asked again ({@link SearchesInFlight}), and spends no share.
     */
    private Future<Void> refreshSearch(Platform platform, String workspaceId, String query, JsonArray notes) {
        var joined = searching.running(platform, query);
        if (joined.isPresent()) return joined.get().recover(cause -> platformNote(platform, cause, notes));
        return catalog.searchedRecently(platform, query, SEARCH_FRESH)
                .compose(fresh -> fresh
                        ? Future.<Void>succeededFuture()
                        : shares.takeSearch(platform, workspaceId == null ? "-" : workspaceId)
                                .compose(refused -> {
                                    if (refused.isPresent()) {
                                        notes.add(refused.get());
                                        return Future.<Void>succeededFuture();
                                    }
                                    return searching.runOrJoin(
                                            platform,
                                            query,
                                            () -> sources.interactive(platform)
                                                    .search(query, PLATFORM_SEARCH_SIZE)
                                                    .compose(catalog::upsertAll)
                                                    .compose(v -> catalog.markSearched(platform, query)));
                                }))
                .recover(cause -> platformNote(platform, cause, notes));
    }

    /** A platform's failure to search becomes a note on the answer; any other failure stays one. */
    private static Future<Void> platformNote(Platform platform, Throwable cause, JsonArray notes) {
        if (!(cause instanceof PlatformFailure failure)) return Future.failedFuture(cause);
        synchronized (notes) {
            notes.add(platform.title() + " search is unavailable right now (" + failure.getMessage()
                    + "); results may miss " + platform.title() + " creators.");
        }
        return Future.succeededFuture();
    }

    /** {@code get_creator}: args {@code platform}, {@code creator_id} (Instagram handle or id; YouTube/TikTok id). */
    public Future<JsonObject> get(Caller caller, JsonObject args) {
        var input = ScraperTools.GET_CREATOR.read(args);
        var platform = input.platform();
        var creatorId = input.creatorId().trim();
        return catalog.find(platform, creatorId)
                .compose(stored -> {
                    if (stored.isPresent() && isFresh(stored.get().fetchedAt())) {
                        // A creator first stored by a search was never asked about a connection: ask now, spending no
                        // platform units.
                        return isFresh(stored.get().connectionCheckedAt())
                                ? Future.succeededFuture(stored)
                                : checkConnection(platform, stored.get().platformId());
                    }
                    var key = stored.map(s -> platform == Platform.YOUTUBE ? s.platformId() : s.handle())
                            .orElse(creatorId);
                    return refreshProfile(platform, caller.workspaceId(), key).recover(cause -> {
                        if (stored.isPresent() && cause instanceof PlatformFailure)
                            return Future.succeededFuture(stored);
                        return Future.failedFuture(cause);
                    });
                })
                .map(found -> found.map(Creators::describe)
                        .orElseThrow(() -> ToolError.notFound("No " + platform.title()
                                + " creator matches creator_id \"" + creatorId
                                + "\". Find the creator with search_creators and pass its id"
                                + (platform == Platform.INSTAGRAM ? " or handle" : "") + " as creator_id.")))
                .recover(Creators::asToolError);
    }

    private Future<Optional<StoredCreator>> refreshProfile(Platform platform, String workspaceId, String key) {
        return sources.interactive(platform, shares.meter(platform, workspaceId))
                .profile(key)
                .compose(profile -> {
                    if (profile.isEmpty()) return Future.succeededFuture(Optional.<StoredCreator>empty());
                    var p = profile.get();
                    return catalog.upsert(p).compose(v -> checkConnection(platform, p.platformId()));
                });
    }

    /** Asks the connected-accounts API; if it fails, what the catalog knew about the connection stays as it was. */
    private Future<Optional<StoredCreator>> checkConnection(Platform platform, String platformId) {
        return sources.connected()
                .demographics(platform, platformId)
                .compose(demographics -> catalog.setConnected(platform, platformId, demographics.orElse(null)))
                .recover(cause ->
                        cause instanceof PlatformFailure ? Future.succeededFuture() : Future.failedFuture(cause))
                .compose(v -> catalog.find(platform, platformId));
    }

    private boolean isFresh(OffsetDateTime at) {
        return at != null && at.isAfter(OffsetDateTime.now(clock).minus(PROFILE_FRESH));
    }

    /**
     * {@code known_creators} (internal, for the shared list page): args {@code platform}, {@code handles} (1-1000).
     * Reply {@code creators}: handle, followers and median_views of those the catalog already has; nothing is fetched.
     */
    public Future<JsonObject> known(Caller caller, JsonObject args) {
        var request = KnownCreatorsRequest.fromJson(args);
        return catalog.known(request.platform(), request.handles())
                .map(found -> new KnownCreators(
                                request.platform(),
                                found.stream()
                                        .map(k -> new KnownCreator(k.handle(), k.followers(), k.medianViews()))
                                        .toList())
                        .toJson());
    }

    static JsonObject describe(StoredCreator c) {
        return new CreatorProfile(
                        c.platform(),
                        c.platformId(),
                        c.handle(),
                        c.name(),
                        c.bio(),
                        c.followers(),
                        c.country(),
                        c.language(),
                        c.mediaCount(),
                        c.url(),
                        StoredTime.text(c.fetchedAt()),
                        c.connected(),
                        demographics(c))
                .toJson();
    }

    /** The creator's audience demographics (an object) if they connected their account, else a sentence why not. */
    private static Object demographics(StoredCreator c) {
        if (c.connected() && c.demographics() != null) {
            return c.demographics()
                    .copy()
                    .put("unit", "percent of followers")
                    .put("source", "the creator's connected " + c.platform().title() + " account");
        }
        if (c.connectionCheckedAt() == null) {
            return "Not available right now: Sigment could not reach the connected-accounts "
                    + "service to check whether this creator connected their "
                    + c.platform().title() + " account. Call "
                    + "get_creator again in a few minutes; meanwhile choose by bio, location, language and content.";
        }
        return "Not available: this creator has not connected their "
                + c.platform().title()
                + " account to Sigment, so there are no audience demographics (age, gender, geo) for them. Sigment "
                + "does "
                + "not estimate them; choose by bio, location, language and content instead.";
    }

    static <T> Future<T> asToolError(Throwable cause) {
        if (cause instanceof PlatformFailure failure) {
            return Future.failedFuture(failure.busy(""));
        }
        return Future.failedFuture(cause);
    }
}
