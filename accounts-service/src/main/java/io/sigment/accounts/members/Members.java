package io.sigment.accounts.members;

import io.sigment.accounts.identity.ActingUser;
import io.sigment.accounts.identity.EmailAddresses;
import io.sigment.accounts.mail.MailKind;
import io.sigment.accounts.mail.MailTemplates;
import io.sigment.accounts.mail.Outbox;
import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.plans.Plan;
import io.sigment.accounts.signin.Passwords;
import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.InvitationCancellation;
import io.sigment.common.api.accounts.InvitationToken;
import io.sigment.common.api.accounts.InvitationView;
import io.sigment.common.api.accounts.InvitedSignUp;
import io.sigment.common.api.accounts.JoinedWorkspace;
import io.sigment.common.api.accounts.MemberInvitation;
import io.sigment.common.api.accounts.MemberList;
import io.sigment.common.api.accounts.MemberRemoval;
import io.sigment.common.api.accounts.NewInvitation;
import io.sigment.common.api.accounts.OpenInvitation;
import io.sigment.common.api.accounts.WorkspaceRef;
import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * A workspace's members (issue 26 item 3): its owner invites by a one-time link, mailed to the invited address only
 * (issue 39: nobody else ever holds it), that expires after {@link #INVITATION_TTL}, up to the plan's {@code max_members} (members plus open invitations); the invited person
 * accepts signed in with the invited email, or signs up from the link; the owner removes members, and every gateway
 * forgets what it cached of the removed person's keys and agents at once. Args {@code user_id} come from the app
 * session, never from a request.
 */
public final class Members {
    static final Duration INVITATION_TTL = Duration.ofDays(7);
    /** How long a Stripe Checkout Session stays payable (Stripe's default expiry; Sigment sets none). */
    static final Duration CHECKOUT_LIFETIME = Duration.ofHours(24);

    static final String TOKEN_PREFIX = "inv_";

    private final Vertx vertx;
    private final MembersStore store;
    private final Catalog catalog;
    private final Clock clock;
    private final String publicBaseUrl;
    private final Outbox outbox;
    private final MailTemplates templates;

    public Members(
            Vertx vertx,
            MembersStore store,
            Catalog catalog,
            Clock clock,
            String publicBaseUrl,
            Outbox outbox,
            MailTemplates templates) {
        this.vertx = vertx;
        this.store = store;
        this.catalog = catalog;
        this.clock = clock;
        this.publicBaseUrl = publicBaseUrl;
        this.outbox = outbox;
        this.templates = templates;
    }

    /**
     * {@code list_members}: args {@code user_id}, {@code workspace_id} (one of theirs). Replies {@code members}, whether
     * the person is the {@code owner}, the plan's {@code plan_name} and {@code max_members}; the owner also gets the
     * open {@code invitations}.
     */
    public Future<JsonObject> list(Caller caller, JsonObject args) {
        var userId = ActingUser.required(args);
        var workspaceId = WorkspaceRef.fromJson(args).workspaceId();
        return store.membersSeenBy(workspaceId, userId).compose(members -> {
            if (members.isEmpty()) return Future.failedFuture(ToolError.workspaceNotFound());
            var owner = members.get().stream().anyMatch(m -> userId.equals(m.userId()) && m.owner());
            return store.seats(workspaceId, false)
                    .compose(seats -> (owner
                                    ? store.openInvitations(workspaceId, now())
                                    : Future.<List<OpenInvitation>>succeededFuture(null))
                            .map(open -> new MemberList(
                                            workspaceId,
                                            members.get(),
                                            owner,
                                            seats.planName(),
                                            seats.maxMembers(),
                                            open)
                                    .toJson()));
        });
    }

    /**
     * {@code invite_member}: args {@code user_id} (the owner), {@code workspace_id}, {@code email}. Mails the one-time
     * link to {@code email} in the same transaction (only its hash is kept; no reply carries it, so only the person who
     * reads that mailbox can use it); an earlier open invitation of the same email is cancelled. Replies the invitation.
     */
    public Future<JsonObject> invite(Caller caller, JsonObject args) {
        var userId = ActingUser.required(args);
        var invitation = MemberInvitation.fromJson(args);
        var workspaceId = invitation.workspaceId();
        var email = invitation.email().strip();
        if (!EmailAddresses.valid(email))
            return Future.failedFuture(ToolError.invalidArguments("email: not an email address"));
        var token = Ids.random(TOKEN_PREFIX, Ids.SECRET_BYTES);
        var invitationId = Ids.random("invt_");
        var now = now();
        var expires = now.plus(INVITATION_TTL);
        return store.inTransaction(tx -> tx.lockOwned(workspaceId, userId).compose(owned -> {
                    if (owned.isEmpty()) return Future.failedFuture(ownerOnly());
                    var seats = owned.get();
                    if (seats.maxMembers() <= 1) return Future.failedFuture(noMembersOn(seats.planName()));
                    return tx.pendingDowngrade(workspaceId, CHECKOUT_LIFETIME)
                            .compose(pending -> pending.isPresent()
                                    ? Future.failedFuture(ToolError.downgradePending(
                                            pending.get().planName(),
                                            pending.get().maxMembers()))
                                    : tx.hasMemberWithEmail(workspaceId, email))
                            .compose(member -> member
                                    ? Future.failedFuture(ToolError.invalidArguments(
                                            "email: " + email + " is already a member of " + seats.workspaceName()))
                                    : tx.cancelOpen(workspaceId, email, now)
                                            .compose(v -> tx.seatsTaken(workspaceId, now, null)))
                            .compose(taken -> taken >= seats.maxMembers()
                                    ? Future.failedFuture(ToolError.membersFull(seats.planName(), seats.maxMembers()))
                                    : tx.insert(
                                                    invitationId,
                                                    workspaceId,
                                                    email,
                                                    Credentials.sha256(token),
                                                    userId,
                                                    now,
                                                    expires)
                                            .compose(v -> tx.name(userId))
                                            .compose(inviter -> outbox.enqueue(
                                                    tx,
                                                    templates.render(
                                                            MailKind.INVITATION,
                                                            email,
                                                            userId,
                                                            Map.of(
                                                                    "inviter",
                                                                    inviter,
                                                                    "workspace",
                                                                    seats.workspaceName(),
                                                                    "link",
                                                                    publicBaseUrl + "/app/invitations/" + token,
                                                                    "expires",
                                                                    expires.toString()
                                                                            .replace('T', ' ')
                                                                            .substring(0, 16))))));
                }))
                .map(v -> new NewInvitation(invitationId, email, expires.toString()).toJson());
    }

    /** {@code cancel_invitation}: args {@code user_id} (the owner), {@code workspace_id}, {@code invitation_id}. */
    public Future<JsonObject> cancel(Caller caller, JsonObject args) {
        var userId = ActingUser.required(args);
        var cancellation = InvitationCancellation.fromJson(args);
        var workspaceId = cancellation.workspaceId();
        var invitationId = cancellation.invitationId();
        return store.inTransaction(tx -> tx.lockOwned(workspaceId, userId)
                        .compose(owned -> owned.isEmpty()
                                ? Future.failedFuture(ownerOnly())
                                : tx.cancel(workspaceId, invitationId, now())))
                .compose(cancelled -> cancelled
                        ? Future.succeededFuture(new JsonObject()
                                .put("invitation_id", invitationId)
                                .put("cancelled", true))
                        : Future.failedFuture(
                                ToolError.notFound("The invitation was already used, cancelled or expired.")));
    }

    /**
     * {@code remove_member}: args {@code user_id} (the owner), {@code workspace_id}, {@code member_user_id}. The
     * removed person's keys and agents lose the workspace at once: every gateway drops what it cached of them.
     */
    public Future<JsonObject> remove(Caller caller, JsonObject args) {
        var userId = ActingUser.required(args);
        var removal = MemberRemoval.fromJson(args);
        var workspaceId = removal.workspaceId();
        var memberId = removal.memberUserId();
        return store.inTransaction(tx -> tx.lockOwned(workspaceId, userId)
                        .compose(owned -> owned.isEmpty()
                                ? Future.failedFuture(ownerOnly())
                                : tx.remove(workspaceId, memberId, "removed")))
                .compose(removed -> removed
                        ? gone(workspaceId, memberId).map(reply -> reply.put("removed", true))
                        : Future.failedFuture(
                                ToolError.notFound("Not a member of this workspace (the owner cannot be removed).")));
    }

    /**
     * {@code leave_workspace}: args {@code user_id} (a member, not the owner), {@code workspace_id}. Like a removal,
     * their keys and agents lose the workspace at once.
     */
    public Future<JsonObject> leave(Caller caller, JsonObject args) {
        var userId = ActingUser.required(args);
        var workspaceId = WorkspaceRef.fromJson(args).workspaceId();
        return store.inTransaction(tx -> tx.remove(workspaceId, userId, "left"))
                .compose(left -> left
                        ? gone(workspaceId, userId).map(reply -> reply.put("left", true))
                        : Future.failedFuture(
                                ToolError.notFound("Only a member leaves a workspace: its owner cannot leave it "
                                        + "(the owner may remove members or move to another workspace).")));
    }

    /** Every gateway forgets what it cached of the person's keys and agents. */
    private Future<JsonObject> gone(String workspaceId, String memberId) {
        vertx.eventBus().publish(Topics.CREDENTIAL_REVOKED, new JsonObject().put("user_id", memberId));
        return Future.succeededFuture(
                new JsonObject().put("workspace_id", workspaceId).put("member_user_id", memberId));
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
     * {@code sign_up_invited}: args {@code token}, {@code name}, {@code password}. A person new to Sigment creates their
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

    /** Joins after re-counting seats: the plan may have shrunk since the invitation (a downgrade). */
    /** Joins as a member; {@code email} is written into the reply for a sign-up (null for an acceptance). */
    private Future<JsonObject> join(MembersStore tx, MembersStore.Invitation invitation, String userId, String email) {
        return tx.seats(invitation.workspaceId(), true)
                .compose(seats -> {
                    if (seats.maxMembers() <= 1) return Future.failedFuture(noMembersOn(seats.planName()));
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

    private ToolError noMembersOn(String planName) {
        var roomiest = catalog.plans().values().stream()
                .max(Comparator.comparingInt(Plan::maxMembers))
                .orElseThrow();
        return ToolError.planLimit("the " + planName + " plan has no members besides the owner; the " + roomiest.name()
                + " plan has up to " + roomiest.maxMembers() + " members per workspace.");
    }

    private static ToolError ownerOnly() {
        return ToolError.notFound("Only the workspace's owner manages its members.");
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
