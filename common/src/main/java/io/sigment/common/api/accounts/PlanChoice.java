package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#CHANGE_PLAN}: the owner moves the workspace to {@code planId}. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record PlanChoice(
        @Characters(min = 1, max = 100) String workspaceId,
        @Characters(min = 1, max = 40) String planId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static PlanChoice fromJson(JsonObject json) {
        return WireCodec.fromJson(json, PlanChoice.class);
    }
}
