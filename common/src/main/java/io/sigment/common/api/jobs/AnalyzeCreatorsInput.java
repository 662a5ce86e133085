package io.sigment.common.api.jobs;

import io.sigment.common.Platform;
import java.util.List;

/** The arguments of {@link JobsTools#ANALYZE_CREATORS}. */
public record AnalyzeCreatorsInput(Platform platform, List<String> handles, long maxCredits, String workspaceId) {}
