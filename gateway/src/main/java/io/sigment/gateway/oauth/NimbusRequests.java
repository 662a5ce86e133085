package io.sigment.gateway.oauth;

import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.http.HTTPRequest;
import io.vertx.ext.web.RoutingContext;
import java.net.URI;

/** A form POST to an OAuth endpoint as Nimbus reads it: content type, {@code Authorization} and body. */
final class NimbusRequests {
    private NimbusRequests() {}

    static HTTPRequest formPost(RoutingContext ctx, URI endpoint) throws ParseException {
        var http = new HTTPRequest(HTTPRequest.Method.POST, endpoint);
        http.setContentType(ctx.request().getHeader("Content-Type"));
        var authorization = ctx.request().getHeader("Authorization");
        if (authorization != null) http.setAuthorization(authorization);
        http.setBody(ctx.body().asString());
        return http;
    }
}
