package io.sigment.web.team;

import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.web.app.AppSession;
import java.util.List;
import java.util.Map;

/**
 * The app's workspaces section ({@code team/workspaces.jte}): each workspace's plan, balance and today's agent spend;
 * switch to another, rename the current one (its owner), create one. {@code renameName} is the current workspace's
 * name when the person owns it, else null (no rename form).
 */
public record WorkspacesView(String csrf, List<Workspace> workspaces, String currentWorkspaceId, String renameName) {
    private static final String UNKNOWN = "–";

    /** A workspace's row: its balance and today's agent spend as the page shows them ("–" when unknown). */
    public record Workspace(
            String workspaceId, String name, boolean current, String plan, String role, String balance, String spent) {}

    /** {@code accounts}: each workspace's get_account reply, by id (absent when it could not be read). */
    public static WorkspacesView of(AppSession session, Map<String, AccountView> accounts, String csrf) {
        var workspaces = session.workspaces();
        var currentWorkspaceId = session.currentWorkspaceId();
        var rows = workspaces.stream()
                .map(workspace -> {
                    var account = accounts.get(workspace.workspaceId());
                    return new Workspace(
                            workspace.workspaceId(),
                            workspace.name(),
                            workspace.workspaceId().equals(currentWorkspaceId),
                            workspace.plan(),
                            workspace.role(),
                            account == null || account.credits() == null
                                    ? UNKNOWN
                                    : String.valueOf(account.credits().balance()),
                            account == null || account.agentSpendToday() == null
                                    ? UNKNOWN
                                    : String.valueOf(account.agentSpendToday().spent()));
                })
                .toList();
        var rename = session.isOwnerOf(currentWorkspaceId)
                ? workspaces.stream()
                        .filter(w -> w.workspaceId().equals(currentWorkspaceId))
                        .map(MemberWorkspace::name)
                        .findFirst()
                        .orElse("")
                : null;
        return new WorkspacesView(csrf, rows, currentWorkspaceId, rename);
    }
}
