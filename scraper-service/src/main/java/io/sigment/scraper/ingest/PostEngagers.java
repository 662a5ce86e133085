package io.sigment.scraper.ingest;

import io.sigment.scraper.platform.Engager;
import java.util.Arrays;

/**
 * The engager set of one post, to replace what the post had: its people (dense ids, strictly ascending) and per
 * person how often they liked and commented (0: not that way). {@code scrapeId} (may be null) is the scrape
 * that fetched them.
 */
public record PostEngagers(String scrapeId, long postId, int[] people, int[] likes, int[] comments) {

    /**
     * The set of these engagements, {@code people[i]} the dense id of the person of {@code engagers[i]}: a person
     * listed twice (or liking and commenting) is one entry, counts added up.
     */
    public static PostEngagers of(String scrapeId, long postId, Engager[] engagers, int[] people) {
        // Sorted by person, then by position: one primitive sort, no boxing.
        var order = new long[engagers.length];
        for (int i = 0; i < engagers.length; i++) order[i] = (long) people[i] << 32 | i;
        Arrays.sort(order);
        var ids = new int[engagers.length];
        var likes = new int[engagers.length];
        var comments = new int[engagers.length];
        int n = -1;
        for (long entry : order) {
            int person = (int) (entry >>> 32);
            var engager = engagers[(int) entry];
            if (n < 0 || ids[n] != person) ids[++n] = person;
            if (engager.kind() == Engager.Kind.LIKE) likes[n] += engager.count();
            else comments[n] += engager.count();
        }
        n++;
        return new PostEngagers(
                scrapeId, postId, Arrays.copyOf(ids, n), Arrays.copyOf(likes, n), Arrays.copyOf(comments, n));
    }

    /** Engagement rows as the platforms count them: one per person and way (like, comment). */
    public int rows() {
        int rows = 0;
        for (int i = 0; i < people.length; i++) rows += (likes[i] > 0 ? 1 : 0) + (comments[i] > 0 ? 1 : 0);
        return rows;
    }
}
