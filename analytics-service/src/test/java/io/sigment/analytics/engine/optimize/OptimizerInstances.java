package io.sigment.analytics.engine.optimize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random optimizer instances built person by person: shared communities plus "loner" creators with
 * a private audience (the drag creators), uneven sizes and views independent of size, so subsets
 * trade core % against core reach. Targets are quantiles of random subsets' values: some instances
 * are feasible, some not (core % up to 1.3 x the best random subset).
 */
final class OptimizerInstances {
    private static final int SHARED_COMMUNITY = 3_000;
    private static final int PRIVATE_COMMUNITY = 1_500;

    private OptimizerInstances() {}

    static SelectionProblem random(int n, long seed) {
        var random = new SplittableRandom(seed);
        int shared = 2 + random.nextInt(3);
        int[] community = new int[n];
        int communities = shared;
        for (int c = 0; c < n; c++) {
            community[c] = random.nextDouble() < 0.25 ? communities++ : random.nextInt(shared);
        }
        int people = shared * SHARED_COMMUNITY + (communities - shared) * PRIVATE_COMMUNITY;
        double[] reachIn = new double[n];
        double[] reachOut = new double[n];
        for (int c = 0; c < n; c++) {
            double size = Math.exp(Math.log(100) + random.nextDouble() * Math.log(20));
            double breadth = 0.05 + 0.3 * random.nextDouble();
            int home = community[c] < shared ? SHARED_COMMUNITY : PRIVATE_COMMUNITY;
            reachIn[c] = size * (1 - breadth) / home;
            reachOut[c] = size * breadth / people;
        }
        var members = new ArrayList<int[]>();
        long[] audience = new long[n];
        for (int person = 0; person < people; person++) {
            int home = person < shared * SHARED_COMMUNITY
                    ? person / SHARED_COMMUNITY
                    : shared + (person - shared * SHARED_COMMUNITY) / PRIVATE_COMMUNITY;
            double activity = Math.exp(random.nextGaussian() * 0.8 - 0.32);
            var engaged = new ArrayList<Integer>();
            for (int c = 0; c < n; c++) {
                double p = activity * (community[c] == home ? reachIn[c] : reachOut[c]);
                if (random.nextDouble() < p) {
                    engaged.add(c);
                    audience[c]++;
                }
            }
            if (!engaged.isEmpty()) {
                members.add(engaged.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        int[] weights = new int[members.size()];
        Arrays.fill(weights, 1);
        var table = SignatureTable.of(n, members.toArray(int[][]::new), weights);
        double[] engagements = new double[n];
        double[] views = new double[n];
        boolean[] current = new boolean[n];
        for (int c = 0; c < n; c++) {
            engagements[c] = Math.max(1, audience[c]) * (1 + 2 * random.nextDouble());
            views[c] = Math.exp(Math.log(5_000) + random.nextDouble() * Math.log(100));
            current[c] = random.nextDouble() < 0.5;
        }
        return new SelectionProblem(table, engagements, views, 2, targets(table, engagements, views, random), current);
    }

    private static Targets targets(
            SignatureTable table, double[] engagements, double[] views, SplittableRandom random) {
        int n = table.candidates();
        var open = new SelectionProblem(table, engagements, views, 2, new Targets(0, 0), new boolean[n]);
        var state = new SelectionState(open);
        List<double[]> values = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            boolean[] subset = new boolean[n];
            for (int c = 0; c < n; c++) {
                subset[c] = random.nextDouble() < 0.5;
            }
            state.reset(subset);
            values.add(new double[] {
                state.unique() == 0 ? 0 : 100.0 * state.core() / state.unique(),
                state.score().coreReach()
            });
        }
        double[] pcts = values.stream().mapToDouble(v -> v[0]).sorted().toArray();
        double[] reaches = values.stream().mapToDouble(v -> v[1]).sorted().toArray();
        return new Targets(
                Math.min(100, pcts[199] * (0.9 + 0.4 * random.nextDouble())), reaches[20 + random.nextInt(170)]);
    }
}
