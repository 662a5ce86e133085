package io.sigment.analytics.analyses;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.graph.CreatorCluster;
import io.sigment.analytics.engine.optimize.Gaps;
import io.sigment.common.api.WireCodec;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine's records as a snapshot stores them: every field written, a number that is not finite as null. */
class ResultRecordsTest {

    @Test
    void a_number_that_is_not_finite_is_written_as_null_and_kept_in_its_place() {
        var json = WireCodec.toJson(ResultRecords.gaps(new Gaps(Double.NaN, 2, Double.POSITIVE_INFINITY)));
        assertThat(json.encode()).isEqualTo("{\"core_pct\":null,\"core_reach\":2.0,\"normalized_shortfall\":null}");
    }

    @Test
    void a_cluster_of_one_creator_writes_its_missing_strongest_pair_as_null() {
        var json = WireCodec.toJson(ResultRecords.cluster(new CreatorCluster(0, List.of("a"), null)));
        assertThat(json.encode()).isEqualTo("{\"id\":0,\"members\":[\"a\"],\"strongest_pair\":null}");
    }
}
