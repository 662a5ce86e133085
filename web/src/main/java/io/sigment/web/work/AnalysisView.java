package io.sigment.web.work;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.lists.OwnedShareLink;
import io.sigment.web.app.AppDates;
import io.sigment.web.share.AnalysisFigures;
import io.sigment.web.share.AnalysisHtml;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * {@code work/analysis.jte}: one analysis (get_analysis_result's {@link AnalysisResult}) drawn by the share page's
 * figures, with its share links (Instagram), re-run and optimization.
 *
 * @param id the analysis id as a path segment
 * @param measured the day it was measured, null when it has not finished
 * @param newerJob the job measuring a re-run (as a query value), null when none runs
 * @param figures a completed result's figures, else null
 * @param share the share section, null off Instagram
 */
public record AnalysisView(
        String email,
        String csrf,
        String platform,
        String id,
        String status,
        String measured,
        List<String> handles,
        String newerJob,
        String job,
        String error,
        AnalysisFigures figures,
        ShareSection share) {

    public static AnalysisView of(String email, String csrf, JsonObject reply, List<OwnedShareLink> links) {
        var result = AnalysisResult.fromJson(reply);
        var platform = result.platform();
        var id = WorkLinks.segment(result.analysisId());
        var newer = result.newerSnapshot();
        var instagram = Platform.INSTAGRAM.key().equals(platform);
        return new AnalysisView(
                email,
                csrf,
                platform,
                id,
                result.status(),
                result.finishedAt() == null ? null : AppDates.day(result.finishedAt()),
                result.handlesOrNone(),
                newer != null && "running".equals(newer.status()) ? WorkLinks.segment(newer.jobId()) : null,
                WorkLinks.segment(result.jobId()),
                result.error() == null ? "no reason given" : result.error(),
                result.completed() ? AnalysisHtml.of(result) : null,
                instagram
                        ? ShareSection.of(
                                "/app/analyses/" + id + "/share", "/app/analyses/" + platform + "/" + id, links, csrf)
                        : null);
    }

    public String platformName() {
        return WorkLinks.platformName(platform);
    }

    /** The optimizer needs the Instagram audience of a completed measurement. */
    public boolean optimizable() {
        return share != null && figures != null;
    }
}
