package io.sigment.analytics.engine.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CoreAudience;
import io.sigment.analytics.engine.SyntheticAudience;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SignatureTableTest {
    @Test
    void signatures_group_people_by_their_exact_set_of_candidates_also_beyond_64_candidates() {
        for (int n : new int[] {3, 40, 70, 130}) {
            AudienceIndex index =
                    AudienceIndex.of(new SyntheticAudience(n, 20_000, 3, 50, 900, 2, 0.6, 0.7, n).generate());
            int[] candidates = IntStream.range(0, n).map(c -> n - 1 - c).toArray();
            assertThat(grouped(SignatureTable.of(index, candidates)))
                    .as("n=%d", n)
                    .isEqualTo(direct(index, candidates, null));
        }
    }

    @Test
    void a_people_filter_keeps_only_those_people() {
        AudienceIndex index =
                AudienceIndex.of(new SyntheticAudience(9, 20_000, 3, 200, 2_000, 2, 0.6, 0.7, 3).generate());
        int[] candidates = IntStream.range(0, 9).toArray();
        long[] core = CoreAudience.count(index, candidates, 2, true).coreMask();
        SignatureTable table = SignatureTable.of(index, candidates, core);
        assertThat(grouped(table)).isEqualTo(direct(index, candidates, core));
        assertThat(table.people())
                .isEqualTo(CoreAudience.count(index, candidates, 2, false).core());
        assertThat(grouped(SignatureTable.of(index, candidates).withAtLeast(2))).isEqualTo(grouped(table));
    }

    private static Map<List<Integer>, Long> grouped(SignatureTable table) {
        var result = new HashMap<List<Integer>, Long>();
        for (int s = 0; s < table.signatures(); s++) {
            var members = new ArrayList<Integer>();
            for (int e = table.membersStart(s); e < table.membersEnd(s); e++) {
                members.add(table.member(e));
            }
            result.merge(members, (long) table.weight(s), Long::sum);
        }
        return result;
    }

    private static Map<List<Integer>, Long> direct(AudienceIndex index, int[] candidates, long[] filter) {
        var result = new HashMap<List<Integer>, Long>();
        for (int person = 0; person < index.universe(); person++) {
            if (filter != null && (filter[person >>> 6] & (1L << person)) == 0) {
                continue;
            }
            var members = new ArrayList<Integer>();
            for (int c = 0; c < candidates.length; c++) {
                if ((index.bits(candidates[c])[person >>> 6] & (1L << person)) != 0) {
                    members.add(c);
                }
            }
            if (!members.isEmpty()) {
                result.merge(members, 1L, Long::sum);
            }
        }
        return result;
    }
}
