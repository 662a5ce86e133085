package io.sigment.web.work;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.AnalysisList;
import io.sigment.web.app.AppDates;
import java.util.Arrays;
import java.util.List;

/**
 * {@code work/analyses.jte}: the workspace's analyses of one platform (list_analyses' reply, {@link AnalysisList}) with
 * the other platforms' links, and the form that starts one.
 */
public record AnalysesView(String email, String csrf, String platform, List<Choice> platforms, List<Row> analyses) {
    /** A platform to list, {@code current} when it is the one shown. */
    public record Choice(String key, String title, boolean current) {}

    /** One analysis: its id as a path segment, its name, status and the day it started. */
    public record Row(String id, String name, String status, String started) {}

    public static AnalysesView of(String email, String csrf, String platform, AnalysisList reply) {
        var rows = reply.analyses().stream()
                .map(a -> new Row(
                        WorkLinks.segment(a.analysisId()),
                        a.name(),
                        a.status() == null ? "–" : a.status(),
                        AppDates.day(a.createdAt())))
                .toList();
        return new AnalysesView(email, csrf, platform, choices(platform), rows);
    }

    /** Every platform, {@code platform} marked as chosen. */
    static List<Choice> choices(String platform) {
        return Arrays.stream(Platform.values())
                .map(p -> new Choice(p.key(), p.title(), p.key().equals(platform)))
                .toList();
    }

    public String platformName() {
        return WorkLinks.platformName(platform);
    }
}
