package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.ConfirmedAddress;
import io.sigment.common.api.accounts.EmailChange;
import io.sigment.common.api.accounts.SignInLinkToken;
import io.sigment.common.api.accounts.SignInLinkView;
import io.sigment.common.bus.ServiceClient;
import io.sigment.gateway.http.HtmlPages;
import io.vertx.core.Future;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.Map;

/**
 * The person's account page, {@code /app/account} (issue 39 item 2): their sign-in email, marked unverified for an
 * account made before addresses were verified, with "mail me a verification link"; a change of address (the new one
 * and the current password), pending until the link mailed to the new address is opened, and cancellable meanwhile.
 * {@code /app/confirm-email/<token>} is where both links lead (no session needed): it shows what the link does and a
 * button; only the button's POST uses it, so a mail scanner at a mistyped address cannot take the account's address.
 * A refusal of the mail limits is shown on the page with a 429.
 */
public final class AccountPages {
  private static final Map<String, String> DONE = Map.of(
      "verification-mailed", "A verification link is on its way to your address. It works once, for 24 hours.",
      "change-mailed", "A confirmation link is on its way to the new address. Your address changes once it is opened.",
      "change-cancelled", "The change of address is cancelled: its link no longer works.");

  private final AppPages pages;
  private final AccessClient accounts;

  public AccountPages(AppPages pages, ServiceClient accounts) {
    this.pages = pages;
    this.accounts = new AccessClient(accounts);
  }

  public void mount(Router router) {
    router.get("/app/account").handler(ctx -> pages.signedIn(ctx, (session, c) ->
        page(c, session, 200, DONE.get(String.valueOf(c.request().getParam("done"))), null, "")));
    router.post("/app/account/verification").handler(ctx -> pages.form(ctx, (session, c) ->
        accounts.resendVerification(AppActions.caller(session))
            .map(v -> done(c, "verification-mailed"))
            .recover(cause -> refused(c, session, cause, ""))));
    router.post("/app/account/email").handler(ctx -> pages.form(ctx, (session, c) -> {
      var email = field(c, "email").strip();
      return accounts.changeEmail(AppActions.caller(session), new EmailChange(email, field(c, "password")))
          .map(v -> done(c, "change-mailed"))
          .recover(cause -> refused(c, session, cause, email));
    }));
    router.post("/app/account/email/cancel").handler(ctx -> pages.form(ctx, (session, c) ->
        accounts.cancelEmailChange(AppActions.caller(session)).map(v -> done(c, "change-cancelled"))));
    router.get("/app/confirm-email/:token").handler(ctx -> link(ctx, 200, null));
    router.post("/app/confirm-email/:token").handler(this::confirm);
  }

  /** The page of an address link: what confirming does, and the button; else why it cannot be used. */
  private void link(RoutingContext ctx, int status, String error) {
    var token = ctx.pathParam("token");
    accounts.showEmailLink(Caller.system(Ids.random("app-")), new SignInLinkToken(token)).onSuccess(shown -> {
      if (!SignInLinkView.OPEN.equals(shown.status())) {
        switch (shown.status()) {
          case "expired" -> HtmlPages.message(ctx, 410, "Link expired", "This link expired. Ask for a new one on "
              + "your account page.");
          case "used" -> HtmlPages.message(ctx, 410, "Link already used", "This link was already used, or a newer "
              + "one replaced it: each link works once.");
          default -> HtmlPages.message(ctx, 404, "Link not found", "This is not a Sigment address link. Check that "
              + "the whole link was copied.");
        }
        return;
      }
      var change = ConfirmedAddress.CHANGE.equals(shown.purpose());
      var title = change ? "Confirm your new email" : "Confirm your email";
      HtmlPages.send(ctx, status, HtmlPages.page(title, "", "<section class=\"card\" id=\"confirm-address\"><h1>"
          + title + "</h1><p>" + (change ? "Make <b>" + escape(shown.email()) + "</b> the sign-in email of your "
          + "Sigment account. The old address is told of the change." : "Confirm that <b>" + escape(shown.email())
          + "</b> is yours.") + "</p>" + (error == null ? "" : "<p class=\"error\" role=\"alert\">" + escape(error)
          + "</p>") + "<form method=\"post\" action=\"/app/confirm-email/" + escape(token) + "\">"
          + Csrf.hiddenField(ctx) + "<button type=\"submit\" id=\"confirm-email\">" + (change ? "Use this address"
          : "Confirm this address") + "</button></form></section>"));
    }).onFailure(cause -> HtmlPages.message(ctx, 503, "Temporarily unavailable", "Sigment could not do this right "
        + "now. Retry shortly."));
  }

