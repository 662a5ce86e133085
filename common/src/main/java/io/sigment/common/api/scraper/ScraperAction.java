package io.sigment.common.api.scraper;

import io.sigment.common.bus.ServiceAction;
import io.sigment.common.bus.ServiceAddress;
import java.util.Locale;

/** The actions of {@code sigment.scraper}: creator tools and the platform work other services ask for. */
public enum ScraperAction implements ServiceAction {
    SEARCH_CREATORS,
    GET_CREATOR,
    KNOWN_CREATORS,
    SCRAPE,
    SAMPLES,
    SEARCH_TOPIC,
    PLATFORM_SHARE;

    private final String wire = name().toLowerCase(Locale.ROOT);

    @Override
    public ServiceAddress service() {
        return ServiceAddress.SCRAPER;
    }

    @Override
    public String wire() {
        return wire;
    }
}
