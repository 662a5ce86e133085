package io.sigment.accounts.testing;

import io.vertx.core.json.JsonObject;
import java.util.UUID;

/** Requests to accounts' {@code authorize} as jobs-service sends them, for the module's tests. */
public final class AuthorizeRequests {
    private AuthorizeRequests() {}

    /** The authorize request of an Instagram analysis of 10 handles, with a fresh idempotency key and job. */
    public static JsonObject analysis(long price, long maxCredits) {
        return new JsonObject()
                .put("action", "analysis")
                .put("platform", "instagram")
                .put("handle_count", 10)
                .put("price", price)
                .put("max_credits", maxCredits)
                .put("idempotency_key", "job:" + UUID.randomUUID())
                .put("job_id", "snapshot:a/" + UUID.randomUUID());
    }
}
