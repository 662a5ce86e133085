package io.sigment.accounts.signin;

import io.sigment.accounts.identity.OneTimeLink;
import io.sigment.accounts.mail.MailKind;
import io.sigment.accounts.mail.MailTemplates;
import io.sigment.accounts.mail.Outbox;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.PasswordReset;
import io.sigment.common.api.accounts.PasswordResetRequest;
import io.sigment.common.api.accounts.SignInLinkToken;
import io.sigment.common.api.accounts.SignInLinkView;
import io.sigment.common.api.accounts.SignInUnlocked;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;

/**
 * Single-use links mailed to an account's own address (issue 39 item 3): "forgot your password?" sets a new password,
 * ends the account's app sessions and clears its sign-in locks; "unlock sign-in", mailed when a source is first locked
 * out, clears the locks. Tokens are random; only their SHA-256 is stored; a link expires and works once (opening one
 * uses up every open link of its kind of the account). Asking for a reset answers the same whether or not the
 * address has an account; an account gets at most {@link #RESETS_PER_HOUR} reset mails an hour (and the outbox's
 * send limits hold too: past any of them nothing is sent, and the answer is still the same).
 */
public final class SignInLinks {
    static final Duration RESET_TTL = Duration.ofHours(1);
    static final Duration UNLOCK_TTL = Duration.ofHours(24);
    static final int RESETS_PER_HOUR = 3;
    /**
     * One unlock mail an hour per account (its link clears every source's lock): an attacker locking the account from
     * many addresses cannot spend the mail budget of the account and its address, which a reset mail needs.
     */
    static final int UNLOCKS_PER_HOUR = 1;

    static final String RESET_PREFIX = "pwr_";
    static final String UNLOCK_PREFIX = "unl_";

    private final Vertx vertx;
    private final SignInLinksStore store;
    private final SignInSourcesStore sources;
    private final SessionsStore sessions;
    private final Outbox outbox;
    private final MailTemplates templates;
    private final String publicBaseUrl;
    private final Clock clock;

    public SignInLinks(
            Vertx vertx,
            SignInLinksStore store,
            SignInSourcesStore sources,
            SessionsStore sessions,
            Outbox outbox,
            MailTemplates templates,
            String publicBaseUrl,
            Clock clock) {
        this.vertx = vertx;
        this.store = store;
        this.sources = sources;
        this.sessions = sessions;
        this.outbox = outbox;
        this.templates = templates;
        this.publicBaseUrl = publicBaseUrl;
        this.clock = clock;
    }

    /**
     * {@code request_password_reset}: args {@code email}. Mails a reset link when an account has the address and its
     * limits allow; replies {@code {}} in every case.
     */
    public Future<JsonObject> requestReset(Caller caller, JsonObject args) {
        var email = PasswordResetRequest.fromJson(args).email().strip();
        if (email.isEmpty() || email.length() > 254) return Future.succeededFuture(new JsonObject());
        var now = now();
        return store.accountByEmail(email)
                .compose(found -> found.isEmpty()
                        ? Future.<Void>succeededFuture()
                        : store.inTransaction(tx -> tx.lockAccount(found.get().userId())
                                        .compose(v -> tx.sentSince(
                                                found.get().userId(),
                                                SignInLinkView.RESET,
                                                now.minus(Duration.ofHours(1))))
                                        .compose(sent -> sent >= RESETS_PER_HOUR
                                                ? Future.<Void>succeededFuture()
                                                : mail(tx, found.get(), SignInLinkView.RESET, Map.of(), now)))
                                .recover(cause ->
                                        cause instanceof ToolError error && error.kind() == ToolError.Kind.RATE_LIMITED
                                                ? Future.succeededFuture()
                                                : Future.failedFuture(cause)))
                .map(v -> new JsonObject());
    }

    /**
     * A source was first locked out of {@code userId}: mails the account an unlock link, unless one was mailed within
     * the hour. Best effort, in its own transaction: past a send limit nothing is mailed and the lock stands.
     */
    Future<Void> lockedOut(String userId, String sourceKey) {
        var now = now();
        var where = sourceKey.startsWith("address:")
                ? "the address " + sourceKey.substring("address:".length())
                : "a browser that signed in to your account before";
        return store.inTransaction(tx -> tx.lockAccount(userId)
                        .compose(v -> tx.sentSince(userId, SignInLinkView.UNLOCK, now.minus(Duration.ofHours(1))))
                        .compose(sent -> sent >= UNLOCKS_PER_HOUR
                                ? Future.succeededFuture(Optional.<SignInLinksStore.Account>empty())
                                : tx.account(userId))
                        .compose(account -> account.isEmpty()
                                ? Future.<Void>succeededFuture()
                                : mail(tx, account.get(), SignInLinkView.UNLOCK, Map.of("source", where), now)))
                .recover(cause -> Future.succeededFuture());
    }

