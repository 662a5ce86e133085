package io.sigment.common.api;

import io.vertx.core.json.JsonObject;
import java.util.Arrays;

/**
 * The bus's broadcasts in {@link FixedWireSamples}: what accounts publishes when a credential changes state (a key,
 * agent or grant id, or a user whose workspaces changed) and what every gateway reads of it; what jobs-service
 * publishes when a job's status or stage changes and what its parked waits read of it.
 */
final class EventSamples {
    private EventSamples() {}

    static void addTo(FixedWireSamples book) {
        book.writes("credential_revoked key", () -> new JsonObject().put("credential_id", "key_1"));
        book.writes(
                "credential_revoked agent",
                () -> new JsonObject().put("credential_id", "ag_1").put("status", "revoked"));
        book.writes("credential_revoked user", () -> new JsonObject().put("user_id", "usr_2"));
        book.reads(
                "credential_revoked",
                json -> Arrays.asList(json.getString("credential_id"), json.getString("user_id"))
                        .toString(),
                "{\"credential_id\":\"key_1\"}",
                "{\"credential_id\":\"ag_1\",\"status\":\"approved\"}",
                "{\"user_id\":\"usr_2\"}",
                "{}");
        book.writes(
                "job_changed",
                () -> new JsonObject()
                        .put("job_id", "job_1")
                        .put("status", "running")
                        .put("stage", "scraping"));
        book.writes(
                "job_changed no stage",
                () -> new JsonObject()
                        .put("job_id", "job_1")
                        .put("status", "completed")
                        .put("stage", null));
        book.reads(
                "job_changed",
                json -> Arrays.asList(json.getString("job_id", ""), json.getString("status"))
                        .toString(),
                "{\"job_id\":\"job_1\",\"status\":\"running\",\"stage\":\"scraping\"}",
                "{\"job_id\":\"job_1\",\"status\":\"completed\",\"stage\":null}",
                "{\"status\":\"failed\"}",
                "{}");
    }
}
