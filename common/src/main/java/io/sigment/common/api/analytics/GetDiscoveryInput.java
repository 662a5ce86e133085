package io.sigment.common.api.analytics;

import java.util.List;

/** The arguments of {@link AnalyticsTools#GET_DISCOVERY}. */
public record GetDiscoveryInput(String discoveryId, Integer maxPerGroup, List<String> handles) {}
