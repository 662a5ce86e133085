package io.sigment.common.api.analytics;

/** The arguments of {@link AnalyticsTools#LIST_DISCOVERIES}. */
public record ListDiscoveriesInput(Integer limit) {}
