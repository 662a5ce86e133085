package io.sigment.web.work;

import io.sigment.common.api.analytics.DiscoveryDetail;
import io.sigment.common.api.analytics.DiscoverySummary;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * {@code work/discovery.jte}: one discovery (get_discovery's {@link DiscoveryDetail}: its {@link DiscoverySummary}
 * head,
 * then groups and overlaps), its creators by subtopic to tick for an analysis, and its strongest overlaps.
 *
 * @param job the job to follow while it runs (as a query value), else null
 * @param platform the platform the ticked creators are analyzed on
 */
public record DiscoveryView(
        String email,
        String csrf,
        String topic,
        String platforms,
        String status,
        int creators,
        boolean completed,
        String job,
        String message,
        List<Group> groups,
        String platform,
        List<Overlap> overlaps) {
    /** A subtopic's creators. */
    public record Group(String label, List<Creator> creators) {}

    /** A creator found, with the platform's name, its figures as the service wrote them, and why it was found. */
    public record Creator(String handle, String platform, String followers, String medianViews, String why) {}

    /** Two creators' shared engagers and lift. */
    public record Overlap(String a, String b, String sharedEngagers, String lift) {}

    public static DiscoveryView of(String email, String csrf, JsonObject reply) {
        var discovery = DiscoveryDetail.fromJson(reply);
        var head = discovery.summary();
        var running = "running".equals(head.status());
        var groups = orNone(discovery.groups()).stream()
                .map(g -> new Group(
                        g.label(),
                        g.creators().stream()
                                .map(c -> new Creator(
                                        c.handle(),
                                        WorkLinks.platformName(c.platform()),
                                        String.valueOf(c.followers()),
                                        String.valueOf(c.medianViews()),
                                        c.why()))
                                .toList()))
                .toList();
        var overlaps = orNone(discovery.strongestOverlaps()).stream()
                .map(o -> new Overlap(
                        o.creatorA(), o.creatorB(), String.valueOf(o.sharedEngagers()), String.valueOf(o.lift())))
                .toList();
        return new DiscoveryView(
                email,
                csrf,
                head.topic(),
                platforms(head),
                head.status(),
                head.creatorsFound(),
                "completed".equals(head.status()),
                running
                        ? WorkLinks.segment(
                                JobId.of(JobId.DISCOVERY, head.discoveryId().value())
                                        .value())
                        : null,
                head.message() == null ? "This discovery did not complete." : head.message(),
                groups,
                head.platforms().isEmpty() ? null : head.platforms().get(0),
                overlaps);
    }

    private static <T> List<T> orNone(List<T> items) {
        return items == null ? List.of() : items;
    }

    /** The discovery's platforms' names, "Instagram, TikTok". */
    static String platforms(DiscoverySummary discovery) {
        return String.join(
                ", ",
                discovery.platforms().stream().map(WorkLinks::platformName).toList());
    }

    public String platformName() {
        return WorkLinks.platformName(platform);
    }
}
