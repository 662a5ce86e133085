package io.sigment.scraper.platform;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One post's engagers from its likers and its comments in the provider's order, kept exactly as paging the post
 * alone keeps them: the first {@code cap} likers; comments read in pages of {@code page} (at most {@code 4 × cap})
 * until a page ends with {@code cap} distinct commenters, each kept commenter's comments counted within the pages
 * read; then every engagement of the first {@code cap} distinct people, likers first. A batched run returns each
 * post's items from the start, so this decides from them who is kept, whatever the run's size.
 */
final class CappedEngagers {
    private CappedEngagers() {}

    /** Comments to ask for per post: enough for any page on which {@code cap} commenters could still be reached. */
    static int commentsToRead(int cap) {
        return 4 * cap;
    }

    static List<Engager> of(List<Engager> likers, List<Engager> comments, int cap, int page) {
        var people = new LinkedHashMap<String, Engager>();
        for (var liker : likers.subList(0, Math.min(cap, likers.size()))) {
            if (people.size() < cap) people.putIfAbsent(liker.personId() + "/like", liker);
        }
        commenters(comments, cap, page).forEach(c -> people.put(c.personId() + "/comment", c));
        return capDistinct(people, cap);
    }

    private static List<Engager> commenters(List<Engager> comments, int cap, int page) {
        var commenters = new LinkedHashMap<String, Engager>();
        int max = commentsToRead(cap);
        for (int offset = 0; offset < max; ) {
            int limit = Math.min(page, max - offset);
            var read = comments.subList(Math.min(offset, comments.size()), Math.min(offset + limit, comments.size()));
            for (var c : read) {
                var before = commenters.get(c.personId());
                if (before == null && commenters.size() >= cap) continue;
                commenters.put(
                        c.personId(),
                        new Engager(c.personId(), Engager.Kind.COMMENT, before == null ? 1 : before.count() + 1));
            }
            if (commenters.size() >= cap || read.size() < limit) break;
            offset += limit;
        }
        return List.copyOf(commenters.values());
    }

    /** Keeps every engagement of the first {@code cap} distinct people. */
    static List<Engager> capDistinct(Map<String, Engager> engagements, int cap) {
        var kept = new HashSet<String>();
        var out = new ArrayList<Engager>();
        for (var e : engagements.values()) {
            if (kept.contains(e.personId()) || kept.size() < cap) {
                kept.add(e.personId());
                out.add(e);
            }
        }
        return out;
    }
}
