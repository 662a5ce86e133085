package io.sigment.system.testing;

import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A browser as the gateway meets it over HTTP: a cookie jar, no automatic redirects, forms posted with the
 * hidden fields of the page they came from (the CSRF token among them).
 */
public final class BrowserSession {
    private static final Pattern HIDDEN =
            Pattern.compile("<input type=\"hidden\" name=\"([^\"]+)\" value=\"([^\"]*)\">");

    private final String base;
    private final HttpClient http;
    private String clientAddress;

    public BrowserSession(String base) {
        this.base = base;
        this.http = HttpClient.newBuilder()
                .cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    /** From now on, this browser's requests come from {@code address} (as the trusted proxy in front reports). */
    public BrowserSession from(String address) {
        this.clientAddress = address;
        return this;
    }

    public record Page(int status, String body, String location) {
        /** The hidden fields of the page's first form (with {@code csrf}). */
        public Map<String, String> hiddenFields() {
            var fields = new LinkedHashMap<String, String>();
            var matcher = HIDDEN.matcher(body);
            while (matcher.find()) fields.putIfAbsent(matcher.group(1), unescape(matcher.group(2)));
            return fields;
        }

        public JsonObject json() {
            return new JsonObject(body);
        }
    }

    public Page get(String pathOrUrl) {
        return send(HttpRequest.newBuilder(uri(pathOrUrl)).GET());
    }

    /** A GET with these extra headers (e.g. {@code X-Forwarded-For}, as a trusted proxy would send it). */
    public Page get(String pathOrUrl, Map<String, String> headers) {
        var request = HttpRequest.newBuilder(uri(pathOrUrl)).GET();
        headers.forEach(request::header);
        return send(request);
    }

    public Page postForm(String pathOrUrl, Map<String, String> fields) {
        var body = fields.entrySet().stream()
                .map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
        return send(HttpRequest.newBuilder(uri(pathOrUrl))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    public Page postJson(String path, JsonObject body) {
        return send(HttpRequest.newBuilder(uri(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.encode())));
    }

    /** Signs in through the app's form (GET for its CSRF token, then POST); returns the POST's answer. */
    public Page signIn(String email, String password) {
        var fields = new LinkedHashMap<>(get("/app/sign-in").hiddenFields());
        fields.put("email", email);
        fields.put("password", password);
        return postForm("/app/sign-in", fields);
    }

    private Page send(HttpRequest.Builder request) {
        if (clientAddress != null) request.header("X-Forwarded-For", clientAddress);
        try {
            var response =
                    http.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            return new Page(
                    response.statusCode(),
                    response.body(),
                    response.headers().firstValue("Location").orElse(null));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private URI uri(String pathOrUrl) {
        return URI.create(pathOrUrl.startsWith("http") ? pathOrUrl : base + pathOrUrl);
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    private static String unescape(String html) {
        return html.replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
    }
}
