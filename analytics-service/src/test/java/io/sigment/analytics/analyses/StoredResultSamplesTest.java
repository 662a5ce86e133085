package io.sigment.analytics.analyses;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.SyntheticAudience;
import io.sigment.analytics.engine.ThreeCreatorsAccess;
import io.sigment.common.Platform;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Fixed snapshots' stored results and headlines, byte for byte, against committed samples: the stored result is the
 * text a snapshot keeps (and {@code get_analysis_result} passes on), the headline what the snapshot's jsonb column
 * keeps (its keys in jsonb's order: shorter first, then by bytes), which {@code list_analyses} and
 * {@code analyze_snapshot} answer. A change of how either is built must leave these bytes as they are; a change of
 * method on purpose (a new {@link AudienceEstimateJson#METHOD_VERSION}) writes them again with
 * {@code -Dsigment.writeStoredSamples=true}.
 */
class StoredResultSamplesTest {
    private static final Path DIR = Path.of("src/test/resources/io/sigment/analytics/analyses");

    @Test
    void the_three_creators_store_the_sampled_bytes() throws IOException {
        var frozen = FrozenFixtures.frozen(ThreeCreatorsAccess.samples());
        assertSampled("three-creators", SnapshotComputation.decode(frozen), Platform.INSTAGRAM);
    }

    @Test
    void one_creator_stores_the_sampled_bytes() throws IOException {
        var frozen = FrozenFixtures.frozen(ThreeCreatorsAccess.samples().subList(0, 1));
        assertSampled("one-creator", SnapshotComputation.decode(frozen), Platform.INSTAGRAM);
    }

    @Test
    void six_youtube_creators_store_the_sampled_bytes() throws IOException {
        var samples = new SyntheticAudience(6, 3_000, 2, 150, 400, 5, 0.7, 0.8, 11).generate();
        assertSampled("six-youtube", samples, Platform.YOUTUBE);
    }

    private static void assertSampled(String name, List<CreatorSample> samples, Platform platform) throws IOException {
        var computed = SnapshotComputation.compute(samples, platform);
        var result = computed.result().encode();
        var headline = asJsonb(computed.headline()).encode();
        var resultFile = DIR.resolve(name + ".result.json");
        var headlineFile = DIR.resolve(name + ".headline.json");
        if (Boolean.getBoolean("sigment.writeStoredSamples")) {
            Files.writeString(resultFile, result + "\n", StandardCharsets.UTF_8);
            Files.writeString(headlineFile, headline + "\n", StandardCharsets.UTF_8);
        }
        assertThat(result + "\n").isEqualTo(Files.readString(resultFile, StandardCharsets.UTF_8));
        assertThat(headline + "\n").isEqualTo(Files.readString(headlineFile, StandardCharsets.UTF_8));
        assertThat(SnapshotComputation.compute(samples, platform).result().encode())
                .as("computed again")
                .isEqualTo(result);
    }

    /** A flat object's keys as jsonb keeps them: shorter first, then by their bytes. */
    private static JsonObject asJsonb(JsonObject flat) {
        var entries = new ArrayList<Map.Entry<String, Object>>();
        flat.forEach(entries::add);
        entries.sort(Comparator.<Map.Entry<String, Object>>comparingInt(
                        e -> e.getKey().length())
                .thenComparing(Map.Entry::getKey));
        var sorted = new JsonObject();
        entries.forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }
}
