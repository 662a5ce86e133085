package io.sigment.web.work;

import io.sigment.common.Platform;
import io.sigment.common.api.lists.OwnedShareLink;
import io.sigment.web.app.AppDates;
import io.sigment.web.share.AnalysisFigures;
import io.sigment.web.share.AnalysisHtml;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * {@code work/analysis.jte}: one analysis (get_analysis_result's reply, which has no record) drawn by the share page's
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

    public static AnalysisView of(String email, String csrf, JsonObject result, List<OwnedShareLink> links) {
        var platform = result.getString("platform");
        var id = WorkLinks.segment(result.getString("analysis_id"));
        var status = result.getString("status");
        var newer = result.getJsonObject("newer_snapshot", new JsonObject());
        var instagram = Platform.INSTAGRAM.key().equals(platform);
        return new AnalysisView(
                email,
                csrf,
                platform,
                id,
                status,
                result.getString("finished_at") == null ? null : AppDates.day(result.getString("finished_at")),
                result.getJsonArray("handles", new JsonArray()).stream()
                        .map(String::valueOf)
                        .toList(),
                "running".equals(newer.getString("status")) ? WorkLinks.segment(newer.getString("job_id")) : null,
                WorkLinks.segment(result.getString("job_id")),
                result.getString("error", "no reason given"),
                "completed".equals(status) ? AnalysisHtml.of(result) : null,
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
