package io.sigment.common.api;

import io.sigment.common.api.accounts.CredentialRevoked;
import io.sigment.common.api.jobs.JobChanged;
import java.util.Arrays;

/**
 * The bus's broadcasts in {@link FixedWireSamples}: what accounts publishes when a credential changes state (a key,
 * agent or grant id, or a user whose workspaces changed) and what every gateway reads of it; what jobs-service
 * publishes when a job's status or stage changes and what its parked waits read of it.
 */
final class EventSamples {
    private EventSamples() {}

    static void addTo(FixedWireSamples book) {
        book.writes(
                "credential_revoked key",
                () -> CredentialRevoked.credential("key_1").toJson());
        book.writes(
                "credential_revoked agent",
                () -> CredentialRevoked.agent("ag_1", "revoked").toJson());
        book.writes(
                "credential_revoked user", () -> CredentialRevoked.user("usr_2").toJson());
        book.reads(
                "credential_revoked",
                json -> {
                    var revoked = CredentialRevoked.fromJson(json);
                    return Arrays.asList(revoked.credentialId(), revoked.userId())
                            .toString();
                },
                "{\"credential_id\":\"key_1\"}",
                "{\"credential_id\":\"ag_1\",\"status\":\"approved\"}",
                "{\"user_id\":\"usr_2\"}",
                "{}");
        book.writes("job_changed", () -> new JobChanged("job_1", "running", "scraping").toJson());
        book.writes("job_changed no stage", () -> new JobChanged("job_1", "completed", null).toJson());
        book.reads(
                "job_changed",
                json -> {
                    var change = JobChanged.fromJson(json);
                    return Arrays.asList(change.jobId(), change.status()).toString();
                },
                "{\"job_id\":\"job_1\",\"status\":\"running\",\"stage\":\"scraping\"}",
                "{\"job_id\":\"job_1\",\"status\":\"completed\",\"stage\":null}",
                "{\"status\":\"failed\"}",
                "{}");
    }
}
