package io.sigment.scraper.platform;

import java.time.Instant;

/**
 * One recent post: its id and address on the platform, when it was published, and its counts. {@code likes} and
 * {@code comments} are the totals the platform reports, {@link #UNKNOWN} when it does not (hidden like counts).
 */
public record PostInfo(
        String platformPostId,
        String url,
        Instant publishedAt,
        long impressions,
        long likes,
        long comments,
        boolean commentsDisabled) {
    public static final long UNKNOWN = -1;

    /** A reported total, or {@link #UNKNOWN} for an absent or negative one (providers send -1 for hidden likes). */
    public static long total(Long reported) {
        return reported == null || reported < 0 ? UNKNOWN : reported;
    }

    /** How many of the post's likes a read capped at {@code cap} can return: the cap when the total is unknown. */
    public long likesToRead(long cap) {
        return likes == UNKNOWN ? cap : Math.min(likes, cap);
    }

    /** How many of the post's comments a read capped at {@code cap} can return: the cap when the total is unknown. */
    public long commentsToRead(long cap) {
        return commentsDisabled ? 0 : comments == UNKNOWN ? cap : Math.min(comments, cap);
    }
}
