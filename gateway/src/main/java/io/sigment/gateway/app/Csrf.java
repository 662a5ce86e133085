package io.sigment.gateway.app;

import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/** The app's forms' CSRF protection, which is the web module's ({@link io.sigment.web.Csrf}). */
public final class Csrf {
    private Csrf() {}

    public static Handler<RoutingContext> useSecureCookies(boolean https) {
        return io.sigment.web.Csrf.useSecureCookies(https);
    }

    public static String token(RoutingContext ctx) {
        return io.sigment.web.Csrf.token(ctx);
    }

    public static boolean valid(RoutingContext ctx) {
        return io.sigment.web.Csrf.valid(ctx);
    }
}
