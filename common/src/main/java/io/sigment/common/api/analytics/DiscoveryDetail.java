package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.sigment.common.api.AsRead;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.ShapedAs;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Objects;

/**
 * What {@link AnalyticsAction#GET_DISCOVERY} answers: the discovery's {@link DiscoverySummary}, written flat, then,
 * once
 * it completed, its groups with their first creators, its strongest overlaps and which overlaps those are. A creator
 * and an overlap are passed on as the discovery stored them ({@link StoredDiscovery}; {@link AsRead}: a stored row of
 * any age answers its own
 * bytes), so a field they lack reads as null.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record DiscoveryDetail(
        @JsonUnwrapped DiscoverySummary summary,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<Group> groups,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<DiscoveredPair> strongestOverlaps,
        @JsonInclude(JsonInclude.Include.NON_NULL) String overlapsShown) {
    /** What a detail without a summary writes in its place: each of the summary's fields, null or empty. */
    private static final DiscoverySummary NONE =
            new DiscoverySummary(null, null, List.of(), null, 0, 0, null, null, null, null);

    public DiscoveryDetail {
        summary = Objects.requireNonNullElse(summary, NONE);
    }

    /** A discovery that has not completed (or has no result to show): its summary alone. */
    public static DiscoveryDetail of(DiscoverySummary summary) {
        return new DiscoveryDetail(summary, null, null, null);
    }

    /** This discovery saying {@code message}. */
    public DiscoveryDetail saying(String message) {
        return new DiscoveryDetail(summary.saying(message), groups, strongestOverlaps, overlapsShown);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** The summary read as {@link DiscoverySummary#fromJson} does, and the result's fields beside it. */
    public static DiscoveryDetail fromJson(JsonObject json) {
        var summary = DiscoverySummary.fromJson(json);
        var result = WireCodec.fromJson(json, Result.class);
        return new DiscoveryDetail(summary, result.groups(), result.strongestOverlaps(), result.overlapsShown());
    }

    /** The fields the detail adds to the summary's (Jackson 2.18 reads no {@code @JsonUnwrapped} record). */
    private record Result(List<Group> groups, List<DiscoveredPair> strongestOverlaps, String overlapsShown) {}

    /** A subtopic: its label and terms, how many creators it found, and the first of them. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Group(
            String label,
            List<String> terms,
            Integer creatorsFound,
            @EmptyWhenAbsent List<DiscoveredCreator> creators) {
        public Group {
            creators = List.copyOf(creators);
        }
    }

    /**
     * A creator found: its platform, id, handle and name, followers and median views (numbers as stored), engagement
     * rate, how many of its recent posts match the topic, and why it was found.
     */
    public record DiscoveredCreator(
            String platform,
            String id,
            String handle,
            String name,
            Number followers,
            Number medianViews,
            Number engagementRatePct,
            Integer matchingPosts,
            String why,
            @AsRead @ShapedAs(StoredDiscovery.Creator.class) JsonObject stored) {

        public static DiscoveredCreator fromJson(JsonObject json) {
            return WireCodec.fromJson(json, DiscoveredCreator.class);
        }
    }

    /**
     * Two creators' overlap: their platform and handles, the engagers they share and the lift (numbers as stored),
     * and how many posts of each were sampled (absent in discoveries stored before the deeper second stage).
     */
    public record DiscoveredPair(
            String platform,
            String creatorA,
            String creatorB,
            Number sharedEngagers,
            Number lift,
            Integer postsSampled,
            @AsRead @ShapedAs(StoredDiscovery.Overlap.class) JsonObject stored) {

        public static DiscoveredPair fromJson(JsonObject json) {
            return WireCodec.fromJson(json, DiscoveredPair.class);
        }
    }
}
