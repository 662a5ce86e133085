package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#LIST_OPEN_HOLDS}: open holds older than {@code olderThanSeconds} whose
 * idempotency key starts with {@code keyPrefix} (the asking service's own), at most {@code limit} (1-1000).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record OpenHoldsQuery(long olderThanSeconds, String keyPrefix, int limit) {
    public static final int MAX_LIMIT = 1000;

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
