package io.sigment.gateway.app;

import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.SessionRef;
import io.sigment.common.api.accounts.SignInOutcome;
import io.sigment.common.api.accounts.SignInRequest;
import io.sigment.common.bus.ServiceClient;
import io.sigment.gateway.http.ClientAddresses;
import io.sigment.web.app.AppSession;
import io.sigment.web.signin.SignInSessions;
import io.vertx.core.Future;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.ext.web.RoutingContext;
import java.time.Duration;
import java.util.Optional;

/**
 * The app's sign-in sessions: a {@code sigment_session} cookie ({@code __Host-sigment_session}, Secure, behind
 * https) whose SHA-256 accounts-service stores, so every
 * gateway replica sees the same sessions. {@link #current} is the one lookup every page (and any gateway route
 * that must act for a signed-in person, such as a checkout) uses. A browser that signed in also keeps a
 * {@code sigment_device} cookie (random, a year): failed sign-ins from elsewhere never lock it out.
 */
public final class AppSessions implements SignInSessions {
    static final String COOKIE = "sigment_session";
    static final String WORKSPACE_COOKIE = "sigment_workspace";
    /** Behind https: a host-only, Secure cookie that no sibling subdomain or plain-http page can set. */
    static final String SECURE_COOKIE = "__Host-sigment_session";

    static final String DEVICE_COOKIE = "sigment_device";
    static final String SECURE_DEVICE_COOKIE = "__Host-sigment_device";
    static final Duration DEVICE_LIFETIME = Duration.ofDays(365);

    private final AccessClient accounts;
    private final ClientAddresses clients;
    private final boolean secureCookies;
    private final String cookieName;
    private final String deviceCookieName;

    public AppSessions(ServiceClient accounts, String publicBaseUrl, ClientAddresses clients) {
        this.accounts = new AccessClient(accounts);
        this.clients = clients;
        this.secureCookies = publicBaseUrl.startsWith("https://");
        this.cookieName = secureCookies ? SECURE_COOKIE : COOKIE;
        this.deviceCookieName = secureCookies ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
    }

    @Override
    public Future<Optional<AppSession>> current(RoutingContext ctx) {
        var cookie = ctx.request().getCookie(cookieName);
        if (cookie == null
                || !cookie.getValue().startsWith("ses_")
                || cookie.getValue().length() > 100) {
            return Future.succeededFuture(Optional.empty());
        }
        var hash = Credentials.sha256Hex(cookie.getValue());
        return accounts.session(caller(), new SessionRef(hash))
                .map(reply -> reply.active()
                        ? Optional.of(AppSession.from(hash, reply).actingIn(chosenWorkspace(ctx)))
                        : Optional.empty());
    }

    @Override
    public Future<Void> signOut(RoutingContext ctx) {
        return current(ctx)
                .compose(session -> session.isPresent() ? end(ctx, session.get()) : Future.succeededFuture());
    }

    /**
     * Remembers the workspace the person switched to (a preference: {@link AppSession#actingIn} checks it is theirs).
     */
    @Override
    public void chooseWorkspace(RoutingContext ctx, String workspaceId) {
        ctx.response()
                .addCookie(Cookie.cookie(WORKSPACE_COOKIE, workspaceId)
                        .setPath("/app")
                        .setHttpOnly(true)
                        .setSecure(secureCookies)
                        .setSameSite(CookieSameSite.LAX));
    }

    private static String chosenWorkspace(RoutingContext ctx) {
        var cookie = ctx.request().getCookie(WORKSPACE_COOKIE);
        return cookie == null || cookie.getValue().length() > 100 ? null : cookie.getValue();
    }

    /** Signs in with the request's client address and device cookie, which failures are counted against. */
    @Override
    public Future<SignInOutcome> signIn(RoutingContext ctx, String email, String password) {
        var device = ctx.request().getCookie(deviceCookieName);
        var deviceHash = device == null
                        || !device.getValue().startsWith("dev_")
                        || device.getValue().length() > 100
                ? ""
                : Credentials.sha256Hex(device.getValue());
        return accounts.signIn(
                caller(), new SignInRequest(email, password, clients.limitKey(ctx.request()), deviceHash));
    }

    @Override
    public void start(RoutingContext ctx, SignInOutcome signedIn) {
        ctx.response().addCookie(cookie(signedIn.sessionToken()).setMaxAge(signedIn.maxAge()));
        if (signedIn.deviceToken() != null) {
            ctx.response()
                    .addCookie(Cookie.cookie(deviceCookieName, signedIn.deviceToken())
                            .setPath("/")
                            .setHttpOnly(true)
                            .setSecure(secureCookies)
                            .setSameSite(CookieSameSite.STRICT)
                            .setMaxAge(DEVICE_LIFETIME.toSeconds()));
        }
    }

    Future<Void> end(RoutingContext ctx, AppSession session) {
        ctx.response().addCookie(cookie("").setMaxAge(0));
        return accounts.signOut(caller(), new SessionRef(session.sessionHash())).mapEmpty();
    }

    private Cookie cookie(String value) {
        return Cookie.cookie(cookieName, value)
                .setPath("/")
                .setHttpOnly(true)
                .setSecure(secureCookies)
                .setSameSite(CookieSameSite.LAX);
    }

    private static Caller caller() {
        return Caller.system(Ids.random("app-"));
    }
}
