package io.sigment.common.api.scraper;

import io.sigment.common.ToolError;
import java.util.Optional;

/** The structured failures of {@link ScraperAction#SCRAPE}: callers act on the reason, never on the message. */
public final class ScrapeErrors {
    /** The platform failed mid-scrape; the hint is why, in words an agent may see. What was fetched is kept. */
    public static final String STOPPED = "scrape_stopped";

    private ScrapeErrors() {}

    /** {@code why}: the platform's failure, e.g. "TikTok's provider run failed." */
    public static ToolError stopped(String scrapeId, String platformTitle, String why) {
        return new ToolError(
                        ToolError.Kind.UNAVAILABLE,
                        ToolError.BUSY + "scrape " + scrapeId + " of " + platformTitle + " stopped: " + why
                                + " What was fetched is saved; retry with the same scrape_id to continue.")
                .withReason(STOPPED, why);
    }

    /** Why the scrape stopped, when {@code error} is that failure. */
    public static Optional<String> stoppedBecause(ToolError error) {
        return STOPPED.equals(error.reason()) ? Optional.ofNullable(error.hint()) : Optional.empty();
    }
}
