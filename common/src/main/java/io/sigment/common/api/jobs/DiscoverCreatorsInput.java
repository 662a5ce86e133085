package io.sigment.common.api.jobs;

import java.util.List;

/** The arguments of {@link JobsTools#DISCOVER_CREATORS}; {@code platforms} empty when not given (instagram alone). */
public record DiscoverCreatorsInput(
        String topic,
        long maxCredits,
        List<String> platforms,
        Integer minFollowers,
        Integer perSubtopicLimit,
        String workspaceId) {}
