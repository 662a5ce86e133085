package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.common.Platform;
import io.sigment.emulator.world.World;
import java.util.HashMap;
import java.util.HashSet;
import java.util.SplittableRandom;

/**
 * Where the audience estimate's error comes from, per selection of the calibration benchmark's draws, as CSV on
 * standard output: the estimate's parts (people seen on one creator and core, the people seen nowhere and how
 * many of them are core) beside the truth's, the half-sample spread, the gap and the sample's figure, which is
 * what {@link IntervalScales} were fitted on; and per pair (sharing 50+ people) to the file named by
 * {@code -Dpairs} (default {@code target/audience-pairs.csv}). Not part of {@code verify}. Arguments: world seeds,
 * selections per seed and platform, first seed (the scales: {@code 2 25 1000}).
 */
public final class AudienceBreakdown {
    private AudienceBreakdown() {}

    public static void main(String[] args) throws Exception {
        int seeds = Integer.parseInt(args[0]);
        int per = Integer.parseInt(args[1]);
        long first = Long.parseLong(args[2]);
        var pairOut = new java.io.PrintStream(
                new java.io.FileOutputStream(System.getProperty("pairs", "target/audience-pairs.csv")));
        pairOut.println("seed,platform,mix,n,a,b,truth,est,sample,sdhalf,seenA,seenB,estA,estB");
        System.out.println(
                "seed,platform,mix,n,truth,est,trend,sample,sdhalf,seen2,seen1,seen1core_true,seen1core_est,unseen_true,unseen_core_true,ghostU_est,ghostC_est,unique_true,unique_est,seen1extra_true,seen1extra_est,on1,on1X_true,on1inv_true,on1_est,on1X_est,sdunique");
        for (int s = 0; s < seeds; s++) {
            long seed = first + 17L * s;
            var world = World.generate(seed, 1200);
            var random = new SplittableRandom(seed);
            for (int i = 0; i < per; i++) {
                for (var platform : Platform.values()) {
                    boolean wanted = System.getProperty("platforms", "INSTAGRAM,YOUTUBE,TIKTOK")
                            .contains(platform.name());
                    var pw = world.platform(platform);
                    var selection = CalibrationDraws.draw(pw, random);
                    if (!wanted) continue;
                    var samples = CalibrationDraws.samples(pw, selection.creators());
                    var index = AudienceIndex.of(samples);
                    var handles =
                            selection.creators().stream().map(c -> c.handle()).toList();
                    var defaults = AnalysisOptions.defaults(platform);
                    var options = new AnalysisOptions(
                            platform,
                            defaults.coreThreshold(),
                            defaults.costPerView(),
                            defaults.costPerPostOverrides(),
                            Integer.getInteger("reps", defaults.bootstrapReplicates()),
                            defaults.seed());
                    var raw = AudienceEstimator.raw(index, handles, options);
                    var truthAud = CalibrationDraws.audiences(pw, selection.creators());
                    var members = new HashMap<Integer, Integer>();
                    truthAud.forEach(a -> a.forEach(p -> members.merge(p, 1, Integer::sum)));
                    var seenOn = new HashMap<Integer, Integer>();
                    for (var cs : samples) {
                        var set = new HashSet<Integer>();
                        for (var post :
                                cs.posts().subList(0, Math.min(cs.posts().size(), CreatorPatterns.MAX_POSTS))) {
                            for (int p : post.people()) set.add(p);
                        }
                        set.forEach(p -> seenOn.merge(p, 1, Integer::sum));
                    }
                    long seen1extra = 0;
                    long on1 = 0, on1X = 0;
                    double on1inv = 0;
                    long seen2 = 0, seen1 = 0, seen1core = 0, unseen = 0, unseenCore = 0, core = 0;
                    for (var e : members.entrySet()) {
                        int m = e.getValue();
                        int sn = seenOn.getOrDefault(e.getKey(), 0);
                        if (m >= 2) core++;
                        if (sn == 2) {
                            on1++;
                            on1X += m - 2;
                            on1inv += 1.0 / (m - 1);
                        }
                        if (sn >= 2) seen2++;
                        else if (sn == 1) {
                            seen1++;
                            seen1extra += m - 1;
                            if (m >= 2) seen1core++;
                        } else {
                            unseen++;
                            if (m >= 2) unseenCore++;
                        }
                    }
                    double truth = 100.0 * core / members.size();
                    for (int a = 0; a < handles.size(); a++) {
                        for (int b = a + 1; b < handles.size(); b++) {
                            var sa = truthAud.get(a);
                            var sb = truthAud.get(b);
                            long shared = sa.stream().filter(sb::contains).count();
                            if (shared < 50) continue;
                            int aa = a, bb = b;
                            double[] reps = java.util.Arrays.stream(raw.reps())
                                    .mapToDouble(x -> x.pairs()[aa][bb])
                                    .toArray();
                            double m = java.util.Arrays.stream(reps).average().orElse(0);
                            double v = java.util.Arrays.stream(reps)
                                            .map(x -> (x - m) * (x - m))
                                            .sum()
                                    / Math.max(1, reps.length - 1);
                            pairOut.printf(
                                    "%d,%s,%s,%d,%d,%d,%d,%.1f,%.1f,%.2f,%.0f,%.0f,%.1f,%.1f%n",
                                    seed,
                                    platform,
                                    selection.mix(),
                                    handles.size(),
                                    a,
                                    b,
                                    shared,
                                    raw.full().pairs()[a][b],
                                    raw.full().samplePairs()[a][b],
                                    Math.sqrt(v),
                                    raw.full().sampleCreators()[a],
                                    raw.full().sampleCreators()[b],
                                    raw.full().creators()[a],
                                    raw.full().creators()[b]);
                        }
                    }
                    var full = raw.full();
                    double[] uniques = java.util.Arrays.stream(raw.reps())
                            .mapToDouble(AudienceFigures::unique)
                            .toArray();
                    double uMean = java.util.Arrays.stream(uniques).average().orElse(0);
                    double sdUnique = Math.sqrt(java.util.Arrays.stream(uniques)
                                    .map(x -> (x - uMean) * (x - uMean))
                                    .sum()
                            / Math.max(1, uniques.length - 1));
                    double[] pct = java.util.Arrays.stream(raw.reps())
                            .mapToDouble(AudienceFigures::corePct)
                            .toArray();
                    double mean = java.util.Arrays.stream(pct).average().orElse(0);
                    double var = java.util.Arrays.stream(pct)
                                    .map(x -> (x - mean) * (x - mean))
                                    .sum()
                            / Math.max(1, pct.length - 1);
                    System.out.printf(
                            "%d,%s,%s,%d,%.3f,%.3f,%.3f,%.3f,%.4f,%d,%d,%d,%.1f,%d,%d,%.1f,%.1f,%d,%.1f,%d,%.1f,%d,%d,%.1f,%.0f,%.1f,%.1f%n",
                            seed,
                            platform,
                            selection.mix(),
                            handles.size(),
                            truth,
                            full.corePct(),
                            full.trendCorePct(),
                            full.sampleCorePct(),
                            Math.sqrt(var),
                            seen2,
                            seen1,
                            seen1core,
                            full.parts().seenOnceCore(),
                            unseen,
                            unseenCore,
                            full.parts().ghostUnique(),
                            full.parts().ghostCore(),
                            members.size(),
                            full.unique(),
                            seen1extra,
                            full.parts().seenOnceExtra(),
                            on1,
                            on1X,
                            on1inv,
                            full.parts().onOne(),
                            full.parts().onOneUnseen(),
                            sdUnique);
                }
            }
        }
        pairOut.close();
    }
}