  private void confirm(RoutingContext ctx) {
    if (!Csrf.valid(ctx)) {
      link(ctx, 403, "The form expired or did not come from this site. Try again.");
      return;
    }
    accounts.confirmEmail(Caller.system(Ids.random("app-")), new SignInLinkToken(ctx.pathParam("token")))
        .onSuccess(confirmed -> {
          var text = ConfirmedAddress.CHANGE.equals(confirmed.purpose())
              ? "Your sign-in email is now <b>" + escape(confirmed.email()) + "</b>. Use it the next time you sign in; "
                  + "the old address was told of the change."
              : "<b>" + escape(confirmed.email()) + "</b> is verified. Thank you.";
          HtmlPages.send(ctx, 200, HtmlPages.page("Address confirmed", "", "<section class=\"card\" "
              + "id=\"address-confirmed\"><h1>Address confirmed</h1><p>" + text + "</p><p><a href=\"/app/account\">"
              + "Your account</a></p></section>"));
        })
        .onFailure(cause -> {
          if (cause instanceof ToolError error && error.kind() == ToolError.Kind.INVALID_ARGUMENTS) {
            var reason = reason(error);
            var status = reason.contains("not a Sigment") ? 404 : reason.contains("expired")
                || reason.contains("already used") ? 410 : 409;
            HtmlPages.message(ctx, status, "Link not used", capitalized(reason));
          } else {
            HtmlPages.message(ctx, 503, "Temporarily unavailable", "Sigment could not do this right now. Retry shortly.");
          }
        });
  }

  private Future<Object> page(RoutingContext ctx, AppSession session, int status, String notice, String error,
                              String typed) {
    return accounts.showEmailAddress(AppActions.caller(session)).map(address -> {
      HtmlPages.send(ctx, status, HtmlPages.page("Your account", AccountHtml.who(session, Csrf.hiddenField(ctx)),
          AccountHtml.page(address, notice, error, typed, Csrf.hiddenField(ctx))));
      return null;
    });
  }

  /** A refusal by accounts (a mail limit, a wrong password, a taken address) on the page; anything else fails. */
  private Future<Object> refused(RoutingContext ctx, AppSession session, Throwable cause, String typed) {
    if (!(cause instanceof ToolError error) || (error.kind() != ToolError.Kind.RATE_LIMITED
        && error.kind() != ToolError.Kind.INVALID_ARGUMENTS)) {
      return Future.failedFuture(cause);
    }
    var limited = error.kind() == ToolError.Kind.RATE_LIMITED;
    if (limited) {
      var seconds = error.getMessage().replaceAll(".*Retry after (\\d+) seconds\\.$", "$1");
      if (seconds.matches("\\d+")) ctx.response().putHeader("Retry-After", seconds);
    }
    var text = limited ? "Not sent: " + error.getMessage().replaceFirst("^Rate limit reached: ", "")
        .replaceFirst("\\. Retry after (\\d+) seconds\\.$", ". Try again in " + minutes(error.getMessage()) + ".")
        : capitalized(reason(error));
    return page(ctx, session, limited ? 429 : 400, null, text, typed);
  }

  private static String minutes(String message) {
    var digits = message.replaceAll(".*Retry after (\\d+) seconds\\.$", "$1");
    var minutes = digits.matches("\\d+") ? Math.max(1, (Long.parseLong(digits) + 59) / 60) : 60;
    return minutes + (minutes == 1 ? " minute" : " minutes");
  }

  private static String reason(ToolError error) {
    return error.getMessage().replaceFirst("^Invalid arguments: ", "").replaceFirst(" Fix them and call again\\.$", "")
        .replaceFirst("^(link|email|password): ", "");
  }

  private static String capitalized(String text) {
    return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
  }

  private static Object done(RoutingContext ctx, String what) {
    ctx.response().setStatusCode(303).putHeader("Location", "/app/account?done=" + what).end();
    return null;
  }

  private static String field(RoutingContext ctx, String name) {
    var value = ctx.request().getFormAttribute(name);
    return value == null ? "" : value;
  }
}
