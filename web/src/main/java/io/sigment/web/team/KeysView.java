package io.sigment.web.team;

import io.sigment.common.api.accounts.ApiKeyList;
import io.sigment.common.api.accounts.KeyWorkspace;
import io.sigment.web.app.AppDates;
import io.sigment.web.app.AppSession;
import java.util.List;

/**
 * The app's API keys section ({@code team/keys.jte}, issue 40): create a key for one workspace (a select of the
 * person's workspaces, the current one chosen), the person's keys and every key that can act in a workspace they own
 * (who made it, where it acts, when made and last used; revoke), and, per workspace they own, the switch for key
 * creation by members.
 */
public record KeysView(String csrf, Creation creation, List<Option> options, List<Key> keys, List<Owned> owned) {

    /** Whether the person may create a key somewhere: {@code OPEN}, or why not. */
    public enum Creation {
        OPEN,
        NO_WORKSPACE,
        TURNED_OFF
    }

    /** A workspace in the create form's select. */
    public record Option(String workspaceId, String name, boolean selected, boolean mayCreate) {}

    /** A key's row: {@code madeBy} is "you" for the person's own; {@code actsIn} the workspaces' names, or empty. */
    public record Key(
            String keyId,
            String name,
            String display,
            String madeBy,
            String actsIn,
            String created,
            String lastUsed,
            boolean revoked) {}

    /** A workspace the person owns, with whether its members may create keys. */
    public record Owned(String workspaceId, String name, boolean membersCreateKeys) {}

    public static KeysView of(AppSession session, ApiKeyList reply, String csrf) {
        var userId = session.userId();
        var currentWorkspaceId = session.currentWorkspaceId();
        var workspaces = reply.workspaces();
        var creation = workspaces.isEmpty()
                ? Creation.NO_WORKSPACE
                : workspaces.stream().anyMatch(w -> w.mayCreate()) ? Creation.OPEN : Creation.TURNED_OFF;
        var options = workspaces.stream()
                .map(w -> new Option(
                        w.workspaceId(), w.name(), w.workspaceId().equals(currentWorkspaceId), w.mayCreate()))
                .toList();
        var keys = reply.apiKeys().stream()
                .map(key -> new Key(
                        key.keyId(),
                        key.name(),
                        key.display(),
                        userId.equals(key.userId()) ? "you" : key.userName() == null ? "" : key.userName(),
                        String.join(
                                ", ",
                                key.workspaces().stream()
                                        .map(KeyWorkspace::name)
                                        .toList()),
                        AppDates.minute(key.createdAt()),
                        AppDates.minute(key.lastUsedAt()),
                        key.revoked()))
                .toList();
        var owned = workspaces.stream()
                .filter(w -> w.owner())
                .map(w -> new Owned(w.workspaceId(), w.name(), w.membersCreateKeys()))
                .toList();
        return new KeysView(csrf, creation, options, keys, owned);
    }
}
