package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.sigment.common.api.Characters;
import io.sigment.common.api.NonNegative;
import io.sigment.common.api.WhenAbsent;
import io.sigment.common.api.Whole;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#LIST_OPEN_HOLDS}: open holds older than {@code olderThanSeconds} whose
 * idempotency key starts with {@code keyPrefix} (the asking service's own; absent for any), at most {@code limit}
 * (1-1000, 100 when absent). Read in the order accounts checks the fields; written in the order the sweeper always
 * sent them.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"older_than_seconds", "key_prefix", "limit"})
public record OpenHoldsQuery(
        @NonNegative long olderThanSeconds,

        @Whole(min = 1, max = OpenHoldsQuery.MAX_LIMIT) @WhenAbsent("100")
        int limit,

        @Characters(min = 0, max = 300, optional = true) String keyPrefix) {
    public static final int MAX_LIMIT = 1000;

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static OpenHoldsQuery fromJson(JsonObject json) {
        return WireCodec.fromJson(json, OpenHoldsQuery.class);
    }
}
