package io.sigment.gateway.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.web.Templates;
import io.sigment.web.docs.DocsSitePages;
import io.sigment.web.signin.SignInViews;
import org.junit.jupiter.api.Test;

/**
 * "Privacy and data" is a page of the site, listed in {@code llms.txt}, and every app page's footer links it through
 * the short address {@code /privacy}, which leads to the page wherever the docs are served.
 */
class PrivacyPageTest {
    private static final DocsServer server = DocsServer.shared();

    @Test
    void the_privacy_page_is_served_and_listed_in_llms_txt() {
        var page = server.get("/docs/privacy.mdx");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body())
                .startsWith("# Privacy and data")
                .contains(
                        "SIGMENT_ENGAGERS_RETENTION_DAYS",
                        "./sigment privacy erase",
                        "Stripe",
                        "YouTube Data API",
                        "scraping provider",
                        "backup",
                        "link to no one");
        assertThat(server.get("/docs/llms.txt").body())
                .contains("[Privacy and data](" + server.docsUrl() + "/privacy.mdx)");
    }

    @Test
    void every_app_page_footer_links_the_privacy_page_through_a_short_address() {
        assertThat(Templates.render("app/message.jte", new SignInViews.Message("Anything", "body")))
                .contains("<footer><a href=\"/privacy\">Privacy and data</a>");
        var redirect = server.get(DocsSitePages.PRIVACY_PATH);
        assertThat(redirect.status()).isEqualTo(302);
        assertThat(redirect.response().headers().firstValue("Location")).contains("/docs/privacy");
        try (var elsewhere = new DocsServer(java.util.Map.of(Setting.DOCS_URL, "http://localhost:1/help"))) {
            assertThat(elsewhere
                            .get(DocsSitePages.PRIVACY_PATH)
                            .response()
                            .headers()
                            .firstValue("Location"))
                    .contains("/help/privacy");
        }
    }
}
