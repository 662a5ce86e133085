package io.sigment.web;

import io.sigment.common.bus.ServiceClient;
import io.sigment.web.share.SharePages;
import io.vertx.ext.web.Router;

/**
 * The people's web as the gateway's router mounts it: the pages people read in a browser, each a typed view record
 * rendered by a template. So far the public share pages ({@code /s/{token}}); the gateway still draws the rest.
 */
public final class WebRoutes {
    private final ServiceClient services;

    public WebRoutes(ServiceClient services) {
        this.services = services;
    }

    /** Adds the people's web's routes to {@code router}. */
    public void mount(Router router) {
        router.get("/s/:token").handler(new SharePages(services));
    }
}
