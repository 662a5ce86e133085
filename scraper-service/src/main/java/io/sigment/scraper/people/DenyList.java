package io.sigment.scraper.people;

import io.sigment.common.Platform;
import io.sigment.scraper.ingest.PersonIds;
import io.vertx.core.Future;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * People excluded from scraping at their request, as this process knows them: keys of the deny list (HMAC-SHA-256
 * under a secret of their own) read from {@code scraper.denied_people}. Read again at the start of every scrape, so a
 * scrape that starts after an erasure never stores the person; when it grew, the memory of person ids is emptied.
 */
public final class DenyList {
    private final PrivacyStore store;
    private final PersonKeys keys;
    private final PersonIds personIds;
    private final Set<String> denied = ConcurrentHashMap.newKeySet();
    private volatile long loaded = -1;

    public DenyList(PrivacyStore store, PersonKeys keys, PersonIds personIds) {
        this.store = store;
        this.keys = keys;
        this.personIds = personIds;
    }

    /** Reads the list again if it changed since it was last read. */
    public Future<Void> refresh() {
        return store.deniedCount().compose(count -> {
            if (count == loaded) return Future.succeededFuture();
            return store.denied().map(all -> {
                denied.clear();
                for (var key : all) denied.add(new String(key, StandardCharsets.ISO_8859_1));
                loaded = count;
                personIds.forget();
                return null;
            });
        });
    }

    /** Whether this person asked not to be scraped. */
    public boolean excludes(Platform platform, String platformPersonId) {
        if (denied.isEmpty()) return false;
        return denied.contains(new String(keys.key(platform, platformPersonId), StandardCharsets.ISO_8859_1));
    }
}
