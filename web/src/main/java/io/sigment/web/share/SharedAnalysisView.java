package io.sigment.web.share;

/**
 * What {@code share/analysis.jte} shows of a shared analysis.
 *
 * @param measured the day the snapshot was measured, null when unknown
 * @param snapshotDay the same day for the footer ("null" when unknown, as the page always said)
 * @param figures the completed result's figures; null while it runs or when it failed
 */
public record SharedAnalysisView(
        String platform,
        int creators,
        String measured,
        String snapshotDay,
        String expires,
        AnalysisFigures figures,
        boolean failed,
        boolean estimated) {}
