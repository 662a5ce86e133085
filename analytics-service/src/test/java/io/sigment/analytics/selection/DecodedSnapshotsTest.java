package io.sigment.analytics.selection;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.analyses.FrozenFixtures;
import io.sigment.analytics.analyses.SnapshotComputation;
import io.sigment.analytics.engine.SyntheticAudience;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Platform;
import java.util.List;
import org.junit.jupiter.api.Test;

/** optimize_selection's memory of decoded snapshots: the same answers as decoding every time, and bounded. */
class DecodedSnapshotsTest {
    private static final Targets TARGETS = new Targets(30, 1_000);

    @Test
    void answers_from_remembered_samples_equal_answers_from_freshly_decoded_ones_call_after_call() {
        var frozen =
                FrozenFixtures.frozen(new SyntheticAudience(12, 20_000, 3, 300, 1_500, 6, 0.7, 0.9, 11).generate());
        var others = SnapshotComputation.decode(frozen.subList(9, 12));
        var uncached = SelectionSearch.run(
                SnapshotComputation.decode(frozen.subList(0, 9)), others, TARGETS, Platform.INSTAGRAM, null);
        var cache = new DecodedSnapshots(2);
        cache.remember("sn_a", SnapshotComputation.decode(frozen.subList(0, 9)));

        for (int call = 0; call < 3; call++) {
            var cached =
                    SelectionSearch.run(cache.get("sn_a").orElseThrow(), others, TARGETS, Platform.INSTAGRAM, null);
            assertThat(cached).as("call %d", call).isEqualTo(uncached);
        }
        assertThat(uncached.getJsonObject("current").getJsonArray("members")).hasSize(9);
        assertThat(uncached.getJsonArray("suggested_additions")).isNotEmpty();
    }

    @Test
    void keeps_at_most_its_capacity_and_lets_the_least_recently_used_go() {
        var cache = new DecodedSnapshots(2);
        cache.remember("sn_a", List.of());
        cache.remember("sn_b", List.of());
        assertThat(cache.get("sn_a")).isPresent();
        cache.remember("sn_c", List.of());

        assertThat(cache.get("sn_b")).as("least recently used").isEmpty();
        assertThat(cache.get("sn_a")).isPresent();
        assertThat(cache.get("sn_c")).isPresent();
    }
}
