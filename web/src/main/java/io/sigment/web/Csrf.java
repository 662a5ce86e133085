package io.sigment.web;

import io.vertx.core.Handler;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.ext.web.RoutingContext;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * CSRF protection of every form (double submit): a random {@code sigment_csrf} cookie (HttpOnly, SameSite=Strict)
 * whose value each form repeats in a hidden field. A post from another site has neither. Behind an https public
 * URL the cookie is {@code __Host-sigment_csrf} and {@code Secure} (no Domain, Path=/): a sibling subdomain or a
 * plain-http page cannot plant one ({@link #useSecureCookies}).
 */
public final class Csrf {
    /** The form field that repeats the token (templates write it as a hidden input). */
    public static final String FIELD = "csrf";

    private static final String COOKIE = "sigment_csrf";
    private static final String SECURE_COOKIE = "__Host-sigment_csrf";
    private static final String SECURE = "sigment.secure-cookies";
    private static final SecureRandom RANDOM = new SecureRandom();

    private Csrf() {}

    /** Marks the pages of a gateway whose public URL is https: their CSRF cookie is a secure host cookie. */
    public static Handler<RoutingContext> useSecureCookies(boolean https) {
        return ctx -> {
            if (https) ctx.put(SECURE, Boolean.TRUE);
            ctx.next();
        };
    }

    private static boolean secure(RoutingContext ctx) {
        return Boolean.TRUE.equals(ctx.get(SECURE));
    }

    private static String name(RoutingContext ctx) {
        return secure(ctx) ? SECURE_COOKIE : COOKIE;
    }

    /** The token for this browser, set as a cookie when it has none yet. */
    public static String token(RoutingContext ctx) {
        var existing = ctx.request().getCookie(name(ctx));
        if (existing != null && existing.getValue().length() == 43) return existing.getValue();
        var bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        var token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        ctx.response()
                .addCookie(Cookie.cookie(name(ctx), token)
                        .setPath("/")
                        .setHttpOnly(true)
                        .setSecure(secure(ctx))
                        .setSameSite(CookieSameSite.STRICT));
        return token;
    }

    /** True when a form post carries the cookie and the same value in its field. */
    public static boolean valid(RoutingContext ctx) {
        var cookie = ctx.request().getCookie(name(ctx));
        var field = ctx.request().getFormAttribute(FIELD);
        return cookie != null
                && field != null
                && !field.isEmpty()
                && MessageDigest.isEqual(
                        cookie.getValue().getBytes(StandardCharsets.US_ASCII),
                        field.getBytes(StandardCharsets.US_ASCII));
    }
}
