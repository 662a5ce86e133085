package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.Platform;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.ShapedAs;
import java.util.List;

/**
 * A discovery's stored result, the one description of its bytes and of what {@code get_discovery} passes on of it:
 * analytics builds a {@link Document} from these records when a discovery completes and stores what
 * {@link io.sigment.common.api.WireCodec} writes of it (a jsonb column, which keeps every object's keys shorter first,
 * then by their bytes), and {@code get_discovery} passes its creators and overlaps on as stored
 * ({@link DiscoveryDetail}'s {@code @AsRead} records), their output schema derived from {@link Creator} and
 * {@link Overlap} ({@link ShapedAs}), which list their fields in the order jsonb gives them back. Each field has the
 * type it is written as; only a creator's name may be null (a platform that gives none). No field is promised to a
 * reader: a row stored by an older version may lack one (before the deeper second stage: no {@code posts_sampled}).
 */
public final class StoredDiscovery {
    private StoredDiscovery() {}

    /** The subtopic groups, biggest first, and the strongest overlaps of their shown creators, strongest first. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Document(List<Group> groups, List<Overlap> overlaps) {}

    /**
     * A subtopic: its label (its terms joined, or the topic when no term sets it apart), its terms (none then), how
     * many creators it found and the first of them.
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Group(String label, List<String> terms, int creatorsFound, List<Creator> creators) {}

    /**
     * A creator found: its id, why it was found, its name, handle and platform, followers, median views (rounded to a
     * whole number), how many of its recent posts match the topic and its engagement rate (in %, to two decimals).
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Creator(
            String id,
            String why,
            @MayBeNull String name,
            String handle,
            Platform platform,
            long followers,
            long medianViews,
            int matchingPosts,
            double engagementRatePct) {}

    /**
     * Two creators' overlap: its lift (to two decimals), their platform and handles, how many posts of each were
     * sampled and the engagers they share.
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Overlap(
            double lift, Platform platform, String creatorA, String creatorB, int postsSampled, long sharedEngagers) {}
}
