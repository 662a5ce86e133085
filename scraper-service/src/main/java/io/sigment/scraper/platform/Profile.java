package io.sigment.scraper.platform;

import io.sigment.common.Platform;

/** A creator's profile as the platform shows it. {@code platformId} is the platform's own account id. */
public record Profile(
        Platform platform,
        String platformId,
        String handle,
        String name,
        String bio,
        Long followers,
        String country,
        String language,
        Long mediaCount,
        String url) {}
