package io.sigment.analytics.analyses;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.ThreeCreatorsAccess;
import io.sigment.common.Platform;
import org.junit.jupiter.api.Test;

/** A snapshot's stored result on the hand-computed three creators (engine README, ThreeCreators). */
class SnapshotComputationTest {

  @Test
  void frozen_samples_give_the_hand_computed_overview_and_ranking() {
    var samples = SnapshotComputation.decode(FrozenFixtures.frozen(ThreeCreatorsAccess.samples()));
    var computed = SnapshotComputation.compute(samples, Platform.INSTAGRAM).result();
    var overview = computed.getJsonObject("overview");
    assertThat(overview.getLong("unique_audience_sample")).isEqualTo(10);
    assertThat(overview.getLong("core_audience_sample")).isEqualTo(4);
    assertThat(overview.getDouble("core_pct")).isCloseTo(40, within(1e-12));
    assertThat(overview.getDouble("estimated_audience_size")).isCloseTo(2700 / 2.1, within(1e-9));
    assertThat(overview.getDouble("estimated_core_audience_size")).isCloseTo(4 * 2700 / 21.0, within(1e-9));
    assertThat(overview.getJsonObject("intervals").getJsonObject("core_pct").getString("method")).isEqualTo("wilson");
    assertThat(computed.getJsonArray("top_creators").stream()
        .map(c -> ((io.vertx.core.json.JsonObject) c).getString("handle"))).containsExactly("a", "b", "c");
    assertThat(computed.getJsonObject("interest_graph").getJsonArray("strongest_overlaps")).hasSize(3);
    assertThat(computed.getJsonObject("interest_graph").containsKey("pairs")).isFalse();
    var matrix = computed.getJsonObject("overlap_counts");
    assertThat(matrix.getJsonArray("handles").getList()).containsExactly("a", "b", "c");
    for (var p : computed.getJsonObject("interest_graph").getJsonArray("strongest_overlaps")) {
      var pair = (io.vertx.core.json.JsonObject) p;
      var index = pair.getString("creator_a").equals("a") ? (pair.getString("creator_b").equals("b") ? 0 : 1) : 2;
      assertThat(matrix.getJsonArray("counts").getLong(index)).as("a-b, a-c, b-c").isEqualTo(pair.getLong("count"));
    }
  }

  @Test
  void the_same_frozen_samples_always_give_the_same_result_and_headline() {
    var frozen = FrozenFixtures.frozen(ThreeCreatorsAccess.samples());
    var first = SnapshotComputation.compute(SnapshotComputation.decode(frozen), Platform.INSTAGRAM);
    var again = SnapshotComputation.compute(SnapshotComputation.decode(frozen), Platform.INSTAGRAM);
    assertThat(again.result().encode()).isEqualTo(first.result().encode());
    assertThat(first.headline().getInteger("creators_analyzed")).isEqualTo(3);
    assertThat(first.headline().getLong("core_audience_sample")).isEqualTo(4);
    assertThat(first.headline().getDouble("core_pct")).isCloseTo(40, within(1e-12));
  }
}
