package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#CREATE_API_KEY}: the key's name (accounts trims it and checks its length) and
 * the one workspace it acts in (left out: the one the person acts in, else their first).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ApiKeyCreation(
        @Characters(min = 0, max = Integer.MAX_VALUE, optional = true) @EmptyWhenAbsent
        String name,

        @JsonInclude(JsonInclude.Include.NON_NULL) @Characters(min = 1, max = 100, optional = true)
        String workspaceId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ApiKeyCreation fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ApiKeyCreation.class);
    }
}
