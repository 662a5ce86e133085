package io.sigment.web.team;

import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.JoinedWorkspace;
import io.sigment.common.api.accounts.NewInvitation;
import io.sigment.common.bus.ServiceClient;
import io.sigment.web.Csrf;
import io.sigment.web.FramedPages;
import io.sigment.web.app.AppSession;
import io.sigment.web.signin.SignInSessions;
import io.vertx.core.Future;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * The app's members pages: {@code /app/members} (the current workspace's members; its owner invites, cancels and
 * removes; a member leaves) and {@code /app/invitations/<token>}: who invites whom to which workspace; signed in with
 * the invited email, an accept button; signed in otherwise, how to switch; signed out, sign in or sign up from the
 * link. A link that expired, was used, replaced or never existed gets a page saying which and what to do. Server
 * rendered, no scripts; every form carries the CSRF token. Mounted after the app's pages, whose body handler reads
 * the forms.
 */
public final class MemberPages {
    private final SignInSessions sessions;
    private final MemberActions members;

    /** {@code forgetUser} drops this gateway's cached credentials of a member once they are removed. */
    public MemberPages(SignInSessions sessions, ServiceClient accounts, Consumer<String> forgetUser) {
        this.sessions = sessions;
        this.members = new MemberActions(accounts, forgetUser);
    }

    public void mount(Router router) {
        router.get("/app/members").handler(ctx -> signedIn(ctx, (session, c) -> page(c, session, 200, null, null)));
        router.post("/app/members/invite")
                .handler(ctx -> form(
                        ctx,
                        (session, c) -> members.invite(session, c.request().getFormAttribute("email"))
                                .compose(created -> page(c, session, 200, created, null))
                                .recover(cause -> refused(cause)
                                        .compose(error -> page(c, session, status(cause), null, error)))));
        router.post("/app/members/:user/remove")
                .handler(ctx -> form(
                        ctx,
                        (session, c) -> members.remove(session, c.pathParam("user"))
                                .map(removed -> backToMembers(c))
                                .recover(cause -> refused(cause)
                                        .compose(error -> page(c, session, status(cause), null, error)))));
        router.post("/app/members/leave")
                .handler(ctx -> form(
                        ctx,
                        (session, c) -> members.leave(session)
                                .map(left -> toApp(c))
                                .recover(cause -> refused(cause)
                                        .compose(error -> page(c, session, status(cause), null, error)))));
        router.post("/app/members/invitations/:invitation/cancel")
                .handler(ctx -> form(
                        ctx,
                        (session, c) -> members.cancel(session, c.pathParam("invitation"))
                                .map(cancelled -> backToMembers(c))
                                .recover(cause -> refused(cause)
                                        .compose(error -> page(c, session, status(cause), null, error)))));
        router.get("/app/invitations/:token").handler(ctx -> invitation(ctx, 200, null));
        router.post("/app/invitations/:token/accept").handler(this::accept);
        router.post("/app/invitations/:token/sign-up").handler(this::signUp);
    }

    private Future<Void> page(RoutingContext ctx, AppSession session, int status, NewInvitation created, String error) {
        return members.list(session).map(reply -> {
            FramedPages.send(
                    ctx,
                    status,
                    "team/members.jte",
                    MembersView.of(session.email(), reply, created, error, Csrf.token(ctx)));
            return null;
        });
    }

    private void invitation(RoutingContext ctx, int status, String error) {
        var token = ctx.pathParam("token");
        members.show(token)
                .compose(shown -> {
                    if (!shown.open()) {
                        var unusable = InvitationView.Unusable.of(shown.status());
                        FramedPages.message(ctx, unusable.httpStatus(), unusable.title(), unusable.text());
                        return Future.succeededFuture();
                    }
                    return sessions.current(ctx).map(session -> {
                        FramedPages.send(
                                ctx,
                                status,
                                "team/invitation.jte",
                                InvitationView.of(
                                        Csrf.token(ctx),
                                        token,
                                        shown,
                                        session.map(AppSession::email).orElse(null),
                                        error));
                        return null;
                    });
                })
                .onFailure(cause -> unavailable(ctx));
    }

