package io.sigment.web.share;

import io.sigment.common.Caller;
import io.sigment.common.Handle;
import io.sigment.common.Ids;
import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.analytics.GetAnalysisResultInput;
import io.sigment.common.api.analytics.OverlapMatrixOption;
import io.sigment.common.api.lists.ListsClient;
import io.sigment.common.api.lists.ShareLinkView;
import io.sigment.common.api.lists.SharedList;
import io.sigment.common.api.lists.SharedView;
import io.sigment.common.api.scraper.KnownCreator;
import io.sigment.common.api.scraper.KnownCreators;
import io.sigment.common.api.scraper.KnownCreatorsRequest;
import io.sigment.common.api.scraper.ScraperClient;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code GET /s/{token}}: the public, view-only page of a share link, without any credential. HTML for a
 * person, JSON with {@code Accept: application/json}. lists-service says what the token shows; an analysis
 * link's result comes from analytics-service, asked as the link's workspace. Unknown, revoked and expired
 * links are one plain 404; nothing shown ever names the workspace.
 */
public final class SharePages implements Handler<RoutingContext> {
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{16,128}");
    private static final String GONE = "This link does not exist, was turned off by its owner, or has expired.";
    private static final String UNAVAILABLE = "This page is temporarily unavailable. Try again in a few minutes.";

    private final ServiceClient services;
    private final ScraperClient scraper;

    public SharePages(ServiceClient services) {
        this.services = services;
        this.scraper = new ScraperClient(services);
    }

    /** What a page shows: the public JSON and its HTML. */
    private record View(JsonObject json, String html) {}

    @Override
    public void handle(RoutingContext ctx) {
        var token = ctx.pathParam("token");
        var requestId = Ids.random("share-");
        var view = TOKEN.matcher(token).matches()
                ? new ListsClient(services)
                        .resolveShareLink(Caller.system(requestId), new ShareLinkView(token, page(ctx)))
                        .compose(resolved -> show(resolved, requestId))
                : Future.<View>failedFuture(ToolError.notFound(GONE));
        view.onComplete(shown -> {
            if (shown.succeeded()) {
                respond(ctx, 200, shown.result());
            } else if (shown.cause() instanceof ToolError error && error.kind() == ToolError.Kind.NOT_FOUND) {
                respond(ctx, 404, failure("not_found", "Link not available", GONE));
            } else {
                respond(ctx, 503, failure("unavailable", "Temporarily unavailable", UNAVAILABLE));
            }
        });
    }

    /** The {@code page} asked for (1-based); anything else is the first. */
    private static int page(RoutingContext ctx) {
        var asked = ctx.request().getParam("page");
        if (asked == null
                || asked.isEmpty()
                || asked.length() > 6
                || !asked.chars().allMatch(Character::isDigit)) return 1;
        return Math.max(1, Integer.parseInt(asked));
    }

    private Future<View> show(SharedView resolved, String requestId) {
        if (resolved.isList()) {
            var json = resolved.list().copy().put("kind", SharedView.CREATOR_LIST);
            var list = SharedList.fromJson(resolved.list());
            return known(list, requestId).map(known -> new View(json, ShareHtml.list(list, byHandle(known))));
        }
        var analysis = resolved.analysis();
        var workspace = resolved.workspaceId();
        var asWorkspace = new Caller(requestId, null, workspace, "system", null, "share link", List.of(workspace));
        var args = OverlapMatrixOption.ask(WireCodec.toJson(new GetAnalysisResultInput(
                Platform.parse(analysis.platform()),
                analysis.analysisId().value(),
                analysis.snapshotId(),
                null,
                null,
                null)));
        return services.request(AnalyticsAction.GET_ANALYSIS_RESULT, asWorkspace, args)
                .map(result -> {
                    var shown = (JsonObject) withoutWorkspace(result);
                    var pictures = shown.copy();
                    shown.remove(OverlapMatrixOption.ARG);
                    var json = ShareJson.analysis(analysis, shown);
                    return new View(json, ShareHtml.analysis(analysis, pictures));
                });
    }

    /** What scraper-service already knows of the members (followers, median views); none when it cannot say. */
    private Future<List<KnownCreator>> known(SharedList list, String requestId) {
        var handles = list.members().stream().map(SharedList.Member::handle).toList();
        var platform = Platform.find(list.platform());
        if (handles.isEmpty() || platform.isEmpty()) return Future.succeededFuture(List.of());
        return scraper.knownCreators(Caller.system(requestId), new KnownCreatorsRequest(platform.get(), handles))
                .map(KnownCreators::creators)
                .otherwise(List.of());
    }

    /** What is known of each creator, by its handle's key. */
    private static Map<String, KnownCreator> byHandle(List<KnownCreator> known) {
        var byHandle = new HashMap<String, KnownCreator>();
        known.forEach(k -> byHandle.put(Handle.keyOf(k.handle()), k));
        return byHandle;
    }

    private static View failure(String code, String title, String text) {
        return new View(ShareJson.failure(code, text), ShareHtml.message(title, text));
    }

    private static void respond(RoutingContext ctx, int status, View view) {
        var json = prefersJson(ctx);
        ctx.response()
                .setStatusCode(status)
                .putHeader("Content-Type", json ? "application/json" : "text/html; charset=utf-8")
                .putHeader("Cache-Control", "no-store")
                .putHeader("Referrer-Policy", "no-referrer")
                .putHeader("X-Robots-Tag", "noindex, nofollow")
                .putHeader("X-Content-Type-Options", "nosniff")
                .putHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
                .putHeader("Vary", "Accept")
                .end(json ? view.json().encode() : view.html());
    }

    /** JSON when the client ranks {@code application/json} above {@code text/html}; HTML otherwise. */
    private static boolean prefersJson(RoutingContext ctx) {
        for (var accepted : ctx.parsedHeaders().accept()) {
            var type = accepted.component() + "/" + accepted.subComponent();
            if (type.equals("application/json")) return true;
            if (type.equals("text/html") || type.equals("text/*") || type.equals("*/*")) return false;
        }
        return false;
    }

    /** analytics' reply with every {@code workspace_id} removed: a public page never names the workspace. */
    private static Object withoutWorkspace(Object value) {
        if (value instanceof JsonObject object) {
            var copy = new JsonObject();
            object.forEach(e -> {
                if (!e.getKey().equals("workspace_id")) copy.put(e.getKey(), withoutWorkspace(e.getValue()));
            });
            return copy;
        }
        if (value instanceof JsonArray array) {
            return new JsonArray(
                    array.stream().map(SharePages::withoutWorkspace).toList());
        }
        return value;
    }
}
