package io.sigment.gateway.http;

import io.sigment.web.FramedPages;
import io.sigment.web.HtmlEscape;
import io.sigment.web.docs.DocsSitePages;
import io.vertx.ext.web.RoutingContext;

/**
 * The app's and the sign-in pages' HTML frame: one small stylesheet, no scripts, everything from users escaped,
 * never cached, never framed (a consent page in a frame would invite clickjacking).
 */
public final class HtmlPages {
  /** The short address of the documentation's privacy page (the docs site redirects it). */
  public static final String PRIVACY_PATH = DocsSitePages.PRIVACY_PATH;
  private static final String STYLE = io.sigment.web.AppStyle.CSS;
  /** Every page's footer: the privacy page (what is kept of whom, and how to ask for erasure). */
  static final String FOOTER = "<footer><a href=\"" + PRIVACY_PATH + "\">Privacy and data</a></footer>";

  private HtmlPages() {
  }

  public static String escape(String text) {
    return HtmlEscape.escape(text);
  }

  /** A whole page: {@code headerRight} is trusted HTML (e.g. a sign-out form), {@code body} too. */
  public static String page(String title, String headerRight, String body) {
    return page(title, headerRight, body, "", "");
  }

  /**
   * A whole page with {@code style} (trusted CSS) after the app's own rules and {@code head} (trusted, e.g. a meta
   * refresh) in its head.
   */
  public static String page(String title, String headerRight, String body, String style, String head) {
    return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">" + head
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" + escape(title)
        + " · Sigment</title><style>" + STYLE + style + "</style></head>\n<body><header><a class=\"brand\" href=\"/app\">"
        + "Sigment</a><div>" + headerRight + "</div></header>\n<main>" + body + "</main>" + FOOTER + "</body></html>";
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
