package io.sigment.system.testing;

import io.sigment.local.LocalStack;
import java.util.Map;

/**
 * A workspace's owner in a browser, signed in to the app, on a sandbox checkout page: opens it (the form carries the
 * app's CSRF token), then presses its button.
 */
public final class SandboxBrowser {
    private final BrowserSession browser;
    private String path;
    private Map<String, String> form = Map.of();

    private SandboxBrowser(BrowserSession browser) {
        this.browser = browser;
    }

    /** A browser signed in as {@code user} (the owner of the user's workspaces). */
    public static SandboxBrowser signedIn(LocalStack stack, TestAccounts.TestUser user) {
        var browser = new BrowserSession(stack.gatewayUrl());
        var signedIn = browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user));
        if (signedIn.status() != 303) throw new AssertionError("sign-in failed: " + signedIn.body());
        return new SandboxBrowser(browser);
    }

    /** Opens the checkout page at {@code path}, keeping its form's hidden fields. */
    public BrowserSession.Page open(String path) {
        this.path = path;
        var page = browser.get(path);
        form = page.hiddenFields();
        return page;
    }

    /** Posts the opened page's form, as its button does. */
    public BrowserSession.Page pressComplete() {
        return browser.postForm(path + "/complete", form);
    }
}
