package io.sigment.analytics.engine.bench;

import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.ResultQuery;
import io.sigment.analytics.engine.SelectionMetrics;
import io.sigment.analytics.engine.graph.InterestGraph;
import io.sigment.analytics.engine.optimize.SelectionOptimizer;
import io.sigment.analytics.engine.optimize.Targets;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The engine on 50 creators x 200k engagers drawn from 5M people (and 200 creators for the optimizer).
 * Targets: full analysis <= 50 ms median, >= 100x the boxed baseline, optimizer n=50 <= 200 ms,
 * n=200 <= 4 s.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms6g", "-Xmx6g"})
public class AnalyticsBenchmark {

  @State(Scope.Benchmark)
  public static class Fifty {
    BenchmarkData data;
    OverlapEngine engine;

    @Setup
    public void setUp() {
      data = new BenchmarkData(50);
      engine = new OverlapEngine(data.index, data.options);
    }
  }

  @State(Scope.Benchmark)
  public static class FiftyBoxed {
    BoxedOverlap boxed;

    @Setup
    public void setUp() {
      boxed = new BoxedOverlap(new BenchmarkData(50).samples);
    }
  }

  @State(Scope.Benchmark)
  public static class TwoHundred {
    BenchmarkData data;

    @Setup
    public void setUp() {
      data = new BenchmarkData(200);
    }
  }

  /** Metrics (U, K, per-creator core people, overview, per-creator and campaign) + all pairs + Leiden. */
  @Benchmark
  @Warmup(iterations = 5, time = 2)
  @Measurement(iterations = 10, time = 2)
  public void fullAnalysis(Fifty state, Blackhole sink) {
    var metrics = SelectionMetrics.compute(state.data.index, state.data.all, state.data.options);
    sink.consume(metrics);
    sink.consume(InterestGraph.of(state.data.index, state.data.all, metrics.overview().uniqueAudienceSample(),
        Set.of(), InterestGraph.DEFAULT_STRONGEST));
  }

  /** The same overlap computation (U, K, per-creator core people, all pairs) on boxed HashSets. */
  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  @Warmup(iterations = 1)
  @Measurement(iterations = 3)
  public long[] boxedBaseline(FiftyBoxed state) {
    return state.boxed.compute(2);
  }

  /** Everything get_analysis_result returns: the above plus intervals, optimizer, coverage mixes. */
  @Benchmark
  @Warmup(iterations = 3, time = 2)
  @Measurement(iterations = 5, time = 2)
  public Object analysisResult(Fifty state) {
    return state.engine.analyze(state.data.handles, ResultQuery.defaults());
  }

  /** reach_plan over the 50 creators' core audience with a $20,000 budget. */
  @Benchmark
  @Warmup(iterations = 2, time = 2)
  @Measurement(iterations = 3, time = 2)
  public Object reachPlan50(Fifty state) {
    return state.engine.reachPlan(state.data.handles, 20_000);
  }

  @Benchmark
  @Warmup(iterations = 3, time = 2)
  @Measurement(iterations = 5, time = 2)
  public Object optimizer50(Fifty state) {
    return SelectionOptimizer.optimize(state.data.index, state.data.all, state.data.all, Targets.DEFAULT,
        state.data.options);
  }

  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  @Warmup(iterations = 2)
  @Measurement(iterations = 5)
  public Object optimizer200(TwoHundred state) {
    return SelectionOptimizer.optimize(state.data.index, state.data.all, state.data.all, Targets.DEFAULT,
        state.data.options);
  }
}
