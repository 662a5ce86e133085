package io.sigment.analytics.engine.bench;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.SyntheticAudience;
import io.sigment.common.Platform;
import java.util.List;
import java.util.stream.IntStream;

/** A generated benchmark data set, converted once into the engine's index (ingest is not timed). */
final class BenchmarkData {
  final List<CreatorSample> samples;
  final AudienceIndex index;
  final int[] all;
  final List<String> handles;
  final AnalysisOptions options = AnalysisOptions.defaults(Platform.INSTAGRAM);

  BenchmarkData(int creators) {
    long start = System.nanoTime();
    this.samples = SyntheticAudience.benchmark(creators).generate();
    long generated = System.nanoTime();
    this.index = AudienceIndex.of(samples);
    long indexed = System.nanoTime();
    this.all = IntStream.range(0, creators).toArray();
    this.handles = index.handles();
    long memberships = samples.stream().mapToLong(c -> index.engagedPeople(index.indexOf(c.handle()))).sum();
    System.out.printf("%n[data] %d creators, %,d creator-person pairs, %,d person ids; generated in %.1f s, indexed in %.2f s%n",
        creators, memberships, index.universe(), (generated - start) / 1e9, (indexed - generated) / 1e9);
  }
}
