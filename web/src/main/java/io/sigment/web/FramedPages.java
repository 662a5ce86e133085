package io.sigment.web;

import io.sigment.web.signin.SignInViews;
import io.vertx.ext.web.RoutingContext;

/**
 * Sends a page in the app's frame ({@code app/frame.jte}): never cached, never framed (a consent page in a frame
 * would invite clickjacking), no scripts, one inline stylesheet.
 */
public final class FramedPages {
    private FramedPages() {}

    /** Renders {@code template} showing {@code view} and sends it with {@code status}. */
    public static void send(RoutingContext ctx, int status, String template, Object view) {
        send(ctx, status, Templates.render(template, view));
    }

    public static void send(RoutingContext ctx, int status, String html) {
        if (ctx.response().ended()) return;
        ctx.response()
                .setStatusCode(status)
                .putHeader("Content-Type", "text/html; charset=utf-8")
                .putHeader("Cache-Control", "no-store")
                .putHeader("X-Frame-Options", "DENY")
                .putHeader(
                        "Content-Security-Policy",
                        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
                .putHeader("Referrer-Policy", "no-referrer")
                .end(html);
    }

    /** A page that only says something (an error, a refusal): {@code title} is also its heading. */
    public static void message(RoutingContext ctx, int status, String title, String text) {
        send(ctx, status, "app/message.jte", new SignInViews.Message(title, text));
    }
}
