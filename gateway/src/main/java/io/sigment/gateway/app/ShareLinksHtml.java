package io.sigment.gateway.app;

import static io.sigment.gateway.app.WorkHtml.url;
import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.api.lists.OwnedShareLink;
import java.util.List;

/** The share section of an analysis or a list: its active public links, each with Revoke, or a Share button. */
final class ShareLinksHtml {
  private ShareLinksHtml() {
  }

  /** {@code shareAction} creates (or reuses) the link; {@code back} is the page a revocation returns to. */
  static String section(String shareAction, String back, List<OwnedShareLink> links, String csrf) {
    var body = new StringBuilder("<section id=\"share\"><h2>Public link</h2>");
    if (links.isEmpty()) {
      body.append("<p id=\"not-shared\">Not shared: nobody outside this workspace can see it.</p>")
          .append(WorkHtml.button(shareAction, "Create a public link", "create-share-link", "", csrf));
      return body.append("</section>").toString();
    }
    body.append("<p>Anyone with the link can view it, without signing in.</p><ul class=\"plain\" id=\"share-links\">");
    for (var link : links) {
      body.append("<li>");
      if (link.url() != null) {
        body.append("<a class=\"share-url\" href=\"").append(escape(link.url())).append("\" rel=\"noreferrer\">")
            .append(escape(link.url())).append("</a>");
      } else {
        body.append("A link made before the share secret changed: create a public link to see its address.");
      }
      if (link.snapshotId() != null) body.append(" <span class=\"muted\">(one snapshot)</span>");
      if (link.expiresAt() != null) {
        body.append(" <span class=\"muted\">expires ").append(WorkHtml.day(link.expiresAt())).append("</span>");
      }
      body.append(" <form class=\"inline\" method=\"post\" action=\"/app/share-links/").append(url(link.linkId()))
          .append("/revoke\">").append(csrf).append("<input type=\"hidden\" name=\"return_to\" value=\"")
          .append(escape(back)).append("\"><button type=\"submit\" class=\"danger\" id=\"revoke-")
          .append(escape(link.linkId())).append("\">Turn off</button></form></li>");
    }
    return body.append("</ul></section>").toString();
  }
}
