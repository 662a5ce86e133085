package io.sigment.common;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * Who a request is for, resolved once by the gateway and trusted by every service: the user, the
 * target workspace (already checked to be one of the user's), and the credential that made the call.
 * Services create and list in {@code workspaceId}; they find things by id in any of {@code workspaceIds}
 * (a list made in the user's second workspace is still theirs when a call names only its id).
 *
 * @param credentialKind {@code api_key}, {@code oauth}, {@link #PERSON} (a person in the app) or {@code system}
 * @param clientName the API key's or OAuth client's name, shown in agent-facing messages
 * @param workspaceIds every workspace of the user, the default one first
 */
public record Caller(
        String requestId,
        String userId,
        String workspaceId,
        String credentialKind,
        String credentialId,
        String clientName,
        List<String> workspaceIds) {
    /**
     * The credential kind of a person signed in to the Sigment app: their paid work spends the workspace's credits
     * under its plan, but the limits of agent credentials (the daily agent spend cap) do not apply (spec §8).
     */
    public static final String PERSON = "app";

    public Caller {
        workspaceIds = workspaceIds == null ? List.of() : List.copyOf(workspaceIds);
    }

    public Caller(
            String requestId,
            String userId,
            String workspaceId,
            String credentialKind,
            String credentialId,
            String clientName) {
        this(
                requestId,
                userId,
                workspaceId,
                credentialKind,
                credentialId,
                clientName,
                workspaceId == null ? List.of() : List.of(workspaceId));
    }

    public static Caller system(String requestId) {
        return new Caller(requestId, null, null, "system", null, "sigment", List.of());
    }

    /** A person acting in the app through their session, in {@code workspaceId}, one of their {@code workspaceIds}. */
    public static Caller person(String requestId, String userId, String workspaceId, List<String> workspaceIds) {
        return new Caller(requestId, userId, workspaceId, PERSON, null, "Sigment app", workspaceIds);
    }

    public boolean isPerson() {
        return PERSON.equals(credentialKind);
    }

    public boolean isAgent() {
        return "api_key".equals(credentialKind) || "oauth".equals(credentialKind);
    }

    public Caller inWorkspace(String workspace) {
        return new Caller(requestId, userId, workspace, credentialKind, credentialId, clientName, workspaceIds);
    }

    /**
     * The workspaces a lookup by id may search: all of the user's, for {@code workspace_id = ANY($n)}. Bind it
     * with {@code Tuple.addArrayOfString}: {@code Tuple.of(a, array)} would spread the array as varargs.
     */
    public String[] workspaceIdArray() {
        return workspaceIds.toArray(String[]::new);
    }

    public JsonObject toJson() {
        return new JsonObject()
                .put("request_id", requestId)
                .put("user_id", userId)
                .put("workspace_id", workspaceId)
                .put("credential_kind", credentialKind)
                .put("credential_id", credentialId)
                .put("client_name", clientName)
                .put("workspace_ids", new JsonArray(workspaceIds));
    }

    public static Caller fromJson(JsonObject json) {
        var ids = json.getJsonArray("workspace_ids", new JsonArray()).stream()
                .map(String::valueOf)
                .toList();
        return new Caller(
                json.getString("request_id"),
                json.getString("user_id"),
                json.getString("workspace_id"),
                json.getString("credential_kind"),
                json.getString("credential_id"),
                json.getString("client_name"),
                ids);
    }
}
