package io.sigment.web.app;

import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.NewApiKey;
import io.sigment.web.Csrf;
import io.sigment.web.FramedPages;
import io.sigment.web.signin.SignInSessions;
import io.vertx.core.Future;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The app's pages at {@code /app}: the person's workspaces (create, rename, switch), the current workspace's
 * credits and today's agent spend, top-up, the AI agents
 * settings (approve, revoke) and API keys (create for one workspace, shown once; list, with the keys members made
 * in the workspaces the person owns; revoke; an owner's switch for key creation by members), and the credit history.
 * Server rendered, no scripts; every form carries the CSRF token and redirects back after it acted (post/redirect/get).
 */
public final class AppPages {
    private final SignInSessions sessions;
    private final AppActions actions;
    private final SignedInRequests requests;

    public AppPages(SignInSessions sessions, AppActions actions) {
        this.sessions = sessions;
        this.actions = actions;
        this.requests = new SignedInRequests(sessions);
    }

    /** Mount after a body handler for {@code /app/*} posts: these forms need it. */
    public void mount(Router router) {
        router.get("/app").handler(ctx -> requests.signedIn(ctx, (session, c) -> dashboard(c, session, null)));
        router.post("/app/agents/:agent/:decision")
                .handler(ctx -> requests.form(
                        ctx,
                        (session, c) -> actions.decideAgent(
                                        session,
                                        c.pathParam("agent"),
                                        c.pathParam("decision"),
                                        c.request().getFormAttribute("workspace_id"))
                                .map(v -> back(c))));
        router.post("/app/api-keys")
                .handler(ctx -> requests.form(
                        ctx,
                        (session, c) -> actions.createApiKey(
                                        session,
                                        c.request().getFormAttribute("name"),
                                        c.request().getFormAttribute("workspace_id"))
                                .compose(created -> dashboard(c, session, created))));
        router.post("/app/api-keys/members-create")
                .handler(ctx -> requests.form(
                        ctx,
                        (session, c) -> actions.setMembersCreateKeys(
                                        session,
                                        c.request().getFormAttribute("workspace_id"),
                                        "on".equals(c.request().getFormAttribute("allowed")))
                                .map(v -> back(c))));
        router.post("/app/api-keys/:key/revoke")
                .handler(ctx -> requests.form(
                        ctx,
                        (session, c) -> actions.revokeApiKey(session, c.pathParam("key"))
                                .map(v -> back(c))));
        router.post("/app/workspaces")
                .handler(ctx -> requests.form(
                        ctx,
                        (session, c) -> actions.createWorkspace(
                                        session, c.request().getFormAttribute("name"))
                                .map(created -> {
                                    sessions.chooseWorkspace(c, created.workspaceId());
                                    return back(c);
                                })));
        router.post("/app/workspaces/rename")
                .handler(ctx -> requests.form(
                        ctx,
                        (session, c) -> actions.renameWorkspace(
                                        session,
                                        c.request().getFormAttribute("workspace_id"),
                                        c.request().getFormAttribute("name"))
                                .map(v -> back(c))));
        router.post("/app/workspaces/switch")
                .handler(ctx -> requests.form(ctx, (session, c) -> {
                    var chosen = c.request().getFormAttribute("workspace_id");
                    if (session.workspaceIds().contains(chosen)) sessions.chooseWorkspace(c, chosen);
                    return Future.succeededFuture(back(c));
                }));
        router.post("/app/top-up")
                .handler(ctx -> requests.form(
                        ctx,
                        (session, c) -> actions.topUpLink(session, c.request().getFormAttribute("package_id"))
                                .map(link -> {
                                    c.response()
                                            .setStatusCode(303)
                                            .putHeader("Location", link.checkoutUrl())
                                            .end();
                                    return null;
                                })));
    }

    /** The one way the app's pages reach their signed-in person (the work pages are given it too). */
    public SignedInRequests requests() {
        return requests;
    }

    private static Object back(RoutingContext ctx) {
        ctx.response().setStatusCode(303).putHeader("Location", "/app").end();
        return null;
    }

    private static Map<String, AccountView> shown(Map<String, Future<AccountView>> accounts) {
        var shown = new HashMap<String, AccountView>();
        accounts.forEach((id, reply) -> {
            if (reply.succeeded() && reply.result() != null) shown.put(id, reply.result());
        });
        return shown;
    }

    private Future<Void> dashboard(RoutingContext ctx, AppSession session, NewApiKey createdKey) {
        var account = actions.account(session).otherwiseEmpty();
        var history = actions.creditHistory(session).otherwiseEmpty();
        var agents = actions.agents(session);
        var keys = actions.apiKeys(session);
        var accounts = new java.util.LinkedHashMap<String, Future<AccountView>>();
        session.workspaceIds()
                .forEach(id -> accounts.put(id, actions.account(session, id).otherwiseEmpty()));
        return Future.all(account, history, agents, keys)
                .compose(all -> Future.join(List.copyOf(accounts.values()))
                        .otherwiseEmpty()
                        .map(all))
                .map(all -> {
                    FramedPages.send(
                            ctx,
                            200,
                            "app/dashboard.jte",
                            DashboardView.of(
                                    session,
                                    Csrf.token(ctx),
                                    createdKey,
                                    account.result(),
                                    shown(accounts),
                                    agents.result(),
                                    keys.result(),
                                    history.result()));
                    return null;
                });
    }
}
