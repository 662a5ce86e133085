package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#APP_SESSION}: the app session's person, whether a mailed link proved their
 * address ({@code emailVerified}), and their workspaces (earliest joined first) while it is active; {@link #INACTIVE} ({@code {"active": false}}) once it ended, expired or was never known.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"user_id", "email", "email_verified", "name", "active", "workspaces"})
public record SessionView(
        boolean active,
        String userId,
        String email,
        boolean emailVerified,
        String name,
        @EmptyWhenAbsent List<MemberWorkspace> workspaces) {
    public static final SessionView INACTIVE = new SessionView(false, null, null, false, null, List.of());

    public SessionView {
        workspaces = List.copyOf(workspaces);
    }

    public static SessionView active(
            String userId, String email, boolean emailVerified, String name, List<MemberWorkspace> workspaces) {
        return new SessionView(true, userId, email, emailVerified, name, workspaces);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(active ? this : new ActiveAlone(false));
    }

    public static SessionView fromJson(JsonObject json) {
        var view = WireCodec.fromJson(json, SessionView.class);
        return view.active() ? view : INACTIVE;
    }

    /** The JSON of an inactive session: {@code active} alone. */
    private record ActiveAlone(boolean active) {}
}
