package io.sigment.system.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.TestAccounts;
import java.net.URI;
import java.util.Map;

/** Pages fetched as a person's browser fetches them: by path, at the status expected, signed in, or to a job's end. */
final class PageVisits {
    private PageVisits() {}

    /** The path and query of {@code url}, as a browser on the stack asks for it. */
    static String path(String url) {
        var uri = URI.create(url);
        return uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
    }

    /** A browser that signed {@code user} in with their password. */
    static BrowserSession signedIn(LocalStack stack, TestAccounts.TestUser user) {
        var browser = new BrowserSession(stack.gatewayUrl());
        assertThat(browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user))
                        .status())
                .isEqualTo(303);
        return browser;
    }

    /** The body of the page at {@code path}, which must answer {@code status}. */
    static String page(BrowserSession browser, String path, int status) {
        var page = browser.get(path);
        assertThat(page.status()).as(path + ": " + page.body()).isEqualTo(status);
        return page.body();
    }

    /** Posts the form {@code fields} to {@code path}, which must answer with a redirect (303). */
    static void redirected(BrowserSession browser, String path, Map<String, String> fields) {
        assertThat(browser.postForm(path, fields).status()).isEqualTo(303);
    }

    /** Follows a start's redirect to its job page, long-polling it ({@code wait}), until the job is done. */
    static String finished(BrowserSession browser, BrowserSession.Page started) {
        assertThat(started.status()).as(started.body()).isEqualTo(303);
        var page = browser.get(started.location()).body();
        for (int i = 0; i < 20 && page.contains("id=\"job-status\">running"); i++) {
            page = browser.get(started.location() + "&wait=20").body();
        }
        assertThat(page).contains("id=\"job-status\">completed");
        return page;
    }

    /** Where a finished job's page links its result. */
    static String opened(String jobPage) {
        return jobPage.replaceAll("(?s).*id=\"open-result\" href=\"([^\"]+)\".*", "$1");
    }
}
