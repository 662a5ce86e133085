package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * A workspace a person is no longer a member of, and why: {@code reason} {@code left}, or removed by its owner. The
 * gateway tells their credentials' tool calls there which it was.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record Departure(String workspaceId, String name, String reason) {
    public static final String LEFT = "left";

    public boolean left() {
        return LEFT.equals(reason);
    }

    /** Every field is written, a null one as null (as accounts' store answers it). */
    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static Departure fromJson(JsonObject json) {
        return WireCodec.fromJson(json, Departure.class);
    }
}
