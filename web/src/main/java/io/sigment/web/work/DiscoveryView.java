package io.sigment.web.work;

import io.sigment.common.api.analytics.DiscoverySummary;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * {@code work/discovery.jte}: one discovery (get_discovery: its {@link DiscoverySummary} head, then groups and
 * overlaps, which have no record), its creators by subtopic to tick for an analysis, and its strongest overlaps.
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
        var head = DiscoverySummary.fromJson(reply);
        var running = "running".equals(head.status());
        var groups = reply.getJsonArray("groups", new JsonArray()).stream()
                .map(JsonObject.class::cast)
                .map(g -> new Group(
                        g.getString("label"),
                        g.getJsonArray("creators", new JsonArray()).stream()
                                .map(JsonObject.class::cast)
                                .map(c -> new Creator(
                                        c.getString("handle"),
                                        WorkLinks.platformName(c.getString("platform")),
                                        String.valueOf(c.getValue("followers")),
                                        String.valueOf(c.getValue("median_views")),
                                        c.getString("why")))
                                .toList()))
                .toList();
        var overlaps = reply.getJsonArray("strongest_overlaps", new JsonArray()).stream()
                .map(JsonObject.class::cast)
                .map(o -> new Overlap(
                        o.getString("creator_a"),
                        o.getString("creator_b"),
                        String.valueOf(o.getValue("shared_engagers")),
                        String.valueOf(o.getValue("lift"))))
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
