package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SHOW_SIGN_IN_LINK} and {@link AccountsAction#SHOW_EMAIL_LINK}: the link's
 * {@code status} ({@link #OPEN}, {@code expired}, {@code used} or {@code unknown}) and, except when unknown, its
 * {@code purpose} ({@link #RESET} or {@link #UNLOCK}; {@code verify} or {@code change}) and the account's email (for
 * an address link, the address it proves).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record SignInLinkView(
        @WhenAbsent(SignInLinkView.UNKNOWN) String status, String purpose, String email) {
    public static final String OPEN = "open";
    public static final String UNKNOWN = "unknown";
    public static final String RESET = "reset";
    public static final String UNLOCK = "unlock";

    public static SignInLinkView unknown() {
        return new SignInLinkView(UNKNOWN, null, null);
    }

    /** Open and for {@code purpose}. */
    public boolean openFor(String purpose) {
        return OPEN.equals(status) && purpose.equals(this.purpose);
    }

    public JsonObject toJson() {
        return UNKNOWN.equals(status) ? WireCodec.toJson(new StatusAlone(UNKNOWN)) : WireCodec.toJson(this);
    }

    public static SignInLinkView fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SignInLinkView.class);
    }

    /** The JSON of a link accounts does not know: its status alone. */
    private record StatusAlone(String status) {}
}
