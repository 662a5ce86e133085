package io.sigment.gateway.oauth;

import com.nimbusds.oauth2.sdk.AuthorizationRequest;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.ResponseType;
import com.nimbusds.oauth2.sdk.pkce.CodeChallengeMethod;
import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.ClientDescription;
import io.sigment.common.api.accounts.ClientLookup;
import io.sigment.common.api.accounts.CodeRequest;
import io.sigment.common.bus.ServiceClient;
import io.sigment.gateway.http.ClientAddresses;
import io.sigment.web.Csrf;
import io.sigment.web.FramedPages;
import io.sigment.web.app.AppSession;
import io.sigment.web.oauth.ClientFactsView;
import io.sigment.web.oauth.ConsentView;
import io.sigment.web.signin.SignInSessions;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@code /oauth/authorize}: the authorization code flow's browser leg. A request naming an unknown client or a
 * redirect URI the client did not register gets an error page (never a redirect), and so does every other fault
 * found before the person acted ({@code unsupported_response_type}, PKCE, {@code invalid_target} for a
 * {@code resource} other than the MCP URL): a client cannot use the endpoint to bounce browsers to its redirect.
 * Only the outcome of the consent (a code, or {@code access_denied}) goes back to the redirect URI. A person not
 * signed in goes to the sign-in page first; then the consent page names the client as unverified and the
 * account it will act for. Consent posts back here with the same parameters and the CSRF token.
 */
public final class AuthorizeEndpoint {
    private static final List<String> PARAMETERS = List.of(
            "response_type",
            "client_id",
            "redirect_uri",
            "state",
            "scope",
            "code_challenge",
            "code_challenge_method",
            "resource");

    /** Room for accounts-service's whole metadata-document fetch (5 s) and its database work. */
    private static final java.time.Duration CLIENT_LOOKUP_TIMEOUT = java.time.Duration.ofSeconds(10);

    private final AccessClient accounts;
    private final SignInSessions sessions;
    private final String issuer;
    private final String mcpUrl;
    private final ClientAddresses clients;

    public AuthorizeEndpoint(
            ServiceClient accounts, SignInSessions sessions, String issuer, String mcpUrl, ClientAddresses clients) {
        this.clients = clients;
        this.accounts = new AccessClient(accounts);
        this.sessions = sessions;
        this.issuer = issuer;
        this.mcpUrl = mcpUrl;
    }

    /** A checked request: the client and its parameters. */
    private record Checked(ClientDescription client, AuthorizationRequest request, Map<String, String> parameters) {}

    public void show(RoutingContext ctx) {
        check(ctx, ctx.request().params())
                .onSuccess(checked -> {
                    if (checked == null) return;
                    sessions.current(ctx)
                            .onSuccess(session -> {
                                if (session.isEmpty()) {
                                    var back =
                                            AuthorizationServerMetadata.AUTHORIZE + "?" + query(checked.parameters());
                                    ctx.response()
                                            .setStatusCode(302)
                                            .putHeader("Location", "/app/sign-in?return_to=" + encode(back))
                                            .end();
                                } else {
                                    consentPage(ctx, checked, session.get());
                                }
                            })
                            .onFailure(cause -> unavailable(ctx));
                })
                .onFailure(cause -> unavailable(ctx));
    }

    public void decide(RoutingContext ctx) {
        if (!Csrf.valid(ctx)) {
            FramedPages.message(
                    ctx,
                    403,
                    "Request refused",
                    "The form expired or did not come from this site. Start the "
                            + "connection again from your AI client.");
            return;
        }
        check(ctx, ctx.request().formAttributes())
                .onSuccess(checked -> {
                    if (checked == null) return;
                    sessions.current(ctx)
                            .onSuccess(session -> {
                                if (session.isEmpty()) {
                                    FramedPages.message(
                                            ctx,
                                            401,
                                            "Signed out",
                                            "Sign in again, then start the connection again from your AI client.");
                                    return;
                                }
                                if (!"allow".equals(ctx.request().getFormAttribute("decision"))) {
                                    redirectError(ctx, checked, "access_denied", "The user did not allow access");
                                    return;
                                }
                                var request = checked.request();
                                var code = new CodeRequest(
                                        request.getClientID().getValue(),
                                        session.get().userId(),
                                        request.getRedirectionURI().toString(),
                                        request.getCodeChallenge().getValue(),
                                        request.getCodeChallengeMethod().getValue(),
                                        mcpUrl,
                                        "mcp");
                                accounts.issueCode(caller(), code)
                                        .onSuccess(answer -> {
                                            if (answer.isRefused()) {
                                                redirectError(ctx, checked, answer.error(), answer.errorDescription());
                                            } else {
                                                redirect(ctx, checked, Map.of("code", answer.code()));
                                            }
                                        })
                                        .onFailure(cause -> unavailable(ctx));
                            })
                            .onFailure(cause -> unavailable(ctx));
                })
                .onFailure(cause -> unavailable(ctx));
    }

