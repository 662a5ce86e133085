package io.sigment.accounts.address;

import io.sigment.accounts.identity.ActingUser;
import io.sigment.accounts.identity.EmailAddresses;
import io.sigment.accounts.identity.OneTimeLink;
import io.sigment.accounts.mail.MailKind;
import io.sigment.accounts.mail.MailTemplates;
import io.sigment.accounts.mail.Outbox;
import io.sigment.accounts.signin.Passwords;
import io.sigment.accounts.signin.SignInLinksStore;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.ConfirmedAddress;
import io.sigment.common.api.accounts.EmailAddressView;
import io.sigment.common.api.accounts.EmailChange;
import io.sigment.common.api.accounts.SignInLinkToken;
import io.sigment.common.api.accounts.SignInLinkView;
import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Map;

/**
 * An account's email address (issue 39 item 2). An account made before addresses were verified keeps working, marked
 * unverified, and its person can have a verification link mailed ({@link #resend}); a change of address mails the new
 * address a link and keeps the old one in force until the link is opened, when the new address replaces it (verified)
 * and the old one is told. Both links are {@link OneTimeLink}s kept in {@code sign_in_links} (purposes {@code verify}
 * and {@code change}); the outbox's per-address and per-account limits hold (past them the request is refused, and
 * the page says so). Uniqueness of the new address (ignoring case) is checked when asking and again when opening.
 * Opening a link shows it ({@link #showLink}); only its page's button uses it ({@link #confirm}), so a mail scanner
 * at an address someone mistyped cannot make that address the account's.
 */
public final class AccountAddresses {
    static final Duration LINK_TTL = Duration.ofHours(24);
    static final String VERIFY_PREFIX = "vfy_";
    static final String CHANGE_PREFIX = "chg_";

    private final Vertx vertx;
    private final AddressStore store;
    private final SignInLinksStore links;
    private final Outbox outbox;
    private final MailTemplates templates;
    private final String publicBaseUrl;
    private final Clock clock;

    public AccountAddresses(
            Vertx vertx,
            AddressStore store,
            SignInLinksStore links,
            Outbox outbox,
            MailTemplates templates,
            String publicBaseUrl,
            Clock clock) {
        this.vertx = vertx;
        this.store = store;
        this.links = links;
        this.outbox = outbox;
        this.templates = templates;
        this.publicBaseUrl = publicBaseUrl;
        this.clock = clock;
    }

    /** {@code show_email_address}: args {@code user_id}. */
    public Future<JsonObject> show(Caller caller, JsonObject args) {
        var userId = ActingUser.of(caller, args);
        var now = StoredTime.now(clock);
        return account(store, userId)
                .compose(account -> store.pendingChange(userId, now)
                        .map(pending -> new EmailAddressView(
                                        account.email(),
                                        account.verifiedAt() != null,
                                        pending.map(AddressStore.PendingChange::email)
                                                .orElse(null),
                                        pending.map(p -> StoredTime.text(p.expiresAt()))
                                                .orElse(null))
                                .toJson()));
    }

    /** {@code resend_verification}: args {@code user_id}. Mails the unverified address a new link. */
    public Future<JsonObject> resend(Caller caller, JsonObject args) {
        var userId = ActingUser.of(caller, args);
        var now = StoredTime.now(clock);
        return links.inTransaction(tx -> tx.lockAccount(userId)
                        .compose(v -> account(tx.alongside(store), userId))
                        .compose(account -> account.verifiedAt() != null
                                ? Future.failedFuture(ToolError.invalidArguments(
                                        "email: " + account.email() + " is verified already"))
                                : mail(tx, account, account.email(), VERIFY_PREFIX, MailKind.VERIFY_ADDRESS, now)))
                .map(v -> new JsonObject());
    }

