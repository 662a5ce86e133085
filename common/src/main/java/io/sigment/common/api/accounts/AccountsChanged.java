package io.sigment.common.api.accounts;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What an accounts process broadcasts on {@code Topics.ACCOUNTS_CHANGED} once it committed a change to what
 * {@code get_account} shows (the ledger, a workspace, a membership, a plan): every accounts process drops the replies
 * it kept. The change itself is not said; a reply kept from before any change is never answered again.
 */
public record AccountsChanged() {
    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static AccountsChanged fromJson(JsonObject json) {
        return WireCodec.fromJson(json, AccountsChanged.class);
    }
}
