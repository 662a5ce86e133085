package io.sigment.gateway.app;

import static io.sigment.gateway.app.WorkHtml.url;
import static io.sigment.gateway.http.HtmlPages.escape;

import io.vertx.core.json.JsonObject;

/**
 * A job followed live: its stage and progress while it runs (the page reloads itself every
 * {@value #REFRESH_SECONDS} seconds, no script needed), then the credits it took and the way to its result.
 */
final class JobHtml {
  static final int REFRESH_SECONDS = 2;

  private JobHtml() {
  }

  /** The head's meta refresh while the job runs; none once it finished. */
  static String refresh(JsonObject job) {
    return "running".equals(job.getString("status"))
        ? "<meta http-equiv=\"refresh\" content=\"" + REFRESH_SECONDS + "\">" : "";
  }

  static String page(JsonObject job) {
    var status = String.valueOf(job.getString("status"));
    var analysis = "analysis".equals(job.getString("kind"));
    var body = new StringBuilder(WorkHtml.nav()).append("<h1>").append(analysis ? "Analysis" : "Discovery")
        .append(" ").append(escape(status)).append("</h1><section id=\"job\"><p>Status: <b id=\"job-status\">")
        .append(escape(status)).append("</b>");
    if ("running".equals(status)) {
      body.append(" · stage <b id=\"job-stage\">").append(escape(job.getString("stage"))).append("</b>");
    }
    body.append("</p>");
    var progress = job.getJsonObject("progress");
    if ("running".equals(status) && progress != null && progress.getInteger("posts_total", 0) > 0) {
      body.append("<p id=\"job-progress\">").append(progress.getInteger("creators_done", 0)).append(" of ")
          .append(progress.getInteger("creators_total", 0)).append(" creators read, ")
          .append(progress.getInteger("posts_done", 0)).append(" of ").append(progress.getInteger("posts_total", 0))
          .append(" posts</p><progress max=\"").append(progress.getInteger("posts_total")).append("\" value=\"")
          .append(progress.getInteger("posts_done", 0)).append("\"></progress>");
    }
    if ("running".equals(status)) {
      body.append("<p class=\"muted\">This page follows the work by itself; you may also leave and come back.</p>");
    }
    var credits = job.getJsonObject("credits", new JsonObject());
    body.append("<p id=\"job-credits\">Credits: ").append(credits.getInteger("held", 0)).append(" held, ")
        .append(credits.getInteger("charged", 0)).append(" charged");
    if (credits.getValue("refunded") != null) body.append(", ").append(credits.getValue("refunded")).append(" returned");
    if (credits.getValue("balance") != null) body.append(" · balance ").append(credits.getValue("balance"));
    body.append("</p>");
    if (job.getString("error") != null) body.append("<p class=\"error\">").append(escape(job.getString("error"))).append("</p>");
    if ("completed".equals(status)) body.append("<p>").append(resultLink(job)).append("</p>");
    return body.append("</section>").toString();
  }

  private static String resultLink(JsonObject job) {
    if (job.getString("analysis_id") != null) {
      return "<a class=\"button\" id=\"open-result\" href=\"/app/analyses/" + url(job.getString("platform")) + "/"
          + url(job.getString("analysis_id")) + "\">Open the analysis</a>";
    }
    return "<a class=\"button\" id=\"open-result\" href=\"/app/discoveries/" + url(job.getString("discovery_id"))
        + "\">Open the discovery</a>";
  }
}
