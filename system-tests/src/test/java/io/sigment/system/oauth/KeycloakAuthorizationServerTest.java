package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.sigment.common.Setting;
import io.sigment.common.runtime.ServiceRuntime;
import io.sigment.common.testing.FreePorts;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.LocalKeycloak;
import io.sigment.system.testing.NodeClients;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Sigment with {@code SIGMENT_AUTH_EXTERNAL=true} behind a real Keycloak ({@link LocalKeycloak}: 26.7.3 in dev mode on
 * loopback, realms imported from src/test/keycloak/), driven by the official MCP TypeScript SDK's OAuth client
 * (system-tests/src/test/node/keycloak-oauth-client.mjs): discovery from the gateway's 401, dynamic registration at
 * Keycloak, authorization code with PKCE and {@code resource}, Keycloak's login and consent forms, the token; then
 * refused as not approved, approved in the app, served, refresh tokens rotating, revoked and refused at once; tokens
 * of the same Keycloak for another audience and of another issuer naming the MCP URL are refused. The Keycloak
 * section of docs/pages/authorization-server.md names only settings this test uses. Skipped, saying why, only where
 * no JDK 21+ is found ({@value LocalKeycloak#JAVA_HOME_SETTING} names one) or, outside CI, where Node.js is missing.
 * Keycloak's output is in target/keycloak.log, and its tail is printed when something fails.
 */
@Tag("node")
class KeycloakAuthorizationServerTest {
    private static final Path DOCS = Path.of("..", "docs", "pages", "authorization-server.md");
    private static final String REALM = "sigment";
    private static final Duration STARTUP = Duration.ofMinutes(10);

    private static LocalStack stack;
    private static LocalKeycloak keycloak;
    private static ServiceRuntime gateway;
    /** The settings of the gateway under test that concern the external authorization server (the issuer: at start). */
    private static final Map<Setting, String> AUTH_SETTINGS = new LinkedHashMap<>(Map.of(
            Setting.AUTH_EXTERNAL,
            "true",
            Setting.AUTH_URL,
            "",
            Setting.AUTH_JWKS_URL,
            "",
            Setting.AUTH_AUDIENCE,
            "",
            // Cached, so that "refused at once" after the revocation is the eviction's doing, not a cache's absence.
            Setting.CREDENTIAL_CACHE_SECONDS,
            "30"));

    private static TestAccounts.TestUser user;
    private static String password;
    private static String keycloakPassword;

    /** Keycloak and a gateway using it (the docs' check needs neither, so it runs wherever the test compiles). */
    private static void start() throws Exception {
        var java = LocalKeycloak.javaHome();
        assumeTrue(
                java.isPresent(),
                "no JDK 21 or later found (Keycloak 26 needs one; set " + LocalKeycloak.JAVA_HOME_SETTING
                        + " to its home): the real Keycloak test cannot run here");
        NodeClients.install();
        stack = TestStack.shared();
        user = TestAccounts.verified(stack, TestAccounts.newUser(stack));
        password = TestAccounts.password(stack, user);
        keycloakPassword = "kc-" + user.userId() + "-battery staple";
        var keycloakPort = FreePorts.next();
        var issuer = "http://127.0.0.1:" + keycloakPort + "/realms/" + REALM;
        AUTH_SETTINGS.put(Setting.AUTH_URL, issuer);
        gateway = TestStack.extraGateway(config -> {
            var configured =
                    config.with(Setting.PUBLIC_BASE_URL, "http://127.0.0.1:" + config.integer(Setting.HTTP_PORT));
            for (var setting : AUTH_SETTINGS.entrySet())
                configured = configured.with(setting.getKey(), setting.getValue());
            return configured;
        });
        keycloak = LocalKeycloak.start(
                java.get(),
                keycloakPort,
                FreePorts.next(),
                Map.of(
                        "SIGMENT_MCP_URL", gateway.config().mcpUrl(),
                        "SIGMENT_KEYCLOAK_USER_EMAIL", TestAccounts.email(user),
                        "SIGMENT_KEYCLOAK_USER_PASSWORD", keycloakPassword),
                REALM,
                STARTUP);
        assertThat(keycloak.realmUrl(REALM)).isEqualTo(issuer);
    }

    @AfterAll
    static void stop() {
        if (keycloak != null) keycloak.close();
        if (gateway != null) gateway.stop().await();
    }

    @Test
    @Timeout(value = 20, unit = java.util.concurrent.TimeUnit.MINUTES)
    void the_sdk_signs_in_at_keycloak_and_its_agent_is_approved_served_and_revoked_at_sigment() throws Exception {
        start();
        var mcpUrl = gateway.config().mcpUrl();
        var run = NodeClients.run(
                List.of("node", "keycloak-oauth-client.mjs"),
                Map.of(
                        "SIGMENT_MCP_URL",
                        mcpUrl,
                        "SIGMENT_EMAIL",
                        TestAccounts.email(user),
                        "SIGMENT_PASSWORD",
                        password,
                        "KEYCLOAK_PASSWORD",
                        keycloakPassword,
                        "KEYCLOAK_OTHER_AUDIENCE_TOKEN_URL",
                        keycloak.tokenUrl(REALM),
                        "KEYCLOAK_OTHER_ISSUER_TOKEN_URL",
                        keycloak.tokenUrl("elsewhere")),
                300);
        var why = run.output() + "\n--- the end of " + LocalKeycloak.LOG.toAbsolutePath() + ":\n"
                + LocalKeycloak.logTail(40);
        assertThat(run.exitCode()).as(why).isZero();
        var seen = run.lastJson();
        var issuer = keycloak.realmUrl(REALM);

        assertThat(seen.getString("authorizeOrigin"))
                .as("the SDK found Keycloak from the 401")
                .isEqualTo(keycloak.url());
        assertThat(seen.getString("authorizeResource")).isEqualTo(mcpUrl);
        assertThat(seen.getString("authorizeChallengeMethod")).isEqualTo("S256");
        assertThat(seen.getString("authorizeScope")).isEqualTo("mcp");
        assertThat(seen.getBoolean("loginFormShown")).isTrue();
        assertThat(seen.getBoolean("consentShown"))
                .as("Keycloak's consent for a registered client")
                .isTrue();
        assertThat(seen.getBoolean("consentNamesMcpScope")).isTrue();
        assertThat(seen.getString("callbackIss")).isEqualTo(issuer);

        var token = seen.getJsonObject("token");
        assertThat(token.getString("iss")).isEqualTo(issuer);
        assertThat(token.getValue("aud"))
                .as("RFC 8707: the resource asked for is the only audience")
                .isEqualTo(mcpUrl);
        assertThat(token.getString("azp")).isEqualTo(seen.getString("clientId"));
        assertThat(token.getString("email")).isEqualTo(TestAccounts.email(user));
        assertThat(token.getBoolean("email_verified")).isTrue();
        assertThat(token.getString("scope")).contains("mcp");

        var client = seen.getString("clientId");
        assertThat(seen.getInteger("tools")).isEqualTo(24);
        assertThat(seen.getString("notApproved"))
                .startsWith("\"" + client + "\" is not approved to use this account yet");
        assertThat(seen.getInteger("approval")).isEqualTo(200);
        assertThat(seen.getBoolean("approvedIsError"))
                .as(seen.getString("approvedText"))
                .isFalse();
        assertThat(seen.getString("approvedText")).contains(user.workspaceIds().get(0));

        assertThat(seen.getBoolean("rotated"))
                .as("Keycloak's refresh tokens rotate")
                .isTrue();
        assertThat(seen.getValue("refreshedAud")).isEqualTo(mcpUrl);
        assertThat(seen.getInteger("refreshedTokenServed")).isEqualTo(200);
        assertThat(seen.getString("reused"))
                .as("a used refresh token is refused")
                .isEqualTo("invalid_grant");

        assertThat(seen.getInteger("revocation")).isEqualTo(200);
        assertThat(seen.getString("revoked")).startsWith("Access for \"" + client + "\" was revoked");

        var otherAudience = seen.getJsonObject("otherAudience");
        assertThat(otherAudience.getString("iss")).isEqualTo(issuer);
        assertThat(otherAudience.getValue("aud").toString()).doesNotContain(mcpUrl);
        assertThat(otherAudience.getInteger("status"))
                .as("a token of the same Keycloak for another audience")
                .isEqualTo(401);
        assertThat(otherAudience.getString("challenge")).contains("error=\"invalid_token\"");
        var otherIssuer = seen.getJsonObject("otherIssuer");
        assertThat(otherIssuer.getString("iss")).isEqualTo(keycloak.realmUrl("elsewhere"));
        assertThat(otherIssuer.getValue("aud").toString()).contains(mcpUrl);
        assertThat(otherIssuer.getInteger("status"))
                .as("a token of another issuer naming the MCP URL")
                .isEqualTo(401);
        assertThat(otherIssuer.getString("challenge")).contains("error=\"invalid_token\"");
    }

    /**
     * The docs' section on an external authorization server names only what this test uses: every Sigment setting in
     * it is one the test sets, every Keycloak option one it starts Keycloak with; the table of its "Keycloak, as
     * tested" part gives each Sigment setting the value set here and each realm setting is in the realm files.
     */
    @Test
    void the_docs_keycloak_settings_are_the_ones_this_test_uses() throws Exception {
        var docs = Files.readString(DOCS);
        var sectionStart = docs.indexOf("## An external authorization server");
        assertThat(sectionStart)
                .as("docs/pages/authorization-server.md has its section on an external server")
                .isPositive();
        var sectionEnd = docs.indexOf("\n## ", sectionStart + 1);
        var whole = sectionEnd < 0 ? docs.substring(sectionStart) : docs.substring(sectionStart, sectionEnd);
        var sigmentNamed = new java.util.TreeSet<String>();
        var setting = Pattern.compile("SIGMENT_[A-Z_]+[A-Z]").matcher(whole);
        while (setting.find()) sigmentNamed.add(setting.group());
        assertThat(sigmentNamed)
                .as("the Sigment settings the section names are the ones this test sets")
                .containsExactlyInAnyOrderElementsOf(
                        AUTH_SETTINGS.keySet().stream().map(Setting::env).toList());
        var option = Pattern.compile("--[a-z-]+=[a-z,-]+").matcher(whole);
        while (option.find())
            assertThat(LocalKeycloak.OPTIONS)
                    .as("a Keycloak option the section names")
                    .contains(option.group());

        var start = whole.indexOf("### Keycloak, as tested");
        assertThat(start)
                .as("the section has a part \"### Keycloak, as tested\"")
                .isPositive();
        var tested = whole.substring(start);
        var realmFiles = new StringBuilder();
        try (var files = Files.list(Path.of("src", "test", "keycloak"))) {
            for (var file : files.toList()) realmFiles.append(Files.readString(file));
        }
        var realm = realmFiles.toString();
        var rows = tested.lines()
                .filter(l -> l.startsWith("| ") && !l.startsWith("| Where") && !l.startsWith("|---"))
                .toList();
        assertThat(rows).hasSizeGreaterThan(5);
        var names = Pattern.compile("`([^`]+)`");
        var inTable = new java.util.HashSet<String>();
        for (var row : rows) {
            var cells = row.split("\\|");
            var matcher = names.matcher(cells[2]);
            assertThat(matcher.find()).as("a setting in: " + row).isTrue();
            var name = matcher.group(1);
            if (name.startsWith("SIGMENT_")) {
                var sigment = Setting.valueOf(name.substring("SIGMENT_".length()));
                inTable.add(name);
                assertThat(AUTH_SETTINGS).as(row).containsKey(sigment);
                var value = names.matcher(cells[3]);
                if (cells[3].contains("empty")) {
                    assertThat(AUTH_SETTINGS.get(sigment)).as(row).isEmpty();
                } else if (sigment != Setting.AUTH_URL && value.find()) {
                    assertThat(AUTH_SETTINGS.get(sigment)).as(row).isEqualTo(value.group(1));
                }
            } else if (name.startsWith("--")) {
                assertThat(LocalKeycloak.OPTIONS).as(row).contains(name);
            } else {
                assertThat(realm)
                        .as(row + ": in the realm files of src/test/keycloak")
                        .contains("\"" + name + "\"");
            }
        }
        assertThat(inTable)
                .as("every Sigment setting the test sets is in the table")
                .isEqualTo(sigmentNamed);
    }
}
