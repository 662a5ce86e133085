package io.sigment.web.app;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.common.api.accounts.SessionView;
import java.util.List;

/**
 * A person signed in to the app: who (and whether a mailed link proved their address), and their workspaces with their
 * role in each (earliest joined first).
 * {@link #isOwnerOf} is what a page acting on a workspace checks; {@code currentWorkspaceId} is the one the app acts
 * in (the first, or the one switched to).
 */
public record AppSession(
        String sessionHash,
        String userId,
        String email,
        boolean emailVerified,
        String name,
        List<MemberWorkspace> workspaces,
        String currentWorkspaceId) {

    public static AppSession from(String sessionHash, SessionView session) {
        var workspaces = session.workspaces();
        return new AppSession(
                sessionHash,
                session.userId(),
                session.email(),
                session.emailVerified(),
                session.name(),
                workspaces,
                workspaces.isEmpty() ? null : workspaces.get(0).workspaceId());
    }

    /** The same session acting in {@code workspaceId} (the one the person switched to), if it is one of theirs. */
    public AppSession actingIn(String workspaceId) {
        if (workspaceId == null || !workspaceIds().contains(workspaceId)) return this;
        return new AppSession(sessionHash, userId, email, emailVerified, name, workspaces, workspaceId);
    }

    public boolean isOwnerOf(String workspaceId) {
        return workspaces.stream().anyMatch(w -> w.workspaceId().equals(workspaceId) && "owner".equals(w.role()));
    }

    public List<String> workspaceIds() {
        return workspaces.stream().map(MemberWorkspace::workspaceId).toList();
    }

    /** The signed-in person as the services see them, in the workspace the app acts in. */
    public Caller caller() {
        return Caller.person(Ids.random("app-"), userId, currentWorkspaceId, workspaceIds());
    }
}
