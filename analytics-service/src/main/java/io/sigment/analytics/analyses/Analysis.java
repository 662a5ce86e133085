package io.sigment.analytics.analyses;

import java.time.OffsetDateTime;
import java.util.List;

/** A saved analysis: a workspace's set of creators on one platform, measured by its snapshots. */
public record Analysis(
        String analysisId, String workspaceId, String platform, List<String> handles, OffsetDateTime createdAt) {
    public Analysis {
        handles = List.copyOf(handles);
    }
}
