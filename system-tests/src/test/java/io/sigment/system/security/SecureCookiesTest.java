package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.common.runtime.ServiceRuntime;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 11: behind an https public URL the app's cookies are {@code Secure} and carry the
 * {@code __Host-} prefix (no Domain, Path=/), so neither a sibling subdomain nor plain http can set or read them.
 */
@Tag("stack")
class SecureCookiesTest {
    private static ServiceRuntime gateway;
    private static String base;

    @BeforeAll
    static void start() {
        gateway = TestStack.extraGateway(config -> config.with(Setting.PUBLIC_BASE_URL, "https://sigment.test"));
        base = "http://127.0.0.1:" + gateway.config().integer(Setting.HTTP_PORT);
    }

    @AfterAll
    static void stop() {
        if (gateway != null) gateway.stop().await();
    }

    @Test
    void behind_https_the_csrf_and_session_cookies_are_secure_host_cookies() {
        var form = McpHttp.send(
                HttpRequest.newBuilder(URI.create(base + "/app/sign-in")).GET().build());
        var csrfCookie = setCookie(form.headers().get("set-cookie"), "__Host-sigment_csrf=");
        assertThat(csrfCookie)
                .contains("Secure")
                .contains("Path=/")
                .containsIgnoringCase("HttpOnly")
                .doesNotContain("Domain");
        var csrf = csrfCookie.substring("__Host-sigment_csrf=".length(), csrfCookie.indexOf(';'));

        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var body = "csrf=" + csrf + "&return_to=%2Fapp&email=" + enc(TestAccounts.email(user)) + "&password="
                + enc(TestAccounts.password(stack, user));
        var signedIn = McpHttp.send(HttpRequest.newBuilder(URI.create(base + "/app/sign-in"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Cookie", "__Host-sigment_csrf=" + csrf)
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build());
        assertThat(signedIn.status()).as(signedIn.body()).isEqualTo(303);
        var session = setCookie(signedIn.headers().get("set-cookie"), "__Host-sigment_session=");
        assertThat(session)
                .contains("Secure")
                .contains("Path=/")
                .containsIgnoringCase("HttpOnly")
                .doesNotContain("Domain");
        var token = session.substring("__Host-sigment_session=".length(), session.indexOf(';'));

        var app = McpHttp.send(HttpRequest.newBuilder(URI.create(base + "/app/api/me"))
                .header("Cookie", "__Host-sigment_session=" + token)
                .GET()
                .build());
        assertThat(app.status()).isEqualTo(200);
        var plainName = McpHttp.send(HttpRequest.newBuilder(URI.create(base + "/app/api/me"))
                .header("Cookie", "sigment_session=" + token)
                .GET()
                .build());
        assertThat(plainName.status())
                .as("a cookie without the prefix could have been set by a sibling site")
                .isEqualTo(401);
    }

    private static String setCookie(List<String> headers, String prefix) {
        assertThat(headers).as("Set-Cookie").isNotNull();
        return headers.stream()
                .filter(h -> h.startsWith(prefix))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + prefix + " cookie in " + headers));
    }

    private static String enc(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
