package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What {@link AccountsAction#GET_TOPUP_LINK} answers: the checkout page to give the person, the package it buys, the
 * workspace it tops up, whether it is the sandbox checkout (no real payment), and what to tell the person.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record TopUpLink(
        @InEveryReply String checkoutUrl,
        @InEveryReply @JsonProperty("package") CreditPackageOffer creditPackage,
        String workspaceId,
        boolean sandbox,
        String instructions) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static TopUpLink fromJson(JsonObject json) {
        return WireCodec.fromJson(json, TopUpLink.class);
    }
}
