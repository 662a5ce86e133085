package io.sigment.analytics.discovery;

import io.sigment.common.api.analytics.StoredDiscovery;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Which creators a discovery samples deeper, so its strongest overlaps are ranked on more than a light sample.
 * A light sample (3 posts) finds the right neighbourhood (the true top 15 pairs are nearly all among its top 100)
 * but not the order within it: lifts there form a plateau. So the creators of the strongest
 * {@value #PAIRS} light pairs, at most {@value #MAX_CREATORS} a platform and at most half its candidates (taken
 * pair by pair, strongest first, a pair only when both fit), are sampled on
 * {@value io.sigment.common.api.jobs.DiscoveryDefaults#DEEP_POSTS}
 * posts and their pairs re-ranked.
 */
final class OverlapRefinement {
    static final int PAIRS = 100;
    static final int MAX_CREATORS = 40;

    private OverlapRefinement() {}

    /**
     * Per platform key, the handles to sample deeper, from a light result's overlaps (strongest first) and how many
     * candidates each platform has.
     */
    static Map<String, List<String>> creators(
            List<StoredDiscovery.Overlap> lightOverlaps, Map<String, Integer> candidates) {
        var chosen = new LinkedHashMap<String, LinkedHashSet<String>>();
        for (int i = 0; i < Math.min(PAIRS, lightOverlaps.size()); i++) {
            var pair = lightOverlaps.get(i);
            var platform = pair.platform().key();
            var handles = chosen.computeIfAbsent(platform, p -> new LinkedHashSet<>());
            int extra = (handles.contains(pair.creatorA()) ? 0 : 1) + (handles.contains(pair.creatorB()) ? 0 : 1);
            if (handles.size() + extra > cap(candidates.getOrDefault(platform, 0))) continue;
            handles.add(pair.creatorA());
            handles.add(pair.creatorB());
        }
        var out = new LinkedHashMap<String, List<String>>();
        chosen.forEach((platform, handles) -> out.put(platform, List.copyOf(handles)));
        return out;
    }

    /** How many of a platform's candidates are sampled deeper at most. */
    static int cap(int candidates) {
        return Math.min(MAX_CREATORS, (candidates + 1) / 2);
    }
}
