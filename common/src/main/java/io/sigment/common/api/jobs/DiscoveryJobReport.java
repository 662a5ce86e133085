package io.sigment.common.api.jobs;

import io.sigment.common.api.WireCodec;
import io.sigment.common.api.scraper.PlatformCost;
import io.vertx.core.json.JsonObject;

/**
 * What a discovery job's steps report into its details ({@link JobState#details}), after what its start answered
 * ({@link StartedDiscovery}): the discovery a free re-run copied ({@link #reused}), or how many candidates the
 * sampling found and what the platforms charged ({@link #sampled}; then with the deepening's cost:
 * {@link #deepened}); then how many groups and creators were found, and a message when there is something to say
 * ({@link #completed}), all by jobs' {@code DiscoverySteps}. Each step writes its part ({@link #toJson}: the other
 * parts are null, left out), merged into the job's stored details (the deepening's {@code platform_cost} replaces
 * the sampling's), so each field is there once its step has reported it. The schema of get_job's and wait_for_job's
 * discovery jobs ({@link io.sigment.common.api.RecordShapes}).
 */
public record DiscoveryJobReport(
        String reusedFrom,
        Integer candidates,
        PlatformCost platformCost,
        Integer groupsFound,
        Integer creatorsFound,
        String message) {

    /** A free re-run's part: the discovery it copied. */
    public static DiscoveryJobReport reused(String reusedFrom) {
        return new DiscoveryJobReport(reusedFrom, null, null, null, null, null);
    }

    /** The sampling's part: how many candidates were found, what the search and the samples cost. */
    public static DiscoveryJobReport sampled(int candidates, PlatformCost platformCost) {
        return new DiscoveryJobReport(null, candidates, platformCost, null, null, null);
    }

    /** The deepening's part: what the whole discovery cost, the sampling's and the deepening's. */
    public static DiscoveryJobReport deepened(PlatformCost platformCost) {
        return new DiscoveryJobReport(null, null, platformCost, null, null, null);
    }

    /** The completion's part: how many groups and creators were found, and its message (null when none). */
    public static DiscoveryJobReport completed(int groupsFound, int creatorsFound, String message) {
        return new DiscoveryJobReport(null, null, null, groupsFound, creatorsFound, message);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
