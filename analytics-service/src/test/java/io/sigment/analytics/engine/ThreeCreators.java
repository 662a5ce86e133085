package io.sigment.analytics.engine;

import io.sigment.common.Platform;
import java.util.List;
import java.util.Map;

/**
 * The hand-computed case used across the tests: creators a, b, c and people 0..9.
 *
 * <pre>
 * a: a1 (1000 views) {0:1, 1:2, 2:1, 3:1}  a2 (3000) {2:1, 3:1, 4:1}  a3 (0 views) {5:1}
 *    A_a = {0,1,2,3,4,5}  engagements 9  m_a = median(1000, 3000) = 2000
 * b: b1 (500) {3:1, 4:1, 6:3}  b2 (700) {6:1, 7:1}  b3 (900) {7:1}
 *    A_b = {3,4,6,7}  engagements 8  m_b = 700
 * c: c1 (0 views) {0:1, 7:1, 8:1, 9:1}
 *    A_c = {0,7,8,9}  engagements 4  m_c = 0 (no non-zero impressions)
 * creators per person: 0:ac 1:a 2:a 3:ab 4:ab 5:a 6:b 7:bc 8:c 9:c
 * U = 10, core (t = 2) = {0,3,4,7}: K = 4, core % = 40
 * E = 21, F = 2.1, sum m = 2700, audience = 2700 / 2.1 = 1285.714..., core reach = 4 x 2700 / 21 = 514.285...
 * core people: a {0,3,4} = 3, b {3,4,7} = 3, c {0,7} = 2
 * pairs: ab 2, ac 1, bc 1
 * </pre>
 */
final class ThreeCreators {
    static final List<String> ALL = List.of("a", "b", "c");

    private ThreeCreators() {}

    static List<CreatorSample> samples() {
        return List.of(
                new CreatorSample(
                        "a",
                        List.of(
                                post("a1", 1000, new int[] {0, 1, 2, 3}, new int[] {1, 2, 1, 1}),
                                post("a2", 3000, new int[] {2, 3, 4}, new int[] {1, 1, 1}),
                                post("a3", 0, new int[] {5}, new int[] {1}))),
                new CreatorSample(
                        "b",
                        List.of(
                                post("b1", 500, new int[] {3, 4, 6}, new int[] {1, 1, 3}),
                                post("b2", 700, new int[] {6, 7}, new int[] {1, 1}),
                                post("b3", 900, new int[] {7}, new int[] {1}))),
                new CreatorSample("c", List.of(post("c1", 0, new int[] {0, 7, 8, 9}, new int[] {1, 1, 1, 1}))));
    }

    static AudienceIndex index() {
        return AudienceIndex.of(samples());
    }

    /** Instagram at $0.01 per view, b's post priced at $14 by override. */
    static AnalysisOptions options() {
        return AnalysisOptions.defaults(Platform.INSTAGRAM).withCostPerPost(Map.of("b", 14.0));
    }

    static PostSample post(String id, long impressions, int[] people, int[] counts) {
        return new PostSample(id, impressions, people, counts);
    }
}
