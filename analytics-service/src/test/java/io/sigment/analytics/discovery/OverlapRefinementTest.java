package io.sigment.analytics.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.StoredDiscovery;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OverlapRefinementTest {
    private static StoredDiscovery.Overlap pair(String platform, String a, String b) {
        return new StoredDiscovery.Overlap(1.5, Platform.parse(platform), a, b, 3, 10);
    }

    @Test
    void takes_the_creators_of_the_strongest_pairs_per_platform_within_half_the_candidates() {
        var overlaps = List.of(
                pair("instagram", "a", "b"),
                pair("youtube", "y1", "y2"),
                pair("instagram", "b", "c"),
                pair("instagram", "d", "e"),
                pair("instagram", "a", "c"));
        var chosen = OverlapRefinement.creators(overlaps, Map.of("instagram", 8, "youtube", 30));
        // 8 candidates: at most 4; d-e would make 5, so it is skipped, while a-c adds nobody new
        assertThat(chosen.get("instagram")).containsExactly("a", "b", "c");
        assertThat(chosen.get("youtube")).containsExactly("y1", "y2");
    }

    @Test
    void never_more_than_the_cap_and_only_the_strongest_pairs() {
        var overlaps = new ArrayList<StoredDiscovery.Overlap>();
        for (int i = 0; i < 300; i++) overlaps.add(pair("instagram", "x" + i, "y" + i));
        var chosen =
                OverlapRefinement.creators(overlaps, Map.of("instagram", 1000)).get("instagram");
        assertThat(chosen).hasSize(OverlapRefinement.MAX_CREATORS);
        assertThat(chosen.subList(0, 2)).isEqualTo(List.of("x0", "y0"));
        assertThat(OverlapRefinement.creators(List.of(), Map.of())).isEmpty();
    }
}
