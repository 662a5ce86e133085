package io.sigment.scraper.people;

import io.sigment.common.Handle;
import io.sigment.common.Platform;
import io.sigment.common.db.StoredTime;
import io.sigment.scraper.platform.PlatformSource;
import io.sigment.scraper.platform.Profile;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A person's request about their data (an operator runs it: {@code ./sigment privacy}, or the Kubernetes Job):
 * {@code show} reports what is held under their key, {@code erase} deletes their key and their entries in every
 * post's engager set and puts them on the deny list. The person is named by platform id or handle; a handle is
 * resolved through the platform (handles are not stored). Each request leaves an audit record without the person.
 * Snapshots computed before keep their counts: the dense id frozen in them links to no one once the key is gone.
 */
public final class PrivacyRequests {
    private static final Pattern YOUTUBE_CHANNEL = Pattern.compile("UC[A-Za-z0-9_-]{22}");
    private static final Pattern NUMERIC_ID = Pattern.compile("[0-9]{1,30}");

    private final PrivacyStore store;
    private final PersonKeys keys;
    private final PersonKeys denyKeys;
    private final Function<Platform, PlatformSource> platforms;
    /** Posts an erasure sweeps per transaction. */
    static final int ERASE_BATCH = 200;

    private final Clock clock;
    private final int eraseBatch;

    public PrivacyRequests(
            PrivacyStore store,
            PersonKeys keys,
            PersonKeys denyKeys,
            Function<Platform, PlatformSource> platforms,
            Clock clock) {
        this(store, keys, denyKeys, platforms, clock, ERASE_BATCH);
    }

    public PrivacyRequests(
            PrivacyStore store,
            PersonKeys keys,
            PersonKeys denyKeys,
            Function<Platform, PlatformSource> platforms,
            Clock clock,
            int eraseBatch) {
        this.eraseBatch = eraseBatch;
        this.store = store;
        this.keys = keys;
        this.denyKeys = denyKeys;
        this.platforms = platforms;
        this.clock = clock;
    }

    /** What is held about the person: whether a key is, and which creators' engager sets hold them. */
    public Future<JsonObject> show(Platform platform, String person) {
        return platformId(platform, person)
                .compose(id -> store.personId(platform, keysOf(platform, id))
                        .compose(personId -> (personId == null
                                        ? Future.succeededFuture(List.<PrivacyStore.HeldOn>of())
                                        : store.heldOn(platform, personId))
                                .compose(held -> store.isDenied(denyKeys.key(platform, id))
                                        .compose(denied -> {
                                            int sets = held.stream()
                                                    .mapToInt(PrivacyStore.HeldOn::posts)
                                                    .sum();
                                            var creators = new JsonArray();
                                            for (var h : held) {
                                                creators.add(new JsonObject()
                                                        .put("creator", h.creatorHandle())
                                                        .put("posts", h.posts())
                                                        .put("likes", h.likes())
                                                        .put("comments", h.comments())
                                                        .put("first_fetched_at", StoredTime.text(h.firstFetched()))
                                                        .put("last_fetched_at", StoredTime.text(h.lastFetched())));
                                            }
                                            return store.audit("show", platform, personId != null, sets, clock)
                                                    .map(v -> new JsonObject()
                                                            .put("action", "show")
                                                            .put("platform", platform.key())
                                                            .put("key_held", personId != null)
                                                            .put("engager_sets", sets)
                                                            .put("creators", creators)
                                                            .put("excluded_from_scraping", denied)
                                                            .put("note", NOTE));
                                        }))));
    }

    /**
     * Erases the person and excludes them from future scrapes: their key and deny key in one transaction, then their
     * entries in the platform's engager sets in bounded transactions of {@code eraseBatch} posts. An erasure stopped
     * part way is finished by the retention sweeper, or by the next erase request on the platform (the same one run
     * again finds no key, yet finishes every interrupted erasure of the platform); {@code sweep_done} says whether
     * this one finished.
     */
    public Future<JsonObject> erase(Platform platform, String person) {
        return platformId(platform, person)
                .compose(id -> store.eraseKey(platform, keysOf(platform, id), denyKeys.key(platform, id), clock))
                .compose(personId -> (personId == null
                                ? Future.succeededFuture(new PrivacyStore.Swept(0, true, false))
                                : store.sweepAll(platform, personId, eraseBatch))
                        .compose(swept -> interrupted(platform)
                                .compose(others -> store.audit(
                                                "erase", platform, personId != null, swept.engagerSets(), clock)
                                        .map(v -> erased(
                                                platform,
                                                personId != null,
                                                swept.engagerSets(),
                                                swept.done() && others)))));
    }

    /** Finishes the platform's erasures stopped part way; whether every one is now done. */
    private Future<Boolean> interrupted(Platform platform) {
        return store.unswept().compose(unswept -> {
            Future<Boolean> chain = Future.succeededFuture(true);
            for (var erasure : unswept) {
                if (erasure.platform() != platform) continue;
                chain = chain.compose(done ->
                        store.sweepAll(platform, erasure.personId(), eraseBatch).map(swept -> done && swept.done()));
            }
            return chain;
        });
    }

    private static JsonObject erased(Platform platform, boolean keyHeld, int engagerSets, boolean sweepDone) {
        return new JsonObject()
                .put("action", "erase")
                .put("platform", platform.key())
                .put("key_held", keyHeld)
                .put("engager_sets", engagerSets)
                .put("sweep_done", sweepDone)
                .put("excluded_from_scraping", true)
                .put("note", NOTE);
    }

    static final String NOTE = "Sigment stores a person only as a keyed hash of their platform id, with the posts "
            + "they liked or commented on; snapshots of analyses made earlier keep anonymous counts, whose ids link to "
            + "no "
            + "one once the key is erased.";

    private List<byte[]> keysOf(Platform platform, String id) {
        var all = new ArrayList<byte[]>();
        all.add(keys.key(platform, id));
        keys.previousKey(platform, id).ifPresent(all::add);
        return all;
    }

    /** The platform id of the person: given as one, or their handle looked up on the platform. */
    private Future<String> platformId(Platform platform, String person) {
        var typed = person.strip();
        if (typed.isEmpty())
            return Future.failedFuture(new IllegalArgumentException("--person: a platform id or handle"));
        boolean id = !typed.startsWith("@")
                && (platform == Platform.YOUTUBE
                        ? YOUTUBE_CHANNEL.matcher(typed).matches()
                        : NUMERIC_ID.matcher(typed).matches());
        if (id) return Future.succeededFuture(typed);
        var handle = Handle.of(typed).text();
        return platforms
                .apply(platform)
                .profile(handle)
                .compose(found -> found.map(Profile::platformId)
                        .map(Future::succeededFuture)
                        .orElseGet(() -> Future.failedFuture(new IllegalArgumentException("No " + platform.title()
                                + " account has this handle: pass the person's platform id instead."))));
    }
}
