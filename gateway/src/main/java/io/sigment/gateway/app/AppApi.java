package io.sigment.gateway.app;

import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.AgentList;
import io.sigment.common.api.accounts.ApiKeyList;
import io.sigment.common.api.accounts.CreditHistoryList;
import io.sigment.common.api.accounts.DecidedAgent;
import io.sigment.common.api.accounts.MembersCreateKeysSet;
import io.sigment.common.api.accounts.NewApiKey;
import io.sigment.common.api.accounts.RevokedApiKey;
import io.sigment.gateway.http.RequestBodies;
import io.sigment.web.app.AppActions;
import io.sigment.web.app.AppSession;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.function.BiFunction;

/**
 * {@code /app/api/*}: the app's JSON API, for the signed-in person's browser session only. Any bearer credential
 * gets 403 on every path below it, known or not, before routing (spec §5.7); writes must be JSON (a cross-site
 * form cannot send that), and every call acts for the session's user.
 */
public final class AppApi {
    static final String AGENT_CREDENTIAL_MESSAGE =
            "OAuth access tokens and API keys are accepted only at the /mcp endpoint, not by the app's REST API.";

    private final AppSessions sessions;
    private final AppActions actions;

    public AppApi(AppSessions sessions, AppActions actions) {
        this.sessions = sessions;
        this.actions = actions;
    }

    public void mount(Router router) {
        router.route("/app/api/*").handler(this::refuseBearer);
        router.post("/app/api/*").handler(RequestBodies.upTo(16_384)).handler(this::requireJson);
        router.get("/app/api/me")
                .handler(ctx -> withSession(
                        ctx,
                        (session, c) -> Future.succeededFuture(new JsonObject()
                                .put("user_id", session.userId())
                                .put("email", session.email())
                                .put("name", session.name()))));
        router.get("/app/api/account")
                .handler(ctx -> withSession(
                        ctx, (session, c) -> actions.account(session).map(AccountView::toJson)));
        router.get("/app/api/credit-history")
                .handler(ctx -> withSession(
                        ctx, (session, c) -> actions.creditHistory(session).map(CreditHistoryList::toJson)));
        router.get("/app/api/agents")
                .handler(ctx ->
                        withSession(ctx, (session, c) -> actions.agents(session).map(AgentList::toJson)));
        router.post("/app/api/agents/:agent/:decision")
                .handler(ctx -> withSession(ctx, (session, c) -> {
                    var decision = c.pathParam("decision");
                    if (!decision.equals("approve") && !decision.equals("revoke"))
                        return Future.failedFuture(ToolError.notFound(""));
                    var body = c.body().length() > 0 ? c.body().asJsonObject() : new JsonObject();
                    return actions.decideAgent(session, c.pathParam("agent"), decision, body.getString("workspace_id"))
                            .map(DecidedAgent::toJson);
                }));
        router.get("/app/api/api-keys")
                .handler(ctx -> withSession(
                        ctx, (session, c) -> actions.apiKeys(session).map(ApiKeyList::toJson)));
        router.post("/app/api/api-keys")
                .handler(ctx -> withSession(
                        ctx,
                        (session, c) -> actions.createApiKey(
                                        session,
                                        c.body().asJsonObject().getString("name"),
                                        c.body().asJsonObject().getString("workspace_id"))
                                .map(NewApiKey::toJson)));
        router.post("/app/api/api-keys/:key/revoke")
                .handler(ctx -> withSession(
                        ctx,
                        (session, c) -> actions.revokeApiKey(session, c.pathParam("key"))
                                .map(RevokedApiKey::toJson)));
        router.post("/app/api/api-keys/members-create")
                .handler(ctx -> withSession(ctx, (session, c) -> {
                    var body = c.body().asJsonObject();
                    if (!(body.getValue("allowed") instanceof Boolean allowed)) {
                        return Future.failedFuture(ToolError.invalidArguments("allowed: true or false"));
                    }
                    return actions.setMembersCreateKeys(session, body.getString("workspace_id"), allowed)
                            .map(MembersCreateKeysSet::toJson);
                }));
        router.route("/app/api/*").handler(ctx -> json(ctx, 404, problem("not_found", "No such app API path.")));
    }

    private void refuseBearer(RoutingContext ctx) {
        var authorization = ctx.request().getHeader("Authorization");
        if (authorization != null && !authorization.isBlank()) {
            json(ctx, 403, problem("forbidden", AGENT_CREDENTIAL_MESSAGE));
            return;
        }
        ctx.next();
    }

    private void requireJson(RoutingContext ctx) {
        var type = String.valueOf(ctx.request().getHeader("Content-Type"));
        if (!type.startsWith("application/json")) {
            json(ctx, 415, problem("unsupported_media_type", "Send a JSON body (Content-Type: application/json)."));
            return;
        }
        try {
            if (ctx.body().length() > 0) ctx.body().asJsonObject();
        } catch (RuntimeException e) {
            json(ctx, 400, problem("invalid_json", "The body is not a JSON object."));
            return;
        }
        ctx.next();
    }

    private void withSession(RoutingContext ctx, BiFunction<AppSession, RoutingContext, Future<JsonObject>> action) {
        sessions.current(ctx)
                .compose(session -> {
                    if (session.isEmpty()) {
                        json(ctx, 401, problem("unauthorized", "Sign in to the app at /app/sign-in."));
                        return Future.succeededFuture();
                    }
                    return action.apply(session.get(), ctx).map(reply -> {
                        json(ctx, 200, reply);
                        return null;
                    });
                })
                .onFailure(cause -> {
                    if (cause instanceof ToolError error && error.kind() == ToolError.Kind.NOT_FOUND) {
                        json(ctx, 404, problem("not_found", error.getMessage()));
                    } else if (cause instanceof ToolError error && error.kind() == ToolError.Kind.INVALID_ARGUMENTS) {
                        json(ctx, 400, problem("invalid_arguments", error.getMessage()));
                    } else {
                        json(ctx, 503, problem("unavailable", "Temporarily unavailable. Retry shortly."));
                    }
                });
    }

    private static JsonObject problem(String error, String message) {
        return new JsonObject().put("error", error).put("message", message);
    }

    private static void json(RoutingContext ctx, int status, JsonObject body) {
        if (ctx.response().ended()) return;
        ctx.response()
                .setStatusCode(status)
                .putHeader("Content-Type", "application/json")
                .putHeader("Cache-Control", "no-store")
                .end(body.encode());
    }
}
