package io.sigment.analytics.selection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.analyses.FrozenFixtures;
import io.sigment.analytics.analyses.SnapshotComputation;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.PostSample;
import io.sigment.analytics.engine.ThreeCreatorsAccess;
import io.sigment.analytics.engine.audience.AudienceEstimate;
import io.sigment.analytics.engine.audience.Interval;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Platform;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** optimize_selection's computation on the hand-computed three creators (engine README, ThreeCreators). */
class SelectionSearchTest {

    @Test
    void best_comes_from_the_analysis_and_suggestions_from_the_workspaces_other_creators() {
        var frozen = decoded(ThreeCreatorsAccess.samples());
        var d = decoded(List.of(new CreatorSample(
                        "d", List.of(new PostSample("d1", 100, new int[] {3, 9}, new int[] {1, 1})))))
                .get(0);
        var result = SelectionSearch.run(
                frozen.subList(0, 2), List.of(frozen.get(2), d), new Targets(50, 0), Platform.INSTAGRAM, null);
        // a and b: A_a ∪ A_b = {0..7}, core {3, 4}: core % = 25. c shares nobody with that core; d shares 3.
        assertThat(result.getJsonObject("current").getDouble("core_pct")).isEqualTo(25.0);
        assertThat(result.getJsonObject("best").getJsonArray("members")).isSubsetOf("a", "b");
        assertThat(result.getBoolean("targets_met")).isFalse();
        var suggestions = result.getJsonArray("suggested_additions");
        assertThat(suggestions).hasSize(1);
        var suggested = suggestions.getJsonObject(0);
        assertThat(suggested.getString("handle")).isEqualTo("d");
        assertThat(suggested.getLong("overlap")).isEqualTo(1);
        // with d: U = {0..7, 9} = 9, core = {3, 4}
        assertThat(suggested.getDouble("core_pct_with")).isCloseTo(200.0 / 9, within(1e-9));
        assertThat(result.getInteger("creators_considered_for_additions")).isEqualTo(2);
        assertThat(result.getJsonObject("audience_targets").getString("note"))
                .startsWith("Not estimated: this snapshot " + "was measured before audience estimates");
    }

    @Test
    void without_other_creators_there_is_nothing_to_suggest() {
        var frozen = decoded(ThreeCreatorsAccess.samples());
        JsonObject result = SelectionSearch.run(frozen, List.of(), new Targets(7, 100), Platform.INSTAGRAM, null);
        assertThat(result.getJsonArray("suggested_additions")).isEmpty();
        assertThat(result.getJsonObject("current").getJsonArray("members")).containsExactly("a", "b", "c");
    }

    @Test
    void audience_targets_answer_for_best_from_the_stored_estimate_when_best_is_every_creator_and_say_so_otherwise() {
        var estimate = new AudienceEstimate(
                AudienceEstimate.ESTIMAND,
                "m",
                30,
                new Interval(100, 90, 110, 0.95),
                new Interval(60, 50, 70, 0.95),
                new Interval(60, 55, 65, 0.95),
                new Interval(5_000, 4_000, 6_000, 0.95),
                Map.of(),
                Map.of(),
                new double[] {56, 58, 62, 64},
                new double[] {4_500, 5_500, 5_200, 3_900});
        var all = SelectionSearch.audienceTargets(
                estimate, List.of("a", "b", "c"), List.of("c", "a", "b"), new Targets(57, 4_000));
        assertThat(all.met()).isTrue();
        assertThat(all.chanceMet()).isEqualTo(0.5);
        assertThat(all.note()).contains("chosen on the sample's figures", AudienceEstimate.ESTIMAND);
        var subset = SelectionSearch.audienceTargets(
                estimate, List.of("a", "b", "c"), List.of("a", "b"), new Targets(57, 4_000));
        assertThat(subset.met()).isNull();
        assertThat(subset.note()).startsWith("Not estimated for best: it is a subset");
    }

    /** As optimize_selection gets them: frozen as a snapshot stores them, then decoded. */
    private static List<CreatorSample> decoded(List<CreatorSample> samples) {
        return SnapshotComputation.decode(FrozenFixtures.frozen(samples));
    }
}