    /** The request if it may proceed; null when this method already answered (error page or error redirect). */
    private Future<Checked> check(RoutingContext ctx, MultiMap params) {
        var parameters = PARAMETERS.stream()
                .filter(name -> params.get(name) != null)
                .collect(Collectors.toMap(name -> name, params::get, (a, b) -> a, java.util.LinkedHashMap::new));
        AuthorizationRequest request;
        try {
            request = AuthorizationRequest.parse(parameters.entrySet().stream()
                    .collect(Collectors.toMap(Map.Entry::getKey, e -> List.of(e.getValue()))));
        } catch (ParseException e) {
            FramedPages.message(ctx, 400, "Invalid authorization request", String.valueOf(e.getMessage()));
            return Future.succeededFuture(null);
        }
        if (request.getRedirectionURI() == null) {
            FramedPages.message(ctx, 400, "Invalid authorization request", "redirect_uri is required.");
            return Future.succeededFuture(null);
        }
        var lookup = new ClientLookup(request.getClientID().getValue(), clients.limitKey(ctx.request()));
        return accounts.client(caller(), lookup, CLIENT_LOOKUP_TIMEOUT).map(client -> {
            if (!client.known()) {
                FramedPages.message(ctx, 400, "Unknown application", "This client_id is not registered with Sigment.");
                return null;
            }
            if (!client.redirectUris().contains(request.getRedirectionURI().toString())) {
                FramedPages.message(
                        ctx, 400, "Invalid redirect", "redirect_uri is not one this application registered.");
                return null;
            }
            var checked = new Checked(client, request, parameters);
            if (!new ResponseType(ResponseType.Value.CODE).equals(request.getResponseType())) {
                errorPage(ctx, "unsupported_response_type", "Only response_type=code is supported");
                return null;
            }
            if (request.getCodeChallenge() == null
                    || !CodeChallengeMethod.S256.equals(request.getCodeChallengeMethod())) {
                errorPage(ctx, "invalid_request", "PKCE with code_challenge_method=S256 is required");
                return null;
            }
            var resources = request.getResources();
            if (resources != null
                    && (resources.size() != 1 || !mcpUrl.equals(resources.get(0).toString()))) {
                errorPage(ctx, "invalid_target", "resource must be the Sigment MCP URL " + mcpUrl);
                return null;
            }
            return checked;
        });
    }

    private void consentPage(RoutingContext ctx, Checked checked, AppSession session) {
        var client = checked.client();
        var redirectUri = checked.request().getRedirectionURI().toString();
        var fields = checked.parameters().entrySet().stream()
                .map(e -> new ConsentView.Field(e.getKey(), e.getValue()))
                .toList();
        FramedPages.send(
                ctx,
                200,
                "oauth/consent.jte",
                new ConsentView(
                        client.clientName(),
                        session.email(),
                        ClientFactsView.of(
                                client.clientId(), client.clientName(), client.sameNameClients(), redirectUri),
                        redirectUri,
                        AuthorizationServerMetadata.AUTHORIZE,
                        Csrf.token(ctx),
                        fields));
    }

    /** A fault found before the person acted: shown here, never sent to the redirect URI (no open redirect). */
    private static void errorPage(RoutingContext ctx, String error, String description) {
        FramedPages.message(
                ctx,
                400,
                "Invalid authorization request",
                description + " (" + error + "). Start the " + "connection again from your AI client.");
    }

    /** An answer after the person decided on the consent page: back to the client, as RFC 6749 says. */
    private void redirectError(RoutingContext ctx, Checked checked, String error, String description) {
        redirect(ctx, checked, Map.of("error", error, "error_description", description));
    }

    private void redirect(RoutingContext ctx, Checked checked, Map<String, String> values) {
        var params = new java.util.LinkedHashMap<>(values);
        if (checked.request().getState() != null)
            params.put("state", checked.request().getState().getValue());
        params.put("iss", issuer);
        var target = checked.request().getRedirectionURI().toString();
        ctx.response()
                .setStatusCode(302)
                .putHeader("Location", target + (target.contains("?") ? "&" : "?") + query(params))
                .putHeader("Cache-Control", "no-store")
                .end();
    }

    private static Caller caller() {
        return Caller.system(Ids.random("authorize-"));
    }

    private static void unavailable(RoutingContext ctx) {
        FramedPages.message(
                ctx, 503, "Temporarily unavailable", "Sigment could not complete this step right now. Retry shortly.");
    }

    private static String query(Map<String, String> params) {
        return params.entrySet().stream()
                .map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
