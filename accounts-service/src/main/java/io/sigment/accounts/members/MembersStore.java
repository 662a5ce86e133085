package io.sigment.accounts.members;

import io.sigment.accounts.account.AccountChanges;
import io.sigment.accounts.identity.IdentityStore;
import io.sigment.common.api.accounts.OpenInvitation;
import io.sigment.common.api.accounts.WorkspaceMember;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** SQL of a workspace's members: {@code accounts.memberships}, {@code invitations} and {@code membership_removals}. */
public final class MembersStore extends Store<MembersStore> {
    public MembersStore(SqlClient sql) {
        super(sql, MembersStore::new);
    }

    /** A workspace with its plan's member limit. */
    public record Seats(String workspaceId, String workspaceName, String planName, int maxMembers) {}

    /** An invitation found by its link's token, with what its page shows. */
    public record Invitation(
            String invitationId,
            String workspaceId,
            String workspaceName,
            String email,
            String invitedByName,
            OffsetDateTime expiresAt,
            OffsetDateTime acceptedAt,
            OffsetDateTime cancelledAt,
            int maxMembers) {}

    /**
     * The workspace if {@code userId} owns it, its row locked until the transaction ends (one seat count at a time).
     */
    public Future<Optional<Seats>> lockOwned(String workspaceId, String userId) {
        return sql.preparedQuery("SELECT w.workspace_id, w.name, p.name AS plan_name, p.max_members "
                        + "FROM accounts.workspaces w JOIN accounts.plans p USING (plan_id) WHERE w.workspace_id = $1 "
                        + "AND EXISTS ("
                        + "SELECT 1 FROM accounts.memberships m WHERE m.workspace_id = $1 AND m.user_id = $2 AND "
                        + "m.role = 'owner') "
                        + "FOR UPDATE OF w")
                .execute(Tuple.of(workspaceId, userId))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(seats(rows.iterator().next())));
    }

    /** The workspace's seats; {@code lock} locks its row until the transaction ends. */
    public Future<Seats> seats(String workspaceId, boolean lock) {
        return sql.preparedQuery("SELECT w.workspace_id, w.name, p.name AS plan_name, p.max_members "
                        + "FROM accounts.workspaces w JOIN accounts.plans p USING (plan_id) WHERE w.workspace_id = $1"
                        + (lock ? " FOR UPDATE OF w" : ""))
                .execute(Tuple.of(workspaceId))
                .map(rows -> seats(rows.iterator().next()));
    }

    private static Seats seats(Row row) {
        return new Seats(
                row.getString("workspace_id"),
                row.getString("name"),
                row.getString("plan_name"),
                row.getInteger("max_members"));
    }

    /** A checkout of the workspace for a plan with fewer seats, not completed and still payable. */
    public record PendingDowngrade(String planName, int maxMembers) {}

    /**
     * The workspace's {@link PendingDowngrade}, if any: a checkout opened less than {@code payable} ago (by the
     * database's clock, which stamped {@code created_at}).
     */
    public Future<Optional<PendingDowngrade>> pendingDowngrade(String workspaceId, java.time.Duration payable) {
        return sql.preparedQuery("SELECT p.name, p.max_members FROM accounts.plan_checkouts c "
                        + "JOIN accounts.plans p ON p.plan_id = c.plan_id JOIN accounts.workspaces w ON w.workspace_id "
                        + "= c.workspace_id "
                        + "JOIN accounts.plans cur ON cur.plan_id = w.plan_id WHERE c.workspace_id = $1 AND "
                        + "c.completed_at IS NULL "
                        + "AND c.created_at > now() - make_interval(secs => $2) AND p.max_members < cur.max_members "
                        + "ORDER BY c.created_at DESC LIMIT 1")
                .execute(Tuple.of(workspaceId, (double) payable.toSeconds()))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(new PendingDowngrade(
                                rows.iterator().next().getString("name"),
                                rows.iterator().next().getInteger("max_members"))));
    }

    /** Members (the owner included) plus invitations still open at {@code now}, except {@code exceptInvitation}. */
    public Future<Integer> seatsTaken(String workspaceId, OffsetDateTime now, String exceptInvitation) {
        return sql.preparedQuery("SELECT (SELECT count(*) FROM accounts.memberships WHERE workspace_id = $1) + "
                        + "(SELECT count(*) FROM accounts.invitations WHERE workspace_id = $1 AND accepted_at IS NULL "
                        + "AND cancelled_at IS NULL AND expires_at > $2 AND invitation_id <> $3) AS taken")
                .execute(Tuple.of(workspaceId, now, exceptInvitation == null ? "" : exceptInvitation))
                .map(rows -> rows.iterator().next().getLong("taken").intValue());
    }

    public Future<Boolean> hasMemberWithEmail(String workspaceId, String email) {
        return sql.preparedQuery("SELECT 1 FROM accounts.memberships m JOIN accounts.users u USING (user_id) "
                        + "WHERE m.workspace_id = $1 AND lower(u.email) = lower($2)")
                .execute(Tuple.of(workspaceId, email))
                .map(rows -> rows.size() > 0);
    }

    /** Cancels the workspace's open invitations of {@code email}: a new link replaces them. */
    public Future<Void> cancelOpen(String workspaceId, String email, OffsetDateTime now) {
        return sql.preparedQuery("UPDATE accounts.invitations SET cancelled_at = $3 WHERE workspace_id = $1 "
                        + "AND lower(email) = lower($2) AND accepted_at IS NULL AND cancelled_at IS NULL")
                .execute(Tuple.of(workspaceId, email, now))
                .mapEmpty();
    }

    public Future<Void> insert(
            String invitationId,
            String workspaceId,
            String email,
            byte[] tokenHash,
            String invitedBy,
            OffsetDateTime now,
            OffsetDateTime expiresAt) {
        return sql.preparedQuery("INSERT INTO accounts.invitations (invitation_id, workspace_id, email, token_hash, "
                        + "invited_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)")
                .execute(Tuple.from(new Object[] {
                    invitationId, workspaceId, email, Buffer.buffer(tokenHash), invitedBy, now, expiresAt
                }))
                .mapEmpty();
    }

    /** Cancels one open invitation of the workspace; false when there is no such open invitation. */
    public Future<Boolean> cancel(String workspaceId, String invitationId, OffsetDateTime now) {
        return sql.preparedQuery("UPDATE accounts.invitations SET cancelled_at = $3 WHERE workspace_id = $1 "
                        + "AND invitation_id = $2 AND accepted_at IS NULL AND cancelled_at IS NULL")
                .execute(Tuple.of(workspaceId, invitationId, now))
                .map(rows -> rows.rowCount() == 1);
    }

    /** The invitation of a link's token; {@code forUpdate} locks it until the transaction ends. */
    public Future<Optional<Invitation>> invitation(byte[] tokenHash, boolean forUpdate) {
        return sql.preparedQuery("SELECT i.invitation_id, i.workspace_id, w.name AS workspace_name, i.email, "
                        + "u.name AS invited_by_name, i.expires_at, i.accepted_at, i.cancelled_at, p.max_members "
                        + "FROM accounts.invitations i JOIN accounts.workspaces w USING (workspace_id) "
                        + "JOIN accounts.plans p ON p.plan_id = w.plan_id JOIN accounts.users u ON u.user_id = "
                        + "i.invited_by "
                        + "WHERE i.token_hash = $1" + (forUpdate ? " FOR UPDATE OF i" : ""))
                .execute(Tuple.of(Buffer.buffer(tokenHash)))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new Invitation(
                            row.getString("invitation_id"),
                            row.getString("workspace_id"),
                            row.getString("workspace_name"),
                            row.getString("email"),
                            row.getString("invited_by_name"),
                            row.getOffsetDateTime("expires_at"),
                            row.getOffsetDateTime("accepted_at"),
                            row.getOffsetDateTime("cancelled_at"),
                            row.getInteger("max_members")));
                });
    }

    /**
     * Makes {@code userId} a member (a removal of theirs is forgotten), marks the invitation used and the person's
     * address verified when it is the invited one (the mailed link proved it).
     */
    public Future<Void> accept(Invitation invitation, String userId, OffsetDateTime now) {
        return sql.preparedQuery(
                        "INSERT INTO accounts.memberships (workspace_id, user_id, role) VALUES ($1, $2, 'member') "
                                + "ON CONFLICT (workspace_id, user_id) DO NOTHING")
                .execute(Tuple.of(invitation.workspaceId(), userId))
                .onComplete(done -> AccountChanges.written(sql))
                .compose(v -> sql.preparedQuery(
                                "DELETE FROM accounts.membership_removals WHERE workspace_id = $1 AND user_id = $2")
                        .execute(Tuple.of(invitation.workspaceId(), userId)))
                .compose(v -> sql.preparedQuery("UPDATE accounts.invitations SET accepted_at = $2, accepted_by = $3 "
                                + "WHERE invitation_id = $1")
                        .execute(Tuple.of(invitation.invitationId(), now, userId)))
                .compose(v -> sql.preparedQuery("UPDATE accounts.users SET email_verified_at = $2 "
                                + "WHERE user_id = $1 AND email_verified_at IS NULL AND lower(email) = lower($3)")
                        .execute(Tuple.of(userId, now, invitation.email())))
                .mapEmpty();
    }

    /**
     * Takes a member (never the owner) out of the workspace and records why ({@code removed} by the owner, or
     * {@code left}); their agents' grants there end with it. False when they are not a member of it.
     */
    public Future<Boolean> remove(String workspaceId, String memberUserId, String reason) {
        return sql.preparedQuery("DELETE FROM accounts.memberships WHERE workspace_id = $1 AND user_id = $2 "
                        + "AND role = 'member'")
                .execute(Tuple.of(workspaceId, memberUserId))
                .onComplete(done -> AccountChanges.written(sql))
                .compose(deleted -> deleted.rowCount() == 0
                        ? Future.succeededFuture(false)
                        : sql.preparedQuery("INSERT INTO accounts.membership_removals (workspace_id, user_id, reason) "
                                        + "VALUES ($1, $2, $3) ON CONFLICT (workspace_id, user_id) DO UPDATE SET "
                                        + "removed_at = now(), "
                                        + "reason = EXCLUDED.reason")
                                .execute(Tuple.of(workspaceId, memberUserId, reason))
                                .compose(v -> sql.preparedQuery(
                                                "DELETE FROM accounts.agent_grants g USING accounts.agents a "
                                                        + "WHERE g.agent_id = a.agent_id AND a.user_id = $2 AND "
                                                        + "g.workspace_id = $1")
                                        .execute(Tuple.of(workspaceId, memberUserId)))
                                .map(true));
    }

    /** The workspace's members, owner first, if {@code userId} is one of them. */
    public Future<Optional<List<WorkspaceMember>>> membersSeenBy(String workspaceId, String userId) {
        return sql.preparedQuery("SELECT u.user_id, u.name, u.email, m.role, m.joined_at, "
                        + "bool_or(m.user_id = $2) OVER () AS seen FROM accounts.memberships m JOIN accounts.users u "
                        + "USING (user_id) "
                        + "WHERE m.workspace_id = $1 ORDER BY m.role = 'owner' DESC, m.joined_at")
                .execute(Tuple.of(workspaceId, userId))
                .map(rows -> {
                    var members = new ArrayList<WorkspaceMember>();
                    var seen = false;
                    for (var row : rows) {
                        seen = row.getBoolean("seen");
                        members.add(new WorkspaceMember(
                                row.getString("user_id"),
                                row.getString("name"),
                                row.getString("email"),
                                row.getString("role"),
                                row.getOffsetDateTime("joined_at").toString()));
                    }
                    return seen ? Optional.of(members) : Optional.empty();
                });
    }

    /** The workspace's invitations still open at {@code now}, newest first. */
    public Future<List<OpenInvitation>> openInvitations(String workspaceId, OffsetDateTime now) {
        return sql.preparedQuery("SELECT invitation_id, email, created_at, expires_at FROM accounts.invitations "
                        + "WHERE workspace_id = $1 AND accepted_at IS NULL AND cancelled_at IS NULL AND expires_at > "
                        + "$2 "
                        + "ORDER BY created_at DESC")
                .execute(Tuple.of(workspaceId, now))
                .map(rows -> {
                    var open = new ArrayList<OpenInvitation>();
                    rows.forEach(row -> open.add(new OpenInvitation(
                            row.getString("invitation_id"),
                            row.getString("email"),
                            row.getOffsetDateTime("created_at").toString(),
                            row.getOffsetDateTime("expires_at").toString())));
                    return open;
                });
    }

    public Future<Optional<String>> email(String userId) {
        return sql.preparedQuery("SELECT email FROM accounts.users WHERE user_id = $1")
                .execute(Tuple.of(userId))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(rows.iterator().next().getString("email")));
    }

    /** The person's name (an inviter's, as their invitation mail says it). */
    public Future<String> name(String userId) {
        return sql.preparedQuery("SELECT name FROM accounts.users WHERE user_id = $1")
                .execute(Tuple.of(userId))
                .map(rows -> rows.iterator().next().getString("name"));
    }

    public Future<Boolean> emailTaken(String email) {
        return new IdentityStore(sql).emailTaken(email);
    }

    /**
     * A new person with a password (an invitee signing up: the mailed link proved the address, so it is verified); an
     * email already in use is refused.
     */
    public Future<Void> createUser(String userId, String email, String name, String passwordHash) {
        return sql.preparedQuery("INSERT INTO accounts.users (user_id, email, name, password_hash, email_verified_at) "
                        + "VALUES ($1, $2, $3, $4, now())")
                .execute(Tuple.of(userId, email, name, passwordHash))
                .<Void>mapEmpty()
                .recover(cause -> Future.failedFuture(isUniqueViolation(cause) ? InvitationLinks.emailTaken() : cause));
    }
}
