package io.sigment.analytics.discovery;

import io.vertx.core.json.JsonObject;
import java.time.OffsetDateTime;
import java.util.List;

/** A stored discovery. {@code collected}: per platform, its candidates and the scrape ids of their sample. */
public record DiscoveryRecord(
        String discoveryId,
        String workspaceId,
        String topic,
        List<String> platforms,
        int minFollowers,
        int perSubtopicLimit,
        String status,
        String message,
        JsonObject collected,
        JsonObject result,
        Integer groupsFound,
        Integer creatorsFound,
        String reusedFrom,
        OffsetDateTime createdAt,
        OffsetDateTime completedAt) {}
