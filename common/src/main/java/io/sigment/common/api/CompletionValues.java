package io.sigment.common.api;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply to a {@link CompletionQuery}: at most {@link CompletionQuery#MAX_VALUES} values, and whether more match.
 */
public record CompletionValues(@EmptyWhenAbsent List<String> values, boolean hasMore) {

    public CompletionValues {
        values = List.copyOf(values);
    }

    /** The first {@link CompletionQuery#MAX_VALUES} of {@code found}; more than that means there are more. */
    public static CompletionValues of(List<String> found) {
        return new CompletionValues(
                found.subList(0, Math.min(found.size(), CompletionQuery.MAX_VALUES)),
                found.size() > CompletionQuery.MAX_VALUES);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CompletionValues fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CompletionValues.class);
    }
}
