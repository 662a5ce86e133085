package io.sigment.analytics.engine;

/**
 * One post of a creator: its impressions and who engaged with it.
 *
 * <p>{@code people} are dense person ids, ascending and unique; {@code counts[i]} (at least 1) is how
 * many times {@code people[i]} engaged with this post. Arrays are not copied: do not change them later.
 * {@code likes} and {@code comments} are the totals the platform reports for the post (-1: not known): the
 * scrape reads at most N engagers of a post, and these say how many it did not read.
 */
public record PostSample(String postId, long impressions, int[] people, int[] counts, long likes, long comments) {
    public static final long UNKNOWN = -1;

    /** A post whose platform totals are not known. */
    public PostSample(String postId, long impressions, int[] people, int[] counts) {
        this(postId, impressions, people, counts, UNKNOWN, UNKNOWN);
    }

    public PostSample {
        if (people.length != counts.length) {
            throw new IllegalArgumentException("post " + postId + ": people and counts differ in length");
        }
        if (impressions < 0) {
            throw new IllegalArgumentException("post " + postId + ": negative impressions");
        }
        for (int i = 0; i < people.length; i++) {
            if (people[i] < 0 || (i > 0 && people[i] <= people[i - 1])) {
                throw new IllegalArgumentException("post " + postId + ": people must be ascending, unique, >= 0");
            }
            if (counts[i] < 1) {
                throw new IllegalArgumentException("post " + postId + ": engagement counts must be >= 1");
            }
        }
    }

    public long engagements() {
        long sum = 0;
        for (int count : counts) {
            sum += count;
        }
        return sum;
    }
}
