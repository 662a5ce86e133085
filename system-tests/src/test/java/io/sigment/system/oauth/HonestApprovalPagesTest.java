package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OAuthClientFlow;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 9: the consent and approval pages say more than the client-chosen name: the client id, where
 * the browser will be sent back, and a warning when another client has the same name.
 */
@Tag("stack")
class HonestApprovalPagesTest {
    private final OAuthFixture oauth = new OAuthFixture();

    @Test
    void the_consent_page_names_the_client_id_the_redirect_host_and_warns_of_a_namesake() {
        var name = "Claude " + System.nanoTime();
        var genuine = oauth.client(name);
        var browser = oauth.signedIn(oauth.newUser());
        var alone = browser.get(genuine.authorizeUrl(Map.of())).body();
        assertThat(alone).contains(genuine.clientId).contains("localhost:3000").doesNotContain("Another application");

        var impostor = oauth.client(name);
        var consent = browser.get(impostor.authorizeUrl(Map.of())).body();
        assertThat(consent)
                .contains(impostor.clientId)
                .contains("localhost:3000")
                .contains("Another application is also named");
    }

    @Test
    void the_approval_list_shows_each_agents_client_id_and_warns_of_namesakes() {
        var name = "Cursor " + System.nanoTime();
        var user = oauth.newUser();
        var browser = oauth.signedIn(user);
        var first = oauth.client(name);
        var second = oauth.client(name);
        for (var flow : new OAuthClientFlow[] {first, second}) {
            var token = flow.tokens(browser).getString("access_token");
            assertThat(McpHttp.text(oauth.mcp(token).callTool("get_account", new JsonObject())))
                    .contains("is not approved");
        }
        var app = browser.get("/app").body();
        assertThat(app)
                .contains(first.clientId)
                .contains(second.clientId)
                .contains("Another application is also named");
    }
}