    /** {@code change_email}: args {@code user_id}, {@code email}, {@code password} (the current one). */
    public Future<JsonObject> change(Caller caller, JsonObject args) {
        var userId = ActingUser.of(caller, args);
        var form = EmailChange.fromJson(args);
        var email = form.email().strip();
        if (!EmailAddresses.valid(email)) {
            return Future.failedFuture(ToolError.invalidArguments("email: not an email address"));
        }
        var now = StoredTime.now(clock);
        return account(store, userId)
                .compose(account -> {
                    if (email.equalsIgnoreCase(account.email())) {
                        return Future.<Boolean>failedFuture(
                                ToolError.invalidArguments("email: " + email + " is your address already"));
                    }
                    return vertx.executeBlocking(
                            () -> account.passwordHash() != null
                                    && Passwords.verify(form.password(), account.passwordHash()),
                            false);
                })
                .compose(passwordMatches -> !passwordMatches
                        ? Future.failedFuture(ToolError.invalidArguments("password: not your current password"))
                        : links.inTransaction(tx -> tx.lockAccount(userId)
                                .compose(v -> account(tx.alongside(store), userId))
                                .compose(account -> tx.alongside(store)
                                        .takenByAnother(email, userId)
                                        .compose(taken -> taken
                                                ? Future.failedFuture(taken(email))
                                                : tx.useAll(userId, ConfirmedAddress.CHANGE, now)
                                                        .compose(v -> mail(
                                                                tx,
                                                                account,
                                                                email,
                                                                CHANGE_PREFIX,
                                                                MailKind.CHANGE_ADDRESS,
                                                                now))))))
                .map(v -> new JsonObject());
    }

    /** {@code cancel_email_change}: args {@code user_id}. The pending change's link stops working. */
    public Future<JsonObject> cancel(Caller caller, JsonObject args) {
        return links.useAll(ActingUser.of(caller, args), ConfirmedAddress.CHANGE, StoredTime.now(clock))
                .map(v -> new JsonObject());
    }

    /** {@code show_email_link}: args {@code token}. Its status, purpose and the address it proves; uses nothing. */
    public Future<JsonObject> showLink(Caller caller, JsonObject args) {
        var token = SignInLinkToken.fromJson(args).token();
        if (purposeOf(token) == null)
            return Future.succeededFuture(SignInLinkView.unknown().toJson());
        return links.link(OneTimeLink.hash(token), false)
                .map(found ->
                        found.isEmpty() || !purposeOf(token).equals(found.get().purpose())
                                ? SignInLinkView.unknown().toJson()
                                : new SignInLinkView(
                                                OneTimeLink.status(
                                                        found.get().expiresAt(),
                                                        found.get().usedAt(),
                                                        clock.instant()),
                                                found.get().purpose(),
                                                found.get().email())
                                        .toJson());
    }

    /** {@code confirm_email}: args {@code token}. Verifies the address, or makes the new one the account's. */
    public Future<JsonObject> confirm(Caller caller, JsonObject args) {
        var token = SignInLinkToken.fromJson(args).token();
        var purpose = purposeOf(token);
        if (purpose == null) return Future.failedFuture(unusable(OneTimeLink.UNKNOWN));
        var now = StoredTime.now(clock);
        return links.inTransaction(tx -> tx.link(OneTimeLink.hash(token), true).compose(found -> {
                    if (found.isEmpty() || !purpose.equals(found.get().purpose())) {
                        return Future.failedFuture(unusable(OneTimeLink.UNKNOWN));
                    }
                    var link = found.get();
                    var status = OneTimeLink.status(link.expiresAt(), link.usedAt(), now.toInstant());
                    if (!OneTimeLink.OPEN.equals(status)) return Future.failedFuture(unusable(status));
                    var addresses = tx.alongside(store);
                    return tx.lockAccount(link.userId())
                            .compose(v -> account(addresses, link.userId()))
                            .compose(account -> ConfirmedAddress.VERIFY.equals(purpose)
                                    ? verify(tx, addresses, account, link.email(), now)
                                    : replace(tx, addresses, account, link.email(), now));
                }))
                .map(ConfirmedAddress::toJson);
    }

