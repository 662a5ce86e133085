package io.sigment.gateway.payments;

import io.sigment.common.Ids;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.ext.web.RoutingContext;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * Double-submit CSRF token of the checkout form: the page sets a random {@code sigment_checkout_csrf} cookie
 * (HttpOnly, SameSite=Strict, scoped to the checkout's path) and repeats it in a hidden field; a completion must
 * carry both, equal. A post from another site, or a bare {@code curl -X POST}, has neither.
 */
final class CheckoutCsrf {
  static final String FIELD = "csrf";
  static final String COOKIE = "sigment_checkout_csrf";
  private static final String PREFIX = "csrf_";

  private CheckoutCsrf() {
  }

  /** A fresh token, set as this browser's cookie for {@code path}; the caller puts it in the form. */
  static String issue(RoutingContext ctx, String path) {
    var token = Ids.random(PREFIX, Ids.SECRET_BYTES);
    ctx.response().addCookie(Cookie.cookie(COOKIE, token).setPath(path).setHttpOnly(true)
        .setSecure(ctx.request().isSSL()).setSameSite(CookieSameSite.STRICT));
    return token;
  }

  /** True when the form post carries the cookie and the same value in its field. */
  static boolean valid(RoutingContext ctx) {
    var cookie = ctx.request().getCookie(COOKIE);
    var field = ctx.request().getFormAttribute(FIELD);
    return cookie != null && field != null && Ids.matches(field, PREFIX, Ids.SECRET_BYTES)
        && MessageDigest.isEqual(cookie.getValue().getBytes(StandardCharsets.US_ASCII),
            field.getBytes(StandardCharsets.US_ASCII));
  }
}
