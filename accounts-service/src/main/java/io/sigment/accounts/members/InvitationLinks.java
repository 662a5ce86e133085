package io.sigment.accounts.members;

import io.sigment.accounts.identity.ActingUser;
import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.signin.Passwords;
import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.InvitationToken;
import io.sigment.common.api.accounts.InvitationView;
import io.sigment.common.api.accounts.InvitedSignUp;
import io.sigment.common.api.accounts.JoinedWorkspace;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * The invited person's side of an invitation (issue 26 item 3): the one-time link {@link Members#invite} mails, shown
 * by its token, accepted signed in with the invited email, or signed up from by a person new to Sigment; either way
 * they join after the workspace's seats are counted again. The link expires after {@link #INVITATION_TTL}.
 */
public final class InvitationLinks {
    static final Duration INVITATION_TTL = Duration.ofDays(7);

    static final String TOKEN_PREFIX = "inv_";

    private final Vertx vertx;
    private final MembersStore store;
    private final Catalog catalog;
    private final Clock clock;

    public InvitationLinks(Vertx vertx, MembersStore store, Catalog catalog, Clock clock) {
        this.vertx = vertx;
        this.store = store;
        this.catalog = catalog;
        this.clock = clock;
    }

    /**
     * {@code show_invitation}: args {@code token}. Replies {@code status} {@code open}, {@code expired}, {@code used},
     * {@code cancelled} or {@code unknown}, and (except unknown) the workspace, the email and who invited.
     */
    public Future<JsonObject> show(Caller caller, JsonObject args) {
        var token = InvitationToken.fromJson(args).token();
        if (!Ids.matches(token, TOKEN_PREFIX, Ids.SECRET_BYTES)) {
            return Future.succeededFuture(InvitationView.unknown().toJson());
        }
        return store.invitation(Credentials.sha256(token), false)
                .map(found -> found.map(invitation -> new InvitationView(
                                status(invitation),
                                invitation.workspaceName(),
                                invitation.email(),
                                invitation.invitedByName(),
                                invitation.expiresAt().toString()))
                        .orElseGet(InvitationView::unknown)
                        .toJson());
    }

    /** {@code accept_invitation}: args {@code user_id} (signed in with the invited email), {@code token}. */
    public Future<JsonObject> accept(Caller caller, JsonObject args) {
        var userId = ActingUser.required(args);
        var token = InvitationToken.fromJson(args).token();
        return store.email(userId)
                .compose(email ->
                        store.inTransaction(tx -> openInvitation(tx, token).compose(invitation -> {
                            if (email.isEmpty() || !email.get().equalsIgnoreCase(invitation.email())) {
                                return Future.failedFuture(ToolError.invalidArguments("invitation: it is for "
                                        + invitation.email() + "; sign in with that email to accept it"));
                            }
                            return join(tx, invitation, userId, null);
                        })));
    }

    /**
     * {@code sign_up_invited}: args {@code token}, {@code name}, {@code password}. A person new to Sigment creates
     * their
     * account from an invitation link (its email is the invited one) and joins the workspace; then they sign in.
     */
    public Future<JsonObject> signUp(Caller caller, JsonObject args) {
        var form = InvitedSignUp.fromJson(args);
        var token = form.token();
        var name = ToolArgs.string(args, "name", 1, 100).strip();
        var password = form.password();
        if (!Passwords.acceptable(password)) {
            return Future.failedFuture(ToolError.invalidArguments(Passwords.rules()));
        }
        var newUserId = Ids.random("usr_");
        return vertx.executeBlocking(() -> Passwords.hash(password), false)
                .compose(hash -> store.inTransaction(tx -> openInvitation(tx, token)
                        .compose(invitation -> tx.emailTaken(invitation.email())
                                .compose(taken -> taken
                                        ? Future.failedFuture(emailTaken())
                                        : tx.createUser(newUserId, invitation.email(), name, hash)
                                                .compose(v -> join(tx, invitation, newUserId, invitation.email()))))));
    }

    private Future<MembersStore.Invitation> openInvitation(MembersStore tx, String token) {
        if (!Ids.matches(token, TOKEN_PREFIX, Ids.SECRET_BYTES)) return Future.failedFuture(notAnInvitation());
        return tx.invitation(Credentials.sha256(token), true).compose(found -> {
            if (found.isEmpty()) return Future.failedFuture(notAnInvitation());
            var status = status(found.get());
            return status.equals("open")
                    ? Future.succeededFuture(found.get())
                    : Future.failedFuture(ToolError.invalidArguments("invitation: " + unusable(status)));
        });
    }

    /**
     * Joins as a member after re-counting seats (the plan may have shrunk since the invitation: a downgrade);
     * {@code email} is written into the reply for a sign-up (null for an acceptance).
     */
    private Future<JsonObject> join(MembersStore tx, MembersStore.Invitation invitation, String userId, String email) {
        return tx.seats(invitation.workspaceId(), true)
                .compose(seats -> {
                    if (seats.maxMembers() <= 1)
                        return Future.failedFuture(Members.noMembersOn(catalog, seats.planName()));
                    return tx.seatsTaken(invitation.workspaceId(), now(), invitation.invitationId())
                            .compose(taken -> taken >= seats.maxMembers()
                                    ? Future.failedFuture(ToolError.membersFull(seats.planName(), seats.maxMembers()))
                                    : tx.accept(invitation, userId, now()));
                })
                .map(v -> new JoinedWorkspace(
                                invitation.workspaceId(), invitation.workspaceName(), userId, "member", email)
                        .toJson());
    }

    private String status(MembersStore.Invitation invitation) {
        if (invitation.acceptedAt() != null) return "used";
        if (invitation.cancelledAt() != null) return "cancelled";
        return invitation.expiresAt().toInstant().isAfter(clock.instant()) ? "open" : "expired";
    }

    /** What the invitation page and a refused acceptance say about a link that cannot be used. */
    public static String unusable(String status) {
        return switch (status) {
            case "expired" -> "this invitation link expired; ask the workspace's owner for a new one";
            case "used" -> "this invitation link was already used; each link works once";
            case "cancelled" ->
                "this invitation link was replaced or cancelled by the workspace's owner; ask them for the "
                        + "current one";
            default -> "this is not an invitation link; check that the whole link was copied";
        };
    }

    private static ToolError notAnInvitation() {
        return ToolError.invalidArguments("invitation: " + unusable("unknown"));
    }

    static ToolError emailTaken() {
        return ToolError.invalidArguments("email: an account with this email exists; sign in to accept the invitation");
    }

    private OffsetDateTime now() {
        return clock.instant().atOffset(ZoneOffset.UTC);
    }
}
