package io.sigment.common.api.analytics;

import io.sigment.common.Platform;

/** The arguments of {@link AnalyticsTools#LIST_ANALYSES}. */
public record ListAnalysesInput(Platform platform, String workspaceId) {}
