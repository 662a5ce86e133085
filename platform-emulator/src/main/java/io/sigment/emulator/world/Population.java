package io.sigment.emulator.world;

import io.sigment.common.Platform;
import java.util.ArrayList;
import java.util.SplittableRandom;

/**
 * The people of one platform: heavy-tailed activity, preferences for 1-3 subtopics (mostly within one
 * topic), a few bots, and per subtopic and topic the pools of people who care about it.
 */
public final class Population {
    static final int NO_PREF = -1;

    final int size;
    final float[] activity;
    final short[] prefs;
    final boolean[] bot;
    final int[] bots;
    /** Null without super-fans. */
    final boolean[] superFan;

    final int[][] subtopicPool;
    final int[][] topicPool;
    final double[] subtopicWeight;
    final double[] topicWeight;

    private Population(
            int size,
            float[] activity,
            short[] prefs,
            boolean[] bot,
            int[] bots,
            boolean[] superFan,
            int[][] subtopicPool,
            int[][] topicPool,
            double[] subtopicWeight,
            double[] topicWeight) {
        this.size = size;
        this.activity = activity;
        this.prefs = prefs;
        this.bot = bot;
        this.bots = bots;
        this.superFan = superFan;
        this.subtopicPool = subtopicPool;
        this.topicPool = topicPool;
        this.subtopicWeight = subtopicWeight;
        this.topicWeight = topicWeight;
    }

    static Population generate(long seed, Platform platform, int size, TopicCatalog catalog, WorldOptions options) {
        var random = new SplittableRandom(Mix.hash(seed, 101, platform.ordinal()));
        int subtopics = catalog.subtopics().size();
        var popularity = new double[subtopics];
        for (int s = 0; s < subtopics; s++) popularity[s] = 0.4 + random.nextDouble() * 1.6;
        double popularityTotal = total(popularity);
        var activity = new float[size];
        var prefs = new short[size * 3];
        var bot = new boolean[size];
        var superFan = options.superFanShare() > 0 ? new boolean[size] : null;
        double alpha = options.activityAlpha();
        double cap = options.activityCap();
        var botList = new ArrayList<Integer>();
        var subMembers = lists(subtopics);
        var topicMembers = lists(catalog.topics().size());
        var siblingsOf = new int[catalog.topics().size()][];
        for (int t = 0; t < siblingsOf.length; t++) siblingsOf[t] = catalog.subtopicsOf(t);
        for (int p = 0; p < size; p++) {
            // Pareto(alpha 1.3): most people engage rarely, a few engage with almost everything they like.
            activity[p] = (float) Math.min(cap, Math.pow(1 - random.nextDouble(), -1 / alpha));
            java.util.Arrays.fill(prefs, p * 3, p * 3 + 3, (short) NO_PREF);
            if (random.nextDouble() < options.botShare()) {
                bot[p] = true;
                activity[p] = 40;
                botList.add(p);
                continue;
            }
            boolean isSuperFan = superFan != null && random.nextDouble() < options.superFanShare();
            double r = random.nextDouble();
            int count = isSuperFan ? 3 : r < 0.45 ? 1 : r < 0.8 ? 2 : 3;
            if (isSuperFan) {
                superFan[p] = true;
                activity[p] = Math.max(activity[p], 10);
            }
            int first = pick(random, popularity, popularityTotal);
            prefs[p * 3] = (short) first;
            for (int i = 1; i < count; i++) {
                int next;
                if (isSuperFan || random.nextDouble() < 0.65) {
                    var siblings = siblingsOf[catalog.subtopic(first).topicId()];
                    next = siblings[random.nextInt(siblings.length)];
                } else {
                    next = pick(random, popularity, popularityTotal);
                }
                if (!prefers(prefs, p, next)) prefs[p * 3 + i] = (short) next;
            }
            var topicsSeen = new java.util.HashSet<Integer>();
            for (int i = 0; i < 3; i++) {
                int s = prefs[p * 3 + i];
                if (s == NO_PREF) continue;
                subMembers.get(s).add(p);
                int t = catalog.subtopic(s).topicId();
                if (topicsSeen.add(t)) topicMembers.get(t).add(p);
            }
        }
        var subPool = arrays(subMembers);
        var topicPool = arrays(topicMembers);
        return new Population(
                size,
                activity,
                prefs,
                bot,
                botList.stream().mapToInt(Integer::intValue).toArray(),
                superFan,
                subPool,
                topicPool,
                weights(subPool, activity),
                weights(topicPool, activity));
    }

    static boolean prefers(short[] prefs, int person, int subtopic) {
        int base = person * 3;
        return prefs[base] == subtopic || prefs[base + 1] == subtopic || prefs[base + 2] == subtopic;
    }

    boolean superFan(int person) {
        return superFan != null && superFan[person];
    }

    boolean prefers(int person, int subtopic) {
        return prefers(prefs, person, subtopic);
    }

    private static double total(double[] weights) {
        double total = 0;
        for (var w : weights) total += w;
        return total;
    }

    /**
     * Index {@code i} with probability {@code weights[i] / total}; {@code total} is {@link #total}'s of the weights.
     */
    private static int pick(SplittableRandom random, double[] weights, double total) {
        double x = random.nextDouble() * total;
        for (int i = 0; i < weights.length; i++) {
            x -= weights[i];
            if (x < 0) return i;
        }
        return weights.length - 1;
    }

    private static ArrayList<ArrayList<Integer>> lists(int n) {
        var lists = new ArrayList<ArrayList<Integer>>();
        for (int i = 0; i < n; i++) lists.add(new ArrayList<>());
        return lists;
    }

    private static int[][] arrays(ArrayList<ArrayList<Integer>> lists) {
        var out = new int[lists.size()][];
        for (int i = 0; i < out.length; i++)
            out[i] = lists.get(i).stream().mapToInt(Integer::intValue).toArray();
        return out;
    }

    private static double[] weights(int[][] pools, float[] activity) {
        var out = new double[pools.length];
        for (int i = 0; i < pools.length; i++) for (var p : pools[i]) out[i] += activity[p];
        return out;
    }
}
