package io.sigment.local.testing;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.regex.Pattern;

/** A browser on a sandbox checkout page: opens it (receiving its CSRF cookie), then presses its button. */
public final class SandboxBrowser {
  private static final Pattern TOKEN = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"");

  private final String completeUrl;
  private final String cookie;
  private final String token;

  private SandboxBrowser(String completeUrl, String cookie, String token) {
    this.completeUrl = completeUrl;
    this.cookie = cookie;
    this.token = token;
  }

  /** Opens the page at {@code gatewayUrl + path}; fails if it shows no form to complete. */
  public static SandboxBrowser open(String gatewayUrl, String path) {
    var page = McpHttp.send(HttpRequest.newBuilder(URI.create(gatewayUrl + path)).GET().build());
    var token = TOKEN.matcher(page.body());
    if (!token.find()) throw new AssertionError("no CSRF field on the page: " + page.body());
    return new SandboxBrowser(gatewayUrl + path + "/complete", page.header("Set-Cookie").split(";", 2)[0],
        token.group(1));
  }

  /** Posts the page's form, as its button does. */
  public McpHttp.Reply pressComplete() {
    return McpHttp.send(HttpRequest.newBuilder(URI.create(completeUrl))
        .header("Content-Type", "application/x-www-form-urlencoded").header("Cookie", cookie)
        .POST(HttpRequest.BodyPublishers.ofString("csrf=" + token)).build());
  }
}
