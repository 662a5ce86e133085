package io.sigment.gateway.http;

import io.sigment.web.FramedPages;
import io.sigment.web.HtmlEscape;
import io.sigment.web.Templates;
import io.sigment.web.docs.DocsSitePages;
import io.vertx.ext.web.RoutingContext;
import java.util.Map;

/**
 * The app's frame for the pages the gateway still writes itself (the web module's {@code app/frame.jte}): one small
 * stylesheet, no scripts, everything from users escaped, never cached, never framed.
 */
public final class HtmlPages {
  /** The short address of the documentation's privacy page (the docs site redirects it). */
  public static final String PRIVACY_PATH = DocsSitePages.PRIVACY_PATH;

  private HtmlPages() {
  }

  public static String escape(String text) {
    return HtmlEscape.escape(text);
  }

  /** A whole page in the app's frame ({@code app/frame.jte}): {@code headerRight} is trusted HTML, {@code body} too. */
  public static String page(String title, String headerRight, String body) {
    return page(title, headerRight, body, "", "");
  }

  /**
   * The same with {@code style} (trusted CSS) after the app's own rules; {@code head} must be empty (a page that
   * reloads itself is a template's, with the frame's {@code refreshSeconds}).
   */
  public static String page(String title, String headerRight, String body, String style, String head) {
    if (!head.isEmpty()) throw new IllegalArgumentException("the frame has no head of a page's own");
    return Templates.render("app/frame.jte", Map.of("title", title, "header", Templates.markup(headerRight),
        "body", Templates.markup(body), "style", style));
  }

  /** Sends {@code html} as the web module's framed pages are sent: never cached, never framed. */
  public static void send(RoutingContext ctx, int status, String html) {
    FramedPages.send(ctx, status, html);
  }

  /** A page that only says something (an error, a refusal). */
  public static void message(RoutingContext ctx, int status, String title, String text) {
    FramedPages.message(ctx, status, title, text);
  }
}
