package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SHOW_INVITATION}: the link's {@code status} ({@link #OPEN}, {@code expired},
 * {@code used}, {@code cancelled} or {@link #UNKNOWN}) and, except when unknown, the workspace, the invited email, who
 * invited and when the link expires.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record InvitationView(
        @WhenAbsent(InvitationView.UNKNOWN) String status,
        String workspaceName,
        String email,
        String invitedBy,
        String expiresAt) {
    public static final String OPEN = "open";
    public static final String UNKNOWN = "unknown";

    public static InvitationView unknown() {
        return new InvitationView(UNKNOWN, null, null, null, null);
    }

    public boolean open() {
        return OPEN.equals(status);
    }

    public JsonObject toJson() {
        return UNKNOWN.equals(status) ? WireCodec.toJson(new StatusAlone(UNKNOWN)) : WireCodec.toJson(this);
    }

    public static InvitationView fromJson(JsonObject json) {
        return WireCodec.fromJson(json, InvitationView.class);
    }

    /** The JSON of a link accounts does not know: its status alone. */
    private record StatusAlone(String status) {}
}
