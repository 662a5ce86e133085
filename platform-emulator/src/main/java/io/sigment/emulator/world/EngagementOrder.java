package io.sigment.emulator.world;

import io.sigment.common.Platform;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The order in which a platform lists a post's engagers, as the real ones do: Instagram's likers and
 * YouTube's {@code commentThreads} (default {@code order=time}) newest first, TikTok's comments by relevance
 * (the comment's likes, which favour early comments). Every like and comment has a time: its delay after
 * publication is log-normal (median 3 hours for a person of activity 1, sooner for more active people:
 * delay x activity^-0.25), bots and pod members within minutes. So a list cut at N entries is neither a
 * random sample nor the world's internal order: on Instagram and YouTube it keeps the latest engagers, on
 * TikTok mostly the early ones.
 */
final class EngagementOrder {
    private static final double MEDIAN_DELAY_SECONDS = 3 * 3600;
    private static final double DELAY_SIGMA = 1.3;

    private final long seed;
    private final Platform platform;
    private final Population people;
    private final boolean swapped;

    /**
     * @param swapped another order than the platform's ({@link WorldOptions#swappedOrder}): Instagram's likers oldest
     *     first, YouTube's comments by relevance, TikTok's newest first
     */
    EngagementOrder(long seed, Platform platform, Population people, boolean swapped) {
        this.seed = seed;
        this.platform = platform;
        this.people = people;
        this.swapped = swapped;
    }

    /** Likers of the post, newest like first. */
    int[] likers(Post post, PostEngagers engagers) {
        var likers = new ArrayList<long[]>();
        for (int i = 0; i < engagers.size(); i++) {
            if (engagers.likes()[i] > 0) {
                int person = engagers.people()[i];
                likers.add(new long[] {person, post.publishedAt() + delay(post, person, 0, 411)});
            }
        }
        likers.sort(
                Comparator.comparingLong((long[] l) -> swapped ? l[1] : -l[1]).thenComparingLong(l -> l[0]));
        return likers.stream().mapToInt(l -> (int) l[0]).toArray();
    }

    /** Comments of the post, one entry per comment, in the order the platform lists them. */
    List<Comment> comments(Post post, PostEngagers engagers) {
        var comments = new ArrayList<Comment>();
        for (int i = 0; i < engagers.size(); i++) {
            int person = engagers.people()[i];
            for (int n = 0; n < engagers.comments()[i]; n++) {
                long at = post.publishedAt() + 60 + delay(post, person, n, 412) * (n + 1);
                comments.add(new Comment(person, n, at, commentLikes(post, person, n, at)));
            }
        }
        boolean byRelevance = swapped ? platform == Platform.YOUTUBE : platform == Platform.TIKTOK;
        Comparator<Comment> order = byRelevance
                ? Comparator.comparingLong((Comment c) -> -c.likes()).thenComparingLong(Comment::at)
                : Comparator.comparingLong((Comment c) -> -c.at());
        comments.sort(order.thenComparingInt(Comment::person).thenComparingInt(Comment::n));
        return comments;
    }

    private long delay(Post post, int person, int n, int purpose) {
        if (people.bot[person]) return 30 + (Mix.hash(seed, post.key(), person, purpose) >>> 1) % 600;
        double z = Mix.normal(
                Mix.hash(seed, post.key(), person * 8L + n, purpose),
                Mix.hash(seed, post.key(), person * 8L + n, purpose + 100));
        double activity = Math.max(0.05, people.activity[person]);
        return (long) (MEDIAN_DELAY_SECONDS * Math.pow(activity, -0.25) * Math.exp(DELAY_SIGMA * z));
    }

    /** Likes on a comment: heavy-tailed, and an early comment collects more of them. */
    private long commentLikes(Post post, int person, int n, long at) {
        double hoursAfter = Math.max(0.1, (at - post.publishedAt()) / 3600.0);
        double u = Mix.unit(Mix.hash(seed, post.key(), person * 8L + n, 413));
        return (long) (Math.pow(1 - u, -1 / 1.5) * 20 / Math.sqrt(hoursAfter));
    }
}
