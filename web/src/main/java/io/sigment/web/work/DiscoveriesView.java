package io.sigment.web.work;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.DiscoveryList;
import io.sigment.web.app.AppDates;
import java.util.List;

/** {@code work/discoveries.jte}: the workspace's discoveries (list_discoveries' items) and the form that starts one. */
public record DiscoveriesView(String email, String csrf, List<Row> discoveries, List<AnalysesView.Choice> platforms) {
    /** One discovery: its id as a path segment, topic, platforms' names, status, creators found and start day. */
    public record Row(String id, String topic, String platforms, String status, int creators, String started) {}

    public static DiscoveriesView of(String email, String csrf, DiscoveryList reply) {
        var rows = reply.discoveries().stream()
                .map(d -> new Row(
                        WorkLinks.segment(d.discoveryId().value()),
                        d.topic(),
                        DiscoveryView.platforms(d),
                        d.status(),
                        d.creatorsFound(),
                        AppDates.day(d.createdAt())))
                .toList();
        return new DiscoveriesView(email, csrf, rows, AnalysesView.choices(Platform.INSTAGRAM.key()));
    }
}
