package io.sigment.common.api.jobs;

import io.sigment.common.Platform;
import java.util.List;

/**
 * The arguments of {@link JobsTools#QUOTE_COST}; {@code handles} as given (null when absent), since a quote prices the
 * handles it cannot check at the list price rather than refusing them.
 */
public record QuoteCostInput(
        String action, Platform platform, List<?> handles, String analysisId, String workspaceId) {}
