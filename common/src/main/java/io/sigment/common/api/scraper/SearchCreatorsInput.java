package io.sigment.common.api.scraper;

/** The arguments of {@link ScraperTools#SEARCH_CREATORS}. */
public record SearchCreatorsInput(String query, Integer limit) {}
