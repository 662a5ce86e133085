package io.sigment.web.work;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.PriceTableCache;
import io.sigment.common.api.jobs.JobStarted;
import io.sigment.common.api.lists.OwnedShareLink;
import io.sigment.common.api.lists.ShareLinkList;
import io.sigment.common.bus.ServiceClient;
import io.sigment.web.Csrf;
import io.sigment.web.FramedPages;
import io.sigment.web.Templates;
import io.sigment.web.app.AppSession;
import io.sigment.web.app.SignedInRequests;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The app's work pages for the current workspace: analyses, discoveries and creator lists to list and open;
 * analyses, re-runs, optimizations and discoveries to start, each followed live on its job's page; public links to
 * make and turn off. Server rendered without scripts (templates under {@code work/}); every form carries the CSRF
 * token ({@link SignedInRequests#form}). A refused start shows the service's reason with the status it means.
 */
public final class WorkPages {
    private final SignedInRequests pages;
    private final WorkActions work;

    public WorkPages(SignedInRequests pages, ServiceClient services, PriceTableCache prices) {
        this.pages = pages;
        this.work = new WorkActions(services, prices);
    }

    /** A refused start or share: the service's own words, and the way back ({@code work/refused.jte}). */
    public record Refusal(String message, String back) {}

    /** Mount after the app's body handler for {@code /app/*} posts: these forms need it. */
    public void mount(Router router) {
        router.get("/app/analyses")
                .handler(ctx -> pricedPage(ctx, "work/analyses.jte", session -> {
                    var platform = Platform.find(ctx.request().getParam("platform"))
                            .orElse(Platform.INSTAGRAM)
                            .key();
                    return work.analyses(session, platform)
                            .map(reply -> AnalysesView.of(session.email(), csrf(ctx), platform, reply));
                }));
        router.get("/app/analyses/:platform/:analysis")
                .handler(ctx -> pricedPage(ctx, "work/analysis.jte", session -> {
                    var platform = Platform.parse(ctx.pathParam("platform")).key();
                    var id = ctx.pathParam("analysis");
                    var links = platform.equals(Platform.INSTAGRAM.key())
                            ? work.analysisLinks(session, id).map(ShareLinkList::links)
                            : Future.succeededFuture(List.<OwnedShareLink>of());
                    return work.analysis(session, platform, id)
                            .compose(result ->
                                    links.map(shared -> AnalysisView.of(session.email(), csrf(ctx), result, shared)));
                }));
        router.post("/app/analyses")
                .handler(ctx -> start(
                        ctx,
                        "/app/analyses",
                        session -> work.analyze(
                                session, ctx.request().getFormAttribute("platform"), WorkForms.handles(ctx))));
        router.post("/app/analyses/:platform/:analysis/rerun")
                .handler(ctx -> start(
                        ctx,
                        "/app/analyses",
                        session -> work.rerun(session, ctx.pathParam("platform"), ctx.pathParam("analysis"))));
        router.post("/app/analyses/:analysis/optimize")
                .handler(ctx -> pages.form(
                        ctx,
                        (session, c) -> refusedOr(
                                c,
                                "/app/analyses",
                                work.optimize(
                                                session,
                                                c.pathParam("analysis"),
                                                WorkForms.number(c, "min_core_pct"),
                                                (long) WorkForms.number(c, "min_core_reach"))
                                        .map(reply -> show(
                                                c, "work/selection.jte", SelectionView.of(session.email(), reply))))));
        router.post("/app/analyses/:analysis/share")
                .handler(ctx -> pages.form(
                        ctx,
                        (session, c) -> refusedOr(
                                c,
                                "/app/analyses",
                                work.shareAnalysis(session, c.pathParam("analysis"))
                                        .map(link -> redirect(
                                                c,
                                                "/app/analyses/instagram/"
                                                        + WorkLinks.segment(c.pathParam("analysis")))))));
        router.get("/app/jobs")
                .handler(ctx -> page(
                        ctx,
                        "work/job.jte",
                        session -> work.job(
                                        session,
                                        String.valueOf(ctx.request().getParam("job_id")),
                                        WorkForms.waitSeconds(ctx))
                                .map(job -> JobView.of(session.email(), job))));
        router.get("/app/discoveries")
                .handler(ctx -> pricedPage(
                        ctx,
                        "work/discoveries.jte",
                        session -> work.discoveries(session)
                                .map(reply -> DiscoveriesView.of(session.email(), csrf(ctx), reply))));
        router.get("/app/discoveries/:discovery")
                .handler(ctx -> pricedPage(
                        ctx,
                        "work/discovery.jte",
                        session -> work.discovery(session, ctx.pathParam("discovery"))
                                .map(d -> DiscoveryView.of(session.email(), csrf(ctx), d))));
        router.post("/app/discoveries")
                .handler(ctx -> start(
                        ctx,
                        "/app/discoveries",
                        session -> work.discover(
                                session,
                                String.valueOf(ctx.request().getFormAttribute("topic"))
                                        .strip(),
                                ctx.request().formAttributes().getAll("platform"))));
        router.get("/app/lists")
                .handler(ctx -> page(
                        ctx,
                        "work/lists.jte",
                        session -> work.lists(session).map(reply -> ListsView.of(session.email(), reply))));
        router.get("/app/lists/:list")
                .handler(ctx -> page(ctx, "work/list.jte", session -> {
                    var id = ctx.pathParam("list");
                    var from = ListView.from(ctx.queryParams().get("from"));
                    return work.list(session, id, from)
                            .compose(list -> work.listLinks(session, id)
                                    .map(reply -> ListView.of(session.email(), csrf(ctx), list, from, reply.links())));
                }));
        router.post("/app/lists/:list/share")
                .handler(ctx -> pages.form(
                        ctx,
                        (session, c) -> refusedOr(
                                c,
                                "/app/lists",
                                work.shareList(session, c.pathParam("list"))
                                        .map(link ->
                                                redirect(c, "/app/lists/" + WorkLinks.segment(c.pathParam("list")))))));
        router.post("/app/share-links/:link/revoke")
                .handler(ctx -> pages.form(
                        ctx,
                        (session, c) -> refusedOr(
                                c,
                                "/app",
                                work.revokeLink(session, c.pathParam("link"))
                                        .map(revoked -> redirect(c, WorkForms.returnTo(c))))));
    }

    /** A signed-in page: {@code template} showing the view {@code view} makes for the person. */
    private void page(RoutingContext ctx, String template, Function<AppSession, Future<?>> view) {
        pages.signedIn(ctx, (session, c) -> view.apply(session).map(shown -> show(c, template, shown)));
    }

    /** A signed-in page whose template also shows prices ({@code v} the view, {@code prices} accounts' prices). */
    private void pricedPage(RoutingContext ctx, String template, Function<AppSession, Future<?>> view) {
        pages.signedIn(ctx, (session, c) -> {
            var prices = work.prices(session);
            return view.apply(session)
                    .compose(shown -> prices.map(priced -> {
                        FramedPages.send(c, 200, Templates.render(template, Map.of("v", shown, "prices", priced)));
                        return null;
                    }));
        });
    }

    private static Void show(RoutingContext ctx, String template, Object view) {
        FramedPages.send(ctx, 200, template, view);
        return null;
    }

    private static String csrf(RoutingContext ctx) {
        return Csrf.token(ctx);
    }

    /** Starts a job from a form, then follows it on its page; a refusal is shown with its reason. */
    private void start(RoutingContext ctx, String back, Function<AppSession, Future<JsonObject>> started) {
        pages.form(
                ctx,
                (session, c) -> refusedOr(
                        c,
                        back,
                        started.apply(session)
                                .map(job -> redirect(
                                        c,
                                        "/app/jobs?job_id="
                                                + WorkLinks.segment(
                                                        JobStarted.fromJson(job).jobId())))));
    }

    /** Either {@code done} answered the request, or its ToolError is shown as the refusal it is. */
    private static Future<Object> refusedOr(RoutingContext ctx, String back, Future<?> done) {
        return done.<Object>map(v -> null).recover(cause -> {
            if (!(cause instanceof ToolError error) || error.kind() == ToolError.Kind.UNAVAILABLE) {
                return Future.failedFuture(cause);
            }
            FramedPages.send(ctx, WorkForms.status(error), "work/refused.jte", new Refusal(error.getMessage(), back));
            return Future.succeededFuture();
        });
    }

    private static String redirect(RoutingContext ctx, String location) {
        ctx.response().setStatusCode(303).putHeader("Location", location).end();
        return location;
    }
}
