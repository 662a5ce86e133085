package io.sigment.common.api.jobs;

/** The arguments of {@link JobsTools#OPTIMIZE_SELECTION}. */
public record OptimizeSelectionInput(String analysisId, double minCorePct, long minCoreReach, long maxCredits) {}
