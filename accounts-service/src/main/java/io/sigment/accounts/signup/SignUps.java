package io.sigment.accounts.signup;

import io.sigment.accounts.identity.EmailAddresses;
import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.identity.OneTimeLink;
import io.sigment.accounts.mail.MailKind;
import io.sigment.accounts.mail.MailTemplates;
import io.sigment.accounts.mail.Outbox;
import io.sigment.accounts.signin.Passwords;
import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.JoinedWorkspace;
import io.sigment.common.api.accounts.SignUpForm;
import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/**
 * Self-service sign-up (issue 39 item 2). {@code request_sign_up} mails a single-use link to the address, or, when an
 * account has it, a note saying so: the reply is the same either way and both hash the password, so neither the
 * answer nor its time tells who has an account. {@code confirm_sign_up} (the link's token and the same password)
 * creates the account, its address verified, and its own workspace on the Free plan; a link works once and expires
 * after {@link #LINK_TTL}. Only the token's SHA-256 and the password's Argon2id hash are stored. Mail to one address
 * is limited by the {@link Outbox}; requests per client address by the gateway.
 */
public final class SignUps {
    static final Duration LINK_TTL = Duration.ofHours(24);
    static final String TOKEN_PREFIX = "sgn_";
    static final String WORKSPACE_NAME = "Personal workspace";

    private final Vertx vertx;
    private final SignUpsStore store;
    private final IdentityStore identities;
    private final Outbox outbox;
    private final MailTemplates templates;
    private final Clock clock;
    private final String publicBaseUrl;

    public SignUps(
            Vertx vertx,
            SignUpsStore store,
            IdentityStore identities,
            Outbox outbox,
            MailTemplates templates,
            Clock clock,
            String publicBaseUrl) {
        this.vertx = vertx;
        this.store = store;
        this.identities = identities;
        this.outbox = outbox;
        this.templates = templates;
        this.clock = clock;
        this.publicBaseUrl = publicBaseUrl;
    }

    /**
     * {@code request_sign_up}: args {@code email}, {@code password}. Replies {@code {}} whether or not the email is
     * taken.
     */
    public Future<JsonObject> request(Caller caller, JsonObject args) {
        var form = SignUpForm.fromJson(args);
        var email = form.email().strip();
        if (!EmailAddresses.valid(email)) {
            return Future.failedFuture(ToolError.invalidArguments("email: not an email address"));
        }
        var password = form.password();
        if (!Passwords.acceptable(password)) {
            return Future.failedFuture(ToolError.invalidArguments(Passwords.rules()));
        }
        var now = StoredTime.now(clock);
        var link = OneTimeLink.issue(TOKEN_PREFIX, LINK_TTL, now);
        return vertx.executeBlocking(() -> Passwords.hash(password), false)
                .compose(hash -> store.inTransaction(tx -> tx.forgetExpired(now.minus(Duration.ofDays(1)))
                        .compose(v -> tx.emailTaken(email))
                        .compose(taken -> taken
                                ? outbox.enqueue(
                                        tx,
                                        templates.render(
                                                MailKind.ACCOUNT_EXISTS,
                                                email,
                                                null,
                                                Map.of("sign_in", publicBaseUrl + "/app/sign-in")))
                                : tx.insert(Ids.random("sgu_"), email, hash, link.tokenHash(), now, link.expiresAt())
                                        .compose(v -> outbox.enqueue(
                                                tx,
                                                templates.render(
                                                        MailKind.VERIFY_SIGN_UP,
                                                        email,
                                                        null,
                                                        Map.of(
                                                                "link",
                                                                publicBaseUrl + "/app/sign-up/" + link.token(),
                                                                "expires",
                                                                link.expiresText())))))))
                .map(mailed -> new JsonObject());
    }

    /**
     * {@code confirm_sign_up}: args {@code token}, {@code password} (the one chosen when asking: whoever else opens the
     * link cannot finish it). Replies the new account's workspace, with {@code email}, the account then signs in.
     */
    public Future<JsonObject> confirm(Caller caller, JsonObject args) {
        var form = SignUpForm.fromJson(args);
        if (!OneTimeLink.wellFormed(form.token(), TOKEN_PREFIX))
            return Future.failedFuture(unusable(OneTimeLink.UNKNOWN));
        var now = StoredTime.now(clock);
        var userId = Ids.random("usr_");
        var workspaceId = Ids.random("ws_");
        return store.inTransaction(tx -> tx.lockPending(OneTimeLink.hash(form.token()))
                .compose(found -> {
                    if (found.isEmpty()) return Future.failedFuture(unusable(OneTimeLink.UNKNOWN));
                    var pending = found.get();
                    var status = OneTimeLink.status(pending.expiresAt(), pending.usedAt(), now.toInstant());
                    if (!OneTimeLink.OPEN.equals(status)) return Future.failedFuture(unusable(status));
                    return vertx.executeBlocking(() -> Passwords.verify(form.password(), pending.passwordHash()), false)
                            .compose(matches -> !matches
                                    ? Future.failedFuture(ToolError.invalidArguments(
                                            "password: not the password chosen when signing up; " + "enter that one"))
                                    : tx.emailTaken(pending.email())
                                            .compose(taken -> taken
                                                    ? Future.succeededFuture(false)
                                                    : tx.createVerifiedUser(
                                                            userId,
                                                            pending.email(),
                                                            nameOf(pending.email()),
                                                            pending.passwordHash(),
                                                            now)))
                            .compose(created -> {
                                if (!created)
                                    return Future.failedFuture(ToolError.invalidArguments(
                                            "email: an account with " + pending.email() + " exists already; sign in"));
                                var identity = tx.alongside(identities);
                                return identity.ensureWorkspace(workspaceId, WORKSPACE_NAME)
                                        .compose(v -> identity.ensureMember(workspaceId, userId, "owner"))
                                        .compose(v -> tx.markUsed(pending.signUpId(), now))
                                        .map(v -> new JoinedWorkspace(
                                                        workspaceId, WORKSPACE_NAME, userId, "owner", pending.email())
                                                .toJson());
                            });
                }));
    }

    /** The account's name until its person changes it: the address's part before the {@code @}. */
    static String nameOf(String email) {
        var local = email.substring(0, email.lastIndexOf('@'));
        return local.length() > 100 ? local.substring(0, 100) : local;
    }

    /** Why a sign-up link cannot be used, and what to do. */
    static ToolError unusable(String status) {
        return ToolError.invalidArguments("sign-up link: "
                + switch (status) {
                    case OneTimeLink.USED -> "this link was already used: the account exists; sign in";
                    case OneTimeLink.EXPIRED -> "this link expired; sign up again to get a new one";
                    default -> "this is not a sign-up link; check that the whole link was copied";
                });
    }
}
