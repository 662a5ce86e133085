package io.sigment.common.api.accounts;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SHOW_EMAIL_ADDRESS}: the signed-in person's address, whether a mailed link proved
 * it, and the change of address waiting for its link ({@code pendingEmail}, until {@code pendingExpiresAt}), if any.
 */
public record EmailAddressView(String email, boolean verified, String pendingEmail, String pendingExpiresAt) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static EmailAddressView fromJson(JsonObject json) {
        return WireCodec.fromJson(json, EmailAddressView.class);
    }
}