    private Future<Void> mail(
            SignInLinksStore tx,
            SignInLinksStore.Account account,
            String purpose,
            Map<String, String> values,
            OffsetDateTime now) {
        var reset = SignInLinkView.RESET.equals(purpose);
        var link = OneTimeLink.issue(reset ? RESET_PREFIX : UNLOCK_PREFIX, reset ? RESET_TTL : UNLOCK_TTL, now);
        var filled = new java.util.HashMap<>(values);
        filled.put("name", account.name());
        filled.put("link", publicBaseUrl + (reset ? "/app/reset-password/" : "/app/unlock/") + link.token());
        filled.put("expires", link.expiresText());
        return tx.insert(link, purpose, account.userId(), null, now)
                .compose(v -> outbox.enqueue(
                        tx,
                        templates.render(
                                reset ? MailKind.RESET_PASSWORD : MailKind.UNLOCK_SIGN_IN,
                                account.email(),
                                account.userId(),
                                filled)))
                .mapEmpty();
    }

    /** {@code show_sign_in_link}: args {@code token}. Replies its status, purpose and the account's email. */
    public Future<JsonObject> show(Caller caller, JsonObject args) {
        var token = SignInLinkToken.fromJson(args).token();
        if (!wellFormed(token))
            return Future.succeededFuture(SignInLinkView.unknown().toJson());
        return store.link(OneTimeLink.hash(token), false)
                .compose(found -> found.isEmpty()
                        ? Future.succeededFuture(SignInLinkView.unknown().toJson())
                        : store.account(found.get().userId())
                                .map(account -> new SignInLinkView(
                                                status(found.get()),
                                                found.get().purpose(),
                                                account.map(SignInLinksStore.Account::email)
                                                        .orElse(null))
                                        .toJson()));
    }

    /**
     * {@code reset_password}: args {@code token}, {@code password} (the rules of sign-up). Sets the password, ends
     * every
     * app session of the account, clears its sign-in locks, and uses up its reset links.
     */
    public Future<JsonObject> resetPassword(Caller caller, JsonObject args) {
        var form = SignInLinkToken.fromJson(args);
        if (form.password() == null || !Passwords.acceptable(form.password())) {
            return Future.failedFuture(ToolError.invalidArguments(Passwords.rules()));
        }
        if (!form.token().startsWith(RESET_PREFIX)) return Future.failedFuture(unusable(SignInLinkView.UNKNOWN));
        var now = now();
        return vertx.executeBlocking(() -> Passwords.hash(form.password()), false)
                .compose(hash -> store.inTransaction(tx -> open(tx, form.token(), SignInLinkView.RESET)
                        .compose(userId -> tx.alongside(sessions)
                                .setPasswordHash(userId, hash)
                                .compose(v -> tx.alongside(sessions).endAll(userId, now))
                                .compose(v -> tx.alongside(sources).unlockAll(userId))
                                .compose(v -> tx.useAll(userId, SignInLinkView.RESET, now)))))
                .map(v -> new PasswordReset(true).toJson());
    }

    /**
     * {@code unlock_sign_in}: args {@code token}. Clears every sign-in lock of the account; uses up its unlock links.
     */
    public Future<JsonObject> unlock(Caller caller, JsonObject args) {
        var token = SignInLinkToken.fromJson(args).token();
        if (!token.startsWith(UNLOCK_PREFIX)) return Future.failedFuture(unusable(SignInLinkView.UNKNOWN));
        var now = now();
        return store.inTransaction(tx -> open(tx, token, SignInLinkView.UNLOCK)
                        .compose(userId -> tx.alongside(sources)
                                .unlockAll(userId)
                                .compose(v -> tx.useAll(userId, SignInLinkView.UNLOCK, now))))
                .map(v -> new SignInUnlocked(true).toJson());
    }

    /** The account of an open link of {@code purpose}, locked for the transaction; else a failure saying why not. */
    private Future<String> open(SignInLinksStore tx, String token, String purpose) {
        if (!wellFormed(token)) return Future.failedFuture(unusable(SignInLinkView.UNKNOWN));
        return tx.link(OneTimeLink.hash(token), true).compose(found -> {
            if (found.isEmpty() || !purpose.equals(found.get().purpose())) {
                return Future.failedFuture(unusable(SignInLinkView.UNKNOWN));
            }
            var status = status(found.get());
            return SignInLinkView.OPEN.equals(status)
                    ? Future.succeededFuture(found.get().userId())
                    : Future.failedFuture(unusable(status));
        });
    }

    private String status(SignInLinksStore.Link link) {
        return OneTimeLink.status(link.expiresAt(), link.usedAt(), clock.instant());
    }

    private static boolean wellFormed(String token) {
        return OneTimeLink.wellFormed(token, RESET_PREFIX) || OneTimeLink.wellFormed(token, UNLOCK_PREFIX);
    }

    /** What a refused link says: why it cannot be used and what to do. */
    public static ToolError unusable(String status) {
        return ToolError.invalidArguments("link: "
                + switch (status) {
                    case "expired" -> "this link expired; ask for a new one from the sign-in page";
                    case "used" -> "this link was already used; each link works once";
                    default -> "this is not a Sigment sign-in link; check that the whole link was copied";
                });
    }

    private OffsetDateTime now() {
        return clock.instant().atOffset(ZoneOffset.UTC);
    }
}
