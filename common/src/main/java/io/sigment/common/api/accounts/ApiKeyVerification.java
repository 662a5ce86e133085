package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#VERIFY_API_KEY}: whose key it is and its {@code status}: {@link #ACTIVE} with the
 * workspaces it can act in (those it was created for that its user is still a member of), the workspaces it was for
 * that its user left or was removed from, and its user's other workspaces ({@code outside}: the key cannot act there);
 * {@link #REVOKED} (it still names its user, so the agent can be told); or {@link #UNKNOWN} alone.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"key_id", "user_id", "name", "status"})
public record ApiKeyVerification(
        @WhenAbsent(ApiKeyVerification.UNKNOWN) String status,
        String keyId,
        String userId,
        String name,
        @EmptyWhenAbsent List<MemberWorkspace> workspaces,
        @EmptyWhenAbsent List<Departure> removedFrom,
        @EmptyWhenAbsent List<KeyWorkspace> outside) {
    public static final String ACTIVE = "active";
    public static final String REVOKED = "revoked";
    public static final String UNKNOWN = "unknown";

    public ApiKeyVerification {
        workspaces = List.copyOf(workspaces);
        removedFrom = List.copyOf(removedFrom);
        outside = List.copyOf(outside);
    }

    public static ApiKeyVerification unknown() {
        return new ApiKeyVerification(UNKNOWN, null, null, null, List.of(), List.of(), List.of());
    }

    public static ApiKeyVerification revoked(String keyId, String userId, String name) {
        return new ApiKeyVerification(REVOKED, keyId, userId, name, List.of(), List.of(), List.of());
    }

    public static ApiKeyVerification active(
            String keyId,
            String userId,
            String name,
            List<MemberWorkspace> workspaces,
            List<Departure> removedFrom,
            List<KeyWorkspace> outside) {
        return new ApiKeyVerification(ACTIVE, keyId, userId, name, workspaces, removedFrom, outside);
    }

    public boolean known() {
        return !UNKNOWN.equals(status);
    }

    public boolean revoked() {
        return REVOKED.equals(status);
    }

    public JsonObject toJson() {
        if (!known()) return WireCodec.toJson(new StatusAlone(UNKNOWN));
        return WireCodec.toJson(ACTIVE.equals(status) ? this : new Named(keyId, userId, name, status));
    }

    public static ApiKeyVerification fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ApiKeyVerification.class);
    }

    /** The JSON of an unknown key: its status alone. */
    private record StatusAlone(String status) {}

    /** The JSON of a known key that is not active: whose it is and its status, without workspaces. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    private record Named(String keyId, String userId, String name, String status) {}
}
