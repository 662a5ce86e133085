package io.sigment.gateway.app;

import static io.sigment.gateway.app.WorkHtml.day;
import static io.sigment.gateway.app.WorkHtml.platformName;
import static io.sigment.gateway.app.WorkHtml.url;
import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.api.lists.MembersFromOption;
import io.sigment.common.api.lists.OwnedShareLink;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The app's creator lists: the workspace's lists, and one list's members with its public links. */
final class ListsHtml {
  private ListsHtml() {
  }

  static String lists(JsonObject reply) {
    var body = new StringBuilder(WorkHtml.nav()).append("<h1>Creator lists</h1><section id=\"lists\"><table><tr>"
        + "<th>List</th><th>Platform</th><th>Creators</th><th>Updated</th></tr>");
    var lists = reply.getJsonArray("lists", new JsonArray());
    for (var entry : lists) {
      var list = (JsonObject) entry;
      body.append("<tr><td><a href=\"/app/lists/").append(url(list.getString("list_id"))).append("\">")
          .append(escape(list.getString("name"))).append("</a></td><td>").append(platformName(list.getString("platform")))
          .append("</td><td>").append(list.getInteger("member_count", 0)).append("</td><td>")
          .append(day(list.getString("updated_at"))).append("</td></tr>");
    }
    body.append("</table>");
    if (lists.isEmpty()) body.append("<p class=\"muted\">No creator lists in this workspace yet; agents make them "
        + "with create_creator_list.</p>");
    return body.append("</section>").toString();
  }

  /** The app page's {@code from} (members to skip), 0 when absent or not a whole number in range. */
  static int from(String typed) {
    try {
      int from = typed == null ? 0 : Integer.parseInt(typed.strip());
      return from < 0 || from > MembersFromOption.MAX_FROM ? 0 : from;
    } catch (NumberFormatException notANumber) {
      return 0;
    }
  }

  static String list(JsonObject list, int from, List<OwnedShareLink> links, String csrf) {
    var id = url(list.getString("list_id"));
    var body = new StringBuilder(WorkHtml.nav()).append("<p><a href=\"/app/lists\">← Creator lists</a></p><h1>")
        .append(escape(list.getString("name"))).append("</h1><p class=\"muted\">")
        .append(platformName(list.getString("platform"))).append(" · ").append(list.getInteger("member_count", 0))
        .append(" creators · updated ").append(day(list.getString("updated_at"))).append("</p>");
    if (list.getString("description") != null) {
      body.append("<p class=\"description\">").append(escape(list.getString("description"))).append("</p>");
    }
    body.append("<section id=\"members\"><ul class=\"plain\">");
    list.getJsonArray("members", new JsonArray()).forEach(m -> body.append("<li>")
        .append(escape(((JsonObject) m).getString("handle"))).append("</li>"));
    body.append("</ul>");
    int shown = list.getJsonArray("members", new JsonArray()).size();
    int total = list.getInteger("member_count", 0);
    if (from > 0 || from + shown < total) {
      body.append("<p class=\"pages\">Creators ").append(shown == 0 ? 0 : from + 1).append("–").append(from + shown)
          .append(" of ").append(total);
      if (from > 0) {
        body.append(" · <a rel=\"prev\" href=\"/app/lists/").append(id).append("?from=")
            .append(Math.max(0, from - MembersFromOption.PAGE)).append("\">Previous</a>");
      }
      if (from + shown < total) {
        body.append(" · <a rel=\"next\" href=\"/app/lists/").append(id).append("?from=").append(from + shown)
            .append("\">Next</a>");
      }
      body.append("</p>");
    }
    return body.append("</section>").append(ShareLinksHtml.section("/app/lists/" + id + "/share", "/app/lists/" + id,
        links, csrf)).toString();
  }
}
