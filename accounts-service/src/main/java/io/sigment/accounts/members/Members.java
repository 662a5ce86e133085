package io.sigment.accounts.members;

import io.sigment.accounts.identity.ActingUser;
import io.sigment.accounts.identity.EmailAddresses;
import io.sigment.accounts.mail.MailKind;
import io.sigment.accounts.mail.MailTemplates;
import io.sigment.accounts.mail.Outbox;
import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.plans.Plan;
import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.CancelledInvitation;
import io.sigment.common.api.accounts.CredentialRevoked;
import io.sigment.common.api.accounts.FormerMember;
import io.sigment.common.api.accounts.InvitationCancellation;
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
 * (issue 39: nobody else ever holds it), that expires after {@link InvitationLinks#INVITATION_TTL}, up to the plan's
 * {@code max_members} (members plus open invitations); the invited person accepts signed in with the invited email, or
 * signs up from the link ({@link InvitationLinks}); the owner removes members, and every gateway
 * forgets what it cached of the removed person's keys and agents at once. Args {@code user_id} come from the app
 * session, never from a request.
 */
public final class Members {
    /** How long a Stripe Checkout Session stays payable (Stripe's default expiry; Sigment sets none). */
    static final Duration CHECKOUT_LIFETIME = Duration.ofHours(24);

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
     * {@code list_members}: args {@code user_id}, {@code workspace_id} (one of theirs). Replies {@code members},
     * whether
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
     * reads that mailbox can use it); an earlier open invitation of the same email is cancelled. Replies the
     * invitation.
     */
    public Future<JsonObject> invite(Caller caller, JsonObject args) {
        var userId = ActingUser.required(args);
        var invitation = MemberInvitation.fromJson(args);
        var workspaceId = invitation.workspaceId();
        var email = invitation.email().strip();
        if (!EmailAddresses.valid(email))
            return Future.failedFuture(ToolError.invalidArguments("email: not an email address"));
        var token = Ids.random(InvitationLinks.TOKEN_PREFIX, Ids.SECRET_BYTES);
        var invitationId = Ids.random("invt_");
        var now = now();
        var expires = now.plus(InvitationLinks.INVITATION_TTL);
        return store.inTransaction(tx -> tx.lockOwned(workspaceId, userId).compose(owned -> {
                    if (owned.isEmpty()) return Future.failedFuture(ownerOnly());
                    var seats = owned.get();
                    if (seats.maxMembers() <= 1) return Future.failedFuture(noMembersOn(catalog, seats.planName()));
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
                        ? Future.succeededFuture(new CancelledInvitation(invitationId, true).toJson())
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
                        ? gone(memberId)
                                .map(v -> FormerMember.removed(workspaceId, memberId)
                                        .toJson())
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
                        ? gone(userId)
                                .map(v -> FormerMember.left(workspaceId, userId).toJson())
                        : Future.failedFuture(
                                ToolError.notFound("Only a member leaves a workspace: its owner cannot leave it "
                                        + "(the owner may remove members or move to another workspace).")));
    }

    /** Every gateway forgets what it cached of the person's keys and agents. */
    private Future<Void> gone(String memberId) {
        vertx.eventBus()
                .publish(
                        Topics.CREDENTIAL_REVOKED,
                        CredentialRevoked.user(memberId).toJson());
        return Future.succeededFuture();
    }

    /** A plan with one seat has room for the owner alone; the refusal names the roomiest plan. */
    static ToolError noMembersOn(Catalog catalog, String planName) {
        var roomiest = catalog.plans().values().stream()
                .max(Comparator.comparingInt(Plan::maxMembers))
                .orElseThrow();
        return ToolError.planLimit("the " + planName + " plan has no members besides the owner; the " + roomiest.name()
                + " plan has up to " + roomiest.maxMembers() + " members per workspace.");
    }

    private static ToolError ownerOnly() {
        return ToolError.notFound("Only the workspace's owner manages its members.");
    }

    private OffsetDateTime now() {
        return clock.instant().atOffset(ZoneOffset.UTC);
    }
}