    private Future<ConfirmedAddress> verify(
            SignInLinksStore tx,
            AddressStore addresses,
            AddressStore.Account account,
            String email,
            OffsetDateTime now) {
        if (!email.equalsIgnoreCase(account.email())) {
            return Future.failedFuture(ToolError.invalidArguments(
                    "link: your account's address changed since this link " + "was mailed; sign in to see it"));
        }
        return addresses
                .markVerified(account.userId(), email, now)
                .compose(v -> tx.useAll(account.userId(), ConfirmedAddress.VERIFY, now))
                .map(v -> new ConfirmedAddress(ConfirmedAddress.VERIFY, account.email()));
    }

    private Future<ConfirmedAddress> replace(
            SignInLinksStore tx,
            AddressStore addresses,
            AddressStore.Account account,
            String email,
            OffsetDateTime now) {
        return addresses
                .takenByAnother(email, account.userId())
                .compose(taken ->
                        taken ? Future.succeededFuture(false) : addresses.replace(account.userId(), email, now))
                .compose(replaced -> !replaced
                        ? Future.failedFuture(taken(email))
                        : tx.useAll(account.userId(), ConfirmedAddress.CHANGE, now)
                                .compose(v -> tx.useAll(account.userId(), ConfirmedAddress.VERIFY, now))
                                .compose(v -> outbox.enqueueNotice(
                                        tx,
                                        templates.render(
                                                MailKind.ADDRESS_CHANGED,
                                                account.email(),
                                                account.userId(),
                                                Map.of("name", account.name(), "old", account.email(), "new", email))))
                                .map(v -> new ConfirmedAddress(ConfirmedAddress.CHANGE, email)));
    }

    /** Stores a new link of {@code prefix} to {@code to} and queues its mail (refused past the outbox's limits). */
    private Future<Void> mail(
            SignInLinksStore tx,
            AddressStore.Account account,
            String to,
            String prefix,
            MailKind kind,
            OffsetDateTime now) {
        var link = OneTimeLink.issue(prefix, LINK_TTL, now);
        var purpose = VERIFY_PREFIX.equals(prefix) ? ConfirmedAddress.VERIFY : ConfirmedAddress.CHANGE;
        return tx.insert(link, purpose, account.userId(), to, now)
                .compose(v -> outbox.enqueue(
                        tx,
                        templates.render(
                                kind,
                                to,
                                account.userId(),
                                Map.of(
                                        "name",
                                        account.name(),
                                        "link",
                                        publicBaseUrl + "/app/confirm-email/" + link.token(),
                                        "expires",
                                        link.expiresText()))))
                .mapEmpty();
    }

    private static String purposeOf(String token) {
        return OneTimeLink.wellFormed(token, VERIFY_PREFIX)
                ? ConfirmedAddress.VERIFY
                : OneTimeLink.wellFormed(token, CHANGE_PREFIX) ? ConfirmedAddress.CHANGE : null;
    }

    private static Future<AddressStore.Account> account(AddressStore store, String userId) {
        if (userId == null) return Future.failedFuture(ToolError.invalidArguments("user_id: required"));
        return store.account(userId)
                .compose(found -> found.map(Future::succeededFuture)
                        .orElseGet(() -> Future.failedFuture(ToolError.notFound("no such account"))));
    }

    private static ToolError taken(String email) {
        return ToolError.invalidArguments("email: another account uses " + email + "; choose another address");
    }

    /** Why an address link cannot be used, and what to do. */
    static ToolError unusable(String status) {
        return ToolError.invalidArguments("link: "
                + switch (status) {
                    case OneTimeLink.EXPIRED -> "this link expired; ask for a new one from your account page";
                    case OneTimeLink.USED ->
                        "this link was already used or replaced by a newer one; each link works once";
                    default -> "this is not a Sigment address link; check that the whole link was copied";
                });
    }
}
