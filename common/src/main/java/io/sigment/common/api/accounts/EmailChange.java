package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * {@link AccountsAction#CHANGE_EMAIL}: the new address to mail a confirmation link to, and the person's current
 * password (a session left open on a shared computer must not be enough to take the account's address).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record EmailChange(
        @EmptyWhenAbsent String email, @EmptyWhenAbsent String password) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static EmailChange fromJson(JsonObject json) {
        return WireCodec.fromJson(json, EmailChange.class);
    }
}
