package io.sigment.scraper;

import io.sigment.common.runtime.ServiceModule;

/** How a process runs scraper-service: the `scraper` schema and {@link ScraperVerticle}. */
public final class ScraperService {
    public static final String SCHEMA = "scraper";

    private ScraperService() {}

    public static ServiceModule module() {
        return ServiceModule.withSchema("scraper", SCHEMA, ScraperVerticle::new);
    }
}
