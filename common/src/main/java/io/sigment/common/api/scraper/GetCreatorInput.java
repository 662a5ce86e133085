package io.sigment.common.api.scraper;

import io.sigment.common.Platform;

/** The arguments of {@link ScraperTools#GET_CREATOR}. */
public record GetCreatorInput(Platform platform, String creatorId) {}
