package io.sigment.common.api.jobs;

import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.ArgumentDeserializer;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The optional arguments of {@link JobsAction#DISCOVER_CREATORS} with their defaults, read the one way by jobs-service
 * (which prices the discovery and runs its platform work) and analytics-service (which groups and ranks). The tool's
 * schema in the gateway's catalog states the same defaults (checked by the gateway's ContractLimitsMatchCatalogTest).
 * Also the sizes of a discovery's samples, which jobs-service scrapes and analytics-service reads and reports.
 */
public final class DiscoveryDefaults {
    public static final int MIN_FOLLOWERS = 2000;
    public static final int PER_SUBTOPIC_LIMIT = 10;
    public static final int MAX_PER_SUBTOPIC_LIMIT = 20;
    public static final Platform PLATFORM = Platform.INSTAGRAM;
    /** The light sample of every candidate: its newest posts. */
    public static final int LIGHT_POSTS = 3;
    /** The deeper sample of the creators whose overlaps are refined: their newest posts. */
    public static final int DEEP_POSTS = 20;
    /** Engagers read per post of either sample, at most. */
    public static final int ENGAGERS_PER_POST = 5000;

    private DiscoveryDefaults() {}

    public static int minFollowers(JsonObject args) {
        return ToolArgs.integer(args, "min_followers", 0, Integer.MAX_VALUE, MIN_FOLLOWERS);
    }

    public static int perSubtopicLimit(JsonObject args) {
        return ToolArgs.integer(args, "per_subtopic_limit", 1, MAX_PER_SUBTOPIC_LIMIT, PER_SUBTOPIC_LIMIT);
    }

    /** The {@code platforms}, each once, in the order given; {@link #PLATFORM} alone when not given. */
    public static List<Platform> platforms(JsonObject args) {
        if (args.getValue("platforms") == null) return List.of(PLATFORM);
        return platforms(ToolArgs.strings(args, "platforms", Platform.values().length));
    }

    /** The platforms named in {@code given}, each once, in order; {@link #PLATFORM} alone when none is. */
    public static List<Platform> platforms(List<String> given) {
        if (given.isEmpty()) return List.of(PLATFORM);
        var platforms = new LinkedHashSet<Platform>();
        for (var name : given) platforms.add(Platform.parse(name));
        return List.copyOf(platforms);
    }

    /** A contract record's {@code topic}: 2-200 characters, trimmed. */
    public static final class Topic extends ArgumentDeserializer<String> {
        public Topic() {
            super(
                    String.class,
                    "topic",
                    json -> ToolArgs.string(json, "topic", 2, 200).trim());
        }
    }

    /** A contract record's {@code platforms}, read as {@link #platforms} reads them. */
    public static final class Platforms extends ArgumentDeserializer<List<Platform>> {
        public Platforms() {
            super(List.class, "platforms", DiscoveryDefaults::platforms);
        }
    }

    /** A contract record's {@code min_followers}, read as {@link #minFollowers} reads it. */
    public static final class MinFollowers extends ArgumentDeserializer<Integer> {
        public MinFollowers() {
            super(Integer.class, "min_followers", DiscoveryDefaults::minFollowers);
        }
    }

    /** A contract record's {@code per_subtopic_limit}, read as {@link #perSubtopicLimit} reads it. */
    public static final class PerSubtopicLimit extends ArgumentDeserializer<Integer> {
        public PerSubtopicLimit() {
            super(Integer.class, "per_subtopic_limit", DiscoveryDefaults::perSubtopicLimit);
        }
    }
}
