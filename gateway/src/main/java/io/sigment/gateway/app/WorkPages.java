package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.lists.OwnedShareLink;
import io.sigment.common.api.lists.ShareLinkList;
import io.sigment.gateway.http.HtmlPages;
import io.sigment.web.app.AppSession;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The app's work pages for the current workspace: analyses, discoveries and creator lists to list and open;
 * analyses, re-runs, optimizations and discoveries to start, each followed live on its job's page; public links to
 * make and turn off. Server rendered without scripts; every form carries the CSRF token ({@link AppPages#form}).
 * A refused start shows the service's reason with the status it means.
 */
public final class WorkPages {
  private final AppPages pages;
  private final WorkActions work;

  public WorkPages(AppPages pages, WorkActions work) {
    this.pages = pages;
    this.work = work;
  }

  /** Mount after {@link AppPages#mount}: its body handler reads these forms too. */
  public void mount(Router router) {
    router.get("/app/analyses").handler(ctx -> page(ctx, "Analyses", session -> {
      var platform = Platform.find(ctx.request().getParam("platform")).orElse(Platform.INSTAGRAM).key();
      return work.analyses(session, platform).map(reply -> AnalysesHtml.list(platform, reply, Csrf.hiddenField(ctx)));
    }));
    router.get("/app/analyses/:platform/:analysis").handler(ctx -> page(ctx, "Audience analysis", AnalysesHtml.STYLE, session -> {
      var platform = Platform.parse(ctx.pathParam("platform")).key();
      var id = ctx.pathParam("analysis");
      var links = platform.equals(Platform.INSTAGRAM.key()) ? work.analysisLinks(session, id).map(ShareLinkList::links)
          : Future.succeededFuture(List.<OwnedShareLink>of());
      return work.analysis(session, platform, id).compose(result -> links.map(shared ->
          AnalysesHtml.analysis(result, shared, Csrf.hiddenField(ctx))));
    }));
    router.post("/app/analyses").handler(ctx -> start(ctx, "/app/analyses", session -> work.analyze(session,
        ctx.request().getFormAttribute("platform"), handles(ctx))));
    router.post("/app/analyses/:platform/:analysis/rerun").handler(ctx -> start(ctx, "/app/analyses", session ->
        work.rerun(session, ctx.pathParam("platform"), ctx.pathParam("analysis"))));
    router.post("/app/analyses/:analysis/optimize").handler(ctx -> pages.form(ctx, (session, c) -> refusedOr(c,
        "/app/analyses", work.optimize(session, c.pathParam("analysis"), number(c, "min_core_pct"),
            (long) number(c, "min_core_reach")).map(reply -> show(c, session, "Best selection", SelectionHtml.page(reply), WorkHtml.STYLE)))));
    router.post("/app/analyses/:analysis/share").handler(ctx -> pages.form(ctx, (session, c) -> refusedOr(c,
        "/app/analyses", work.shareAnalysis(session, c.pathParam("analysis")).map(link ->
            redirect(c, "/app/analyses/instagram/" + encode(c.pathParam("analysis")))))));
    router.get("/app/jobs").handler(ctx -> pages.signedIn(ctx, (session, c) ->
        work.job(session, String.valueOf(c.request().getParam("job_id")), waitSeconds(c)).map(job -> {
          HtmlPages.send(c, 200, HtmlPages.page("Work in progress", escape(session.email()), JobHtml.page(job),
              WorkHtml.STYLE, JobHtml.refresh(job)));
          return null;
        })));
    router.get("/app/discoveries").handler(ctx -> page(ctx, "Discoveries", session ->
        work.discoveries(session).map(reply -> DiscoveriesHtml.list(reply, Csrf.hiddenField(ctx)))));
    router.get("/app/discoveries/:discovery").handler(ctx -> page(ctx, "Discovery", session ->
        work.discovery(session, ctx.pathParam("discovery")).map(d -> DiscoveriesHtml.discovery(d, Csrf.hiddenField(ctx)))));
    router.post("/app/discoveries").handler(ctx -> start(ctx, "/app/discoveries", session -> work.discover(session,
        String.valueOf(ctx.request().getFormAttribute("topic")).strip(), ctx.request().formAttributes().getAll("platform"))));
    router.get("/app/lists").handler(ctx -> page(ctx, "Creator lists", session -> work.lists(session).map(ListsHtml::lists)));
    router.get("/app/lists/:list").handler(ctx -> page(ctx, "Creator list", session -> {
      var id = ctx.pathParam("list");
      var from = ListsHtml.from(ctx.queryParams().get("from"));
      return work.list(session, id, from).compose(list -> work.listLinks(session, id)
          .map(reply -> ListsHtml.list(list, from, reply.links(), Csrf.hiddenField(ctx))));
    }));
    router.post("/app/lists/:list/share").handler(ctx -> pages.form(ctx, (session, c) -> refusedOr(c, "/app/lists",
        work.shareList(session, c.pathParam("list")).map(link -> redirect(c, "/app/lists/" + encode(c.pathParam("list")))))));
    router.post("/app/share-links/:link/revoke").handler(ctx -> pages.form(ctx, (session, c) -> refusedOr(c, "/app",
        work.revokeLink(session, c.pathParam("link")).map(revoked -> redirect(c, returnTo(c))))));
  }

  /** A signed-in page: {@code body} is the HTML inside the app's frame. */
  private void page(RoutingContext ctx, String title, Function<AppSession, Future<String>> body) {
    page(ctx, title, WorkHtml.STYLE, body);
  }

  /** The same with {@code style} (the analysis page adds its figures' rules). */
  private void page(RoutingContext ctx, String title, String style, Function<AppSession, Future<String>> body) {
    pages.signedIn(ctx, (session, c) -> body.apply(session).map(html -> show(c, session, title, html, style)));
  }

  private static Void show(RoutingContext ctx, AppSession session, String title, String html, String style) {
    HtmlPages.send(ctx, 200, HtmlPages.page(title, escape(session.email()), html, style, ""));
    return null;
  }

  /** Starts a job from a form, then follows it on its page; a refusal is shown with its reason. */
  private void start(RoutingContext ctx, String back, Function<AppSession, Future<JsonObject>> started) {
    pages.form(ctx, (session, c) -> refusedOr(c, back, started.apply(session).map(job ->
        redirect(c, "/app/jobs?job_id=" + encode(job.getString("job_id"))))));
  }

  /** Either {@code done} answered the request, or its ToolError is shown as the refusal it is. */
  private static Future<Object> refusedOr(RoutingContext ctx, String back, Future<?> done) {
    return done.<Object>map(v -> null).recover(cause -> {
      if (!(cause instanceof ToolError error) || error.kind() == ToolError.Kind.UNAVAILABLE) {
        return Future.failedFuture(cause);
      }
      HtmlPages.send(ctx, WorkHtml.status(error), HtmlPages.page("Not done", "", WorkHtml.refused(error, back)));
      return Future.succeededFuture();
    });
  }

  private static String redirect(RoutingContext ctx, String location) {
    ctx.response().setStatusCode(303).putHeader("Location", location).end();
    return location;
  }

  /** Where a revocation returns: one of the app's own pages, never another site. */
  private static String returnTo(RoutingContext ctx) {
    var asked = ctx.request().getFormAttribute("return_to");
    return asked != null && asked.startsWith("/app/") && !asked.startsWith("//") && !asked.contains("\\")
        && asked.chars().allMatch(c -> c > 32 && c < 127) ? asked : "/app";
  }

  /** The handles of a form: a textarea (one a line, or separated by commas or spaces) and ticked boxes. */
  static List<String> handles(RoutingContext ctx) {
    var handles = new ArrayList<String>();
    var typed = ctx.request().getFormAttribute("handles");
    if (typed != null) {
      for (var handle : typed.split("[\\s,]+")) if (!handle.isBlank() && !handles.contains(handle)) handles.add(handle);
    }
    for (var ticked : ctx.request().formAttributes().getAll("handle")) {
      if (!ticked.isBlank() && !handles.contains(ticked.strip())) handles.add(ticked.strip());
    }
    return handles;
  }

  /** {@code wait}: how long the job page may wait for the job to finish before answering (a long poll). */
  private static int waitSeconds(RoutingContext ctx) {
    var asked = ctx.request().getParam("wait");
    return asked != null && asked.matches("[0-9]{1,2}") ? Integer.parseInt(asked) : 0;
  }

  private static double number(RoutingContext ctx, String field) {
    try {
      return Double.parseDouble(String.valueOf(ctx.request().getFormAttribute(field)));
    } catch (NumberFormatException e) {
      throw ToolError.invalidArguments(field + ": must be a number");
    }
  }

  private static String encode(String value) {
    return URLEncoder.encode(String.valueOf(value), StandardCharsets.UTF_8);
  }
}
