package io.sigment.analytics.engine.graph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import nl.cwts.networkanalysis.Clustering;
import nl.cwts.networkanalysis.LeidenAlgorithm;
import nl.cwts.networkanalysis.Network;
import nl.cwts.util.LargeDoubleArray;
import nl.cwts.util.LargeIntArray;

/**
 * Leiden (modularity, resolution 1, best of 5 seeded starts) on the creator graph whose edge weight
 * is the pair's lift; pairs sharing nobody have no edge. Modularity compares each weight with what
 * the creators' total weights predict, so clusters are groups whose lifts are high relative to
 * the rest of the selection, whatever the selection's overall level of lift. Seeded, so the same data
 * gives the same clusters.
 */
public final class CreatorClusters {
    public static final long SEED = 42L;
    private static final int RANDOM_STARTS = 5;
    private static final int ITERATIONS = 10;

    private CreatorClusters() {}

    /** Cluster number of each creator (0 = largest cluster); {@code pairs} as from {@link PairwiseOverlaps}. */
    public static int[] assign(int n, List<OverlapPair> pairs) {
        return assign(n, pairs.stream().mapToDouble(OverlapPair::lift).toArray());
    }

    /**
     * Cluster number of each creator (0 = largest cluster) for any non-negative pair weights, indexed by
     * {@link PairwiseOverlaps#pairIndex}; pairs of weight 0 have no edge.
     */
    public static int[] assign(int n, double[] pairWeights) {
        var from = new ArrayList<Integer>();
        var to = new ArrayList<Integer>();
        var weights = new ArrayList<Double>();
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double weight = pairWeights[k++];
                if (weight > 0) {
                    from.add(i);
                    to.add(j);
                    weights.add(weight);
                }
            }
        }
        if (weights.isEmpty()) {
            int[] singletons = new int[n];
            for (int i = 0; i < n; i++) {
                singletons[i] = i;
            }
            return singletons;
        }
        var edges = new LargeIntArray[] {
            new LargeIntArray(from.stream().mapToInt(Integer::intValue).toArray()),
            new LargeIntArray(to.stream().mapToInt(Integer::intValue).toArray())
        };
        var edgeWeights = new LargeDoubleArray(
                weights.stream().mapToDouble(Double::doubleValue).toArray());
        var network = new Network(n, true, edges, edgeWeights, false, true);
        double resolution = 1 / (2 * network.getTotalEdgeWeight() + network.getTotalEdgeWeightSelfLinks());
        var leiden = new LeidenAlgorithm(resolution, ITERATIONS, LeidenAlgorithm.DEFAULT_RANDOMNESS, new Random(SEED));
        Clustering best = null;
        double bestQuality = Double.NEGATIVE_INFINITY;
        for (int start = 0; start < RANDOM_STARTS; start++) {
            var clustering = new Clustering(n);
            leiden.improveClustering(network, clustering);
            double quality = leiden.calcQuality(network, clustering);
            if (quality > bestQuality) {
                best = clustering;
                bestQuality = quality;
            }
        }
        best.orderClustersByNNodes();
        return best.getClusters();
    }

    /** Clusters with their members (in selection order) and strongest internal pair. */
    public static List<CreatorCluster> clusters(List<String> handles, List<OverlapPair> pairs) {
        int n = handles.size();
        int[] assignment = assign(n, pairs);
        int count = 0;
        for (int c : assignment) {
            count = Math.max(count, c + 1);
        }
        var result = new ArrayList<CreatorCluster>();
        for (int c = 0; c < count; c++) {
            var members = new ArrayList<String>();
            OverlapPair strongest = null;
            int k = 0;
            for (int i = 0; i < n; i++) {
                if (assignment[i] == c) {
                    members.add(handles.get(i));
                }
                for (int j = i + 1; j < n; j++) {
                    OverlapPair pair = pairs.get(k++);
                    if (assignment[i] == c
                            && assignment[j] == c
                            && (strongest == null || OverlapPair.STRONGEST_FIRST.compare(pair, strongest) < 0)) {
                        strongest = pair;
                    }
                }
            }
            if (!members.isEmpty()) {
                result.add(new CreatorCluster(result.size(), members, strongest));
            }
        }
        result.sort(Comparator.comparingInt((CreatorCluster cl) -> -cl.members().size()));
        return renumber(result);
    }

    private static List<CreatorCluster> renumber(List<CreatorCluster> clusters) {
        var result = new ArrayList<CreatorCluster>(clusters.size());
        for (CreatorCluster cluster : clusters) {
            result.add(new CreatorCluster(result.size(), cluster.members(), cluster.strongestPair()));
        }
        return List.copyOf(result);
    }
}
