package io.sigment.common.api.jobs;

import io.sigment.common.Platform;

/** The arguments of {@link JobsTools#RUN_ANALYSIS}. */
public record RunAnalysisInput(Platform platform, String analysisId, long maxCredits) {}
