package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.AsRead;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link AnalyticsAction#GET_DISCOVERY} answers: the discovery's {@link DiscoverySummary} fields, then, once it
 * completed, its groups with their first creators, its strongest overlaps and which overlaps those are. A creator and
 * an overlap are passed on as the discovery stored them ({@link AsRead}: a stored row of any age answers its own
 * bytes), so a field they lack reads as null.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record DiscoveryDetail(
        DiscoveryId discoveryId,
        String topic,
        @EmptyWhenAbsent List<String> platforms,
        String status,
        int groupsFound,
        int creatorsFound,
        String createdAt,
        @JsonInclude(JsonInclude.Include.NON_NULL) String completedAt,
        @JsonInclude(JsonInclude.Include.NON_NULL) String message,
        @JsonInclude(JsonInclude.Include.NON_NULL) String reusedFrom,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<Group> groups,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<DiscoveredPair> strongestOverlaps,
        @JsonInclude(JsonInclude.Include.NON_NULL) String overlapsShown) {

    public DiscoveryDetail {
        platforms = List.copyOf(platforms);
    }

    /** A discovery that has not completed (or has no result to show): its summary alone. */
    public static DiscoveryDetail of(DiscoverySummary head) {
        return of(head, null, null, null);
    }

    public static DiscoveryDetail of(
            DiscoverySummary head, List<Group> groups, List<DiscoveredPair> strongestOverlaps, String overlapsShown) {
        return new DiscoveryDetail(
                head.discoveryId(),
                head.topic(),
                head.platforms(),
                head.status(),
                head.groupsFound(),
                head.creatorsFound(),
                head.createdAt(),
                head.completedAt(),
                head.message(),
                head.reusedFrom(),
                groups,
                strongestOverlaps,
                overlapsShown);
    }

    /** The head of this discovery, as {@code list_discoveries} shows it. */
    public DiscoverySummary summary() {
        return new DiscoverySummary(
                discoveryId,
                topic,
                platforms,
                status,
                groupsFound,
                creatorsFound,
                createdAt,
                completedAt,
                message,
                reusedFrom);
    }

    /** This discovery saying {@code message}. */
    public DiscoveryDetail saying(String message) {
        return new DiscoveryDetail(
                discoveryId,
                topic,
                platforms,
                status,
                groupsFound,
                creatorsFound,
                createdAt,
                completedAt,
                message,
                reusedFrom,
                groups,
                strongestOverlaps,
                overlapsShown);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static DiscoveryDetail fromJson(JsonObject json) {
        return WireCodec.fromJson(json, DiscoveryDetail.class);
    }

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
            @AsRead JsonObject stored) {

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
            @AsRead JsonObject stored) {

        public static DiscoveredPair fromJson(JsonObject json) {
            return WireCodec.fromJson(json, DiscoveredPair.class);
        }
    }
}
