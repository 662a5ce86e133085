package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A discovery as it stands: the reply of {@link AnalyticsAction#OPEN_DISCOVERY}, {@link
 * AnalyticsAction#COMPLETE_DISCOVERY}
 * and {@link AnalyticsAction#REUSE_DISCOVERY} (jobs-service shows its counts and message on the job), and the head of
 * what {@code get_discovery} and {@code list_discoveries} answer. {@code completedAt}, {@code message} and
 * {@code reusedFrom} (the discovery a free re-run copied) are left out when null.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record DiscoverySummary(
        @InEveryReply DiscoveryId discoveryId,
        @InEveryReply String topic,
        @InEveryReply @EmptyWhenAbsent List<String> platforms,
        @InEveryReply String status,
        @InEveryReply int groupsFound,
        @InEveryReply int creatorsFound,
        @InEveryReply String createdAt,
        @JsonInclude(JsonInclude.Include.NON_NULL) String completedAt,
        @JsonInclude(JsonInclude.Include.NON_NULL) String message,
        @JsonInclude(JsonInclude.Include.NON_NULL) String reusedFrom) {

    public DiscoverySummary {
        platforms = List.copyOf(platforms);
    }

    /** This discovery saying {@code message}. */
    public DiscoverySummary saying(String message) {
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

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static DiscoverySummary fromJson(JsonObject json) {
        return WireCodec.fromJson(json, DiscoverySummary.class);
    }
}
