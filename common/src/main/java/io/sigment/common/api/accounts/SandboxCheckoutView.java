package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SANDBOX_CHECKOUT}: what the sandbox checkout page shows, {@code price} already
 * written for people (e.g. {@code "USD 10.00"}), and whether the session was completed.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record SandboxCheckoutView(
        @EmptyWhenAbsent String sessionId,
        @EmptyWhenAbsent String workspaceId,
        @EmptyWhenAbsent String packageId,
        long credits,
        @EmptyWhenAbsent String price,
        boolean completed) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SandboxCheckoutView fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SandboxCheckoutView.class);
    }
}
