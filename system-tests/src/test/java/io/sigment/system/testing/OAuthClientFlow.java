package io.sigment.system.testing;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/** What an MCP client does in OAuth (register, PKCE, authorize in the user's browser, token), step by step. */
public final class OAuthClientFlow {
    public static final String REDIRECT = "http://localhost:3000/callback";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final String base;
    private final String mcpUrl;
    public final String clientId;
    public final String clientName;
    public final String verifier;
    public final String challenge;

    /** A client that registers itself (RFC 7591). */
    public OAuthClientFlow(String base, String mcpUrl, String clientName) {
        this(base, mcpUrl, clientName, null);
    }

    /** A client whose id is the URL of its metadata document (SEP-991): nothing to register. */
    public static OAuthClientFlow withMetadataDocument(
            String base, String mcpUrl, String documentUrl, String clientName) {
        return new OAuthClientFlow(base, mcpUrl, clientName, documentUrl);
    }

    private OAuthClientFlow(String base, String mcpUrl, String clientName, String documentUrl) {
        this.base = base;
        this.mcpUrl = mcpUrl;
        this.clientName = clientName;
        this.verifier = randomVerifier();
        this.challenge = challengeOf(verifier);
        this.clientId = documentUrl != null ? documentUrl : registerItself();
    }

    private String registerItself() {
        var registered = register(new JsonObject()
                .put("client_name", clientName)
                .put("redirect_uris", new JsonArray().add(REDIRECT))
                .put("grant_types", new JsonArray().add("authorization_code").add("refresh_token"))
                .put("response_types", new JsonArray().add("code"))
                .put("token_endpoint_auth_method", "none")
                .put("scope", "mcp"));
        if (registered.status() != 201) throw new AssertionError("registration: " + registered.body());
        return registered.json().getString("client_id");
    }

    public McpHttp.Reply register(JsonObject metadata) {
        // Each test client registers from an address of its own, as distinct real clients do (30 per hour per address).
        var address =
                "198.18." + java.util.concurrent.ThreadLocalRandom.current().nextInt(256) + "."
                        + java.util.concurrent.ThreadLocalRandom.current().nextInt(1, 255);
        return McpHttp.send(HttpRequest.newBuilder(URI.create(base + "/oauth/register"))
                .header("X-Forwarded-For", address)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(metadata.encode()))
                .build());
    }

    /** The authorization URL with these parameters (null values left out). */
    public String authorizeUrl(Map<String, String> overrides) {
        var params = new LinkedHashMap<String, String>();
        params.put("response_type", "code");
        params.put("client_id", clientId);
        params.put("redirect_uri", REDIRECT);
        params.put("state", "st-" + RANDOM.nextInt(1_000_000));
        params.put("scope", "mcp");
        params.put("code_challenge", challenge);
        params.put("code_challenge_method", "S256");
        params.put("resource", mcpUrl);
        params.putAll(overrides);
        return base + "/oauth/authorize?"
                + params.entrySet().stream()
                        .filter(e -> e.getValue() != null)
                        .map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                        .collect(Collectors.joining("&"));
    }

    /** In a signed-in browser: opens the consent page, allows, and returns the callback's parameters. */
    public Map<String, String> consent(BrowserSession browser, Map<String, String> overrides) {
        var page = browser.get(authorizeUrl(overrides));
        if (page.status() != 200)
            throw new AssertionError("consent page: " + page.status() + " " + page.location() + page.body());
        var form = new LinkedHashMap<>(page.hiddenFields());
        form.put("decision", "allow");
        var answer = browser.postForm("/oauth/authorize", form);
        if (answer.status() != 302) throw new AssertionError("consent: " + answer.status() + " " + answer.body());
        return callbackParameters(answer.location());
    }

    /** Sign-in and consent in a fresh browser; returns the authorization code. */
    public String code(BrowserSession browser) {
        return consent(browser, Map.of()).get("code");
    }

    public McpHttp.Reply token(Map<String, String> form) {
        var values = new LinkedHashMap<String, String>();
        values.put("client_id", clientId);
        values.putAll(form);
        var body = values.entrySet().stream()
                .filter(e -> e.getValue() != null)
                .map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
        return McpHttp.send(HttpRequest.newBuilder(URI.create(base + "/oauth/token"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build());
    }

    public McpHttp.Reply redeem(String code, String codeVerifier) {
        return token(Map.of(
                "grant_type",
                "authorization_code",
                "code",
                code,
                "code_verifier",
                codeVerifier,
                "redirect_uri",
                REDIRECT,
                "resource",
                mcpUrl));
    }

    public McpHttp.Reply refresh(String refreshToken) {
        return token(Map.of("grant_type", "refresh_token", "refresh_token", refreshToken, "resource", mcpUrl));
    }

    /** Signs {@code email} in and runs the whole flow: the token response. */
    public JsonObject tokens(BrowserSession browser) {
        var reply = redeem(code(browser), verifier);
        if (reply.status() != 200) throw new AssertionError("token: " + reply.body());
        return reply.json();
    }

    public static Map<String, String> callbackParameters(String location) {
        var query = URI.create(location).getRawQuery();
        var params = new LinkedHashMap<String, String>();
        for (var pair : query.split("&")) {
            var kv = pair.split("=", 2);
            params.put(
                    URLDecoder.decode(kv[0], StandardCharsets.UTF_8), URLDecoder.decode(kv[1], StandardCharsets.UTF_8));
        }
        return params;
    }

    public static String randomVerifier() {
        var bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String challengeOf(String verifier) {
        try {
            return Base64.getUrlEncoder()
                    .withoutPadding()
                    .encodeToString(
                            MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
