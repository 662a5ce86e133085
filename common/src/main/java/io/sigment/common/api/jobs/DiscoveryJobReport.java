package io.sigment.common.api.jobs;

import io.sigment.common.api.scraper.PlatformCost;

/**
 * What a discovery job's steps report into its details ({@link JobState#details}), after what its start answered
 * ({@link StartedDiscovery}): the discovery a free re-run copied ({@code reused_from}), or how many candidates the
 * sampling found and what the platforms charged (the sampling's cost, then with the deepening's); then how many groups
 * and creators were found, and a message when there is something to say (jobs' {@code DiscoverySteps}). Each field is
 * there once its step has reported it. The schema of get_job's and wait_for_job's discovery jobs
 * ({@link io.sigment.common.api.RecordShapes}); never built: the steps write these fields into the job's stored
 * details.
 */
public record DiscoveryJobReport(
        String reusedFrom,
        Integer candidates,
        PlatformCost platformCost,
        Integer groupsFound,
        Integer creatorsFound,
        String message) {}