    private void accept(RoutingContext ctx) {
        if (!Csrf.valid(ctx)) {
            invitation(ctx, 403, "The form expired or did not come from this site. Try again.");
            return;
        }
        sessions.current(ctx)
                .compose(session -> {
                    if (session.isEmpty()) {
                        ctx.response()
                                .setStatusCode(303)
                                .putHeader(
                                        "Location", "/app/sign-in?return_to=/app/invitations/" + ctx.pathParam("token"))
                                .end();
                        return Future.succeededFuture();
                    }
                    return members.accept(session.get(), ctx.pathParam("token")).map(joined -> joined(ctx, joined));
                })
                .onFailure(cause -> refused(cause)
                        .onSuccess(error -> invitation(ctx, status(cause), error))
                        .onFailure(unavailable -> unavailable(ctx)));
    }

    private void signUp(RoutingContext ctx) {
        if (!Csrf.valid(ctx)) {
            invitation(ctx, 403, "The form expired or did not come from this site. Try again.");
            return;
        }
        var password = ctx.request().getFormAttribute("password");
        members.signUp(ctx.pathParam("token"), ctx.request().getFormAttribute("name"), password)
                .compose(joined -> sessions.signIn(ctx, joined.email(), password)
                        .map(signedIn -> {
                            if (!signedIn.signedIn()) {
                                ctx.response()
                                        .setStatusCode(303)
                                        .putHeader("Location", "/app/sign-in")
                                        .end();
                                return null;
                            }
                            sessions.start(ctx, signedIn);
                            return joined(ctx, joined);
                        }))
                .onFailure(cause -> refused(cause)
                        .onSuccess(error -> invitation(ctx, status(cause), error))
                        .onFailure(unavailable -> unavailable(ctx)));
    }

    /** Into the app, acting in the workspace just joined. */
    private Object joined(RoutingContext ctx, JoinedWorkspace joined) {
        sessions.chooseWorkspace(ctx, joined.workspaceId());
        ctx.response().setStatusCode(303).putHeader("Location", "/app").end();
        return null;
    }

    /** The message of a refusal to show on the page, or a failed Future when Sigment itself failed. */
    private static Future<String> refused(Throwable cause) {
        return cause instanceof ToolError error
                        && error.kind() != ToolError.Kind.UNAVAILABLE
                        && error.kind() != ToolError.Kind.SESSION_UNCONFIRMED
                ? Future.succeededFuture(error.getMessage())
                : Future.failedFuture(cause);
    }

    private static int status(Throwable cause) {
        var kind = ((ToolError) cause).kind();
        return kind == ToolError.Kind.NOT_FOUND ? 404 : kind == ToolError.Kind.PLAN_LIMIT ? 403 : 400;
    }

    private static Void toApp(RoutingContext ctx) {
        ctx.response().setStatusCode(303).putHeader("Location", "/app").end();
        return null;
    }

    private static Void backToMembers(RoutingContext ctx) {
        ctx.response().setStatusCode(303).putHeader("Location", "/app/members").end();
        return null;
    }

    private void signedIn(RoutingContext ctx, BiFunction<AppSession, RoutingContext, Future<?>> page) {
        sessions.current(ctx)
                .compose(session -> {
                    if (session.isEmpty()) {
                        ctx.response()
                                .setStatusCode(302)
                                .putHeader(
                                        "Location",
                                        "/app/sign-in?return_to="
                                                + ctx.request().path())
                                .end();
                        return Future.succeededFuture();
                    }
                    return page.apply(session.get(), ctx);
                })
                .onFailure(cause -> refused(cause)
                        .onSuccess(error -> FramedPages.message(ctx, status(cause), "Not done", error))
                        .onFailure(unavailable -> unavailable(ctx)));
    }

    private void form(RoutingContext ctx, BiFunction<AppSession, RoutingContext, Future<?>> action) {
        if (!Csrf.valid(ctx)) {
            FramedPages.message(
                    ctx, 403, "Request refused", "The form expired or did not come from this site. Reload the page.");
            return;
        }
        signedIn(ctx, action);
    }

    private static void unavailable(RoutingContext ctx) {
        FramedPages.message(ctx, 503, "Temporarily unavailable", "Sigment could not do this right now. Retry shortly.");
    }
}
