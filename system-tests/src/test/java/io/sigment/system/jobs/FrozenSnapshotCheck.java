package io.sigment.system.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.analyses.AnalysesStore;
import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.samples.ScraperSamples;
import io.sigment.common.Platform;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.HashMap;
import java.util.List;

/** A snapshot's shown overview against the engine (and a plain recount) on the samples frozen in it. */
final class FrozenSnapshotCheck {
    private FrozenSnapshotCheck() {}

    static void assertMeasuredAsTheEngineDoes(LocalStack stack, String snapshotId, JsonObject overview, int creators) {
        var pool = TestStack.pool(stack);
        List<CreatorSample> samples;
        try {
            samples = new AnalysesStore(pool)
                    .frozenSamples(snapshotId).await().stream()
                            .map(f -> ScraperSamples.creator(f.handle(), new JsonArray(f.postsJson())))
                            .toList();
        } finally {
            pool.close();
        }
        assertThat(samples).hasSize(creators);
        var handles = samples.stream().map(CreatorSample::handle).toList();
        var expected = new OverlapEngine(AudienceIndex.of(samples), AnalysisOptions.defaults(Platform.INSTAGRAM))
                .metrics(handles)
                .overview();

        var creatorsOfPerson = new HashMap<Integer, Integer>();
        samples.forEach(creator -> creator.posts().stream()
                .flatMapToInt(post -> java.util.Arrays.stream(post.people()))
                .distinct()
                .forEach(person -> creatorsOfPerson.merge(person, 1, Integer::sum)));
        long unique = creatorsOfPerson.size();
        long core = creatorsOfPerson.values().stream().filter(n -> n >= 2).count();

        assertThat(overview.getInteger("creators")).isEqualTo(creators);
        assertThat(overview.getLong("unique_audience_sample"))
                .isEqualTo(expected.uniqueAudienceSample())
                .isEqualTo(unique);
        assertThat(overview.getLong("core_audience_sample"))
                .isEqualTo(expected.coreAudienceSample())
                .isEqualTo(core)
                .isPositive();
        assertThat(overview.getDouble("core_pct"))
                .isCloseTo(expected.corePct(), within(1e-9))
                .isCloseTo(100.0 * core / unique, within(1e-9));
        assertThat(overview.getDouble("estimated_audience_size"))
                .isCloseTo(expected.estimatedAudienceSize(), within(1e-6));
        assertThat(overview.getDouble("estimated_core_audience_size"))
                .isCloseTo(expected.estimatedCoreAudienceSize(), within(1e-6))
                .isPositive();
    }
}
