package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#CANCEL_INVITATION}: the invitation, cancelled ({@code cancelled} is true).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CancelledInvitation(String invitationId, boolean cancelled) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
