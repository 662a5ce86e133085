package io.sigment.analytics.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Generated creator samples with known structure: a population split into communities, Zipf activity
 * (a few people engage a lot), each creator drawing most engagers from its own community.
 *
 * @param population people in the population (dense ids 0..population-1)
 * @param communities communities of equal size; creator i belongs to community i % communities
 * @param minEngagers each creator's distinct engagers, log-uniform between min and max
 * @param ownCommunityShare share of a creator's draws from its own community (the rest: anyone)
 * @param zipfExponent activity of the person of rank r within a community is proportional to r^-s
 */
public record SyntheticAudience(
        int creators,
        int population,
        int communities,
        int minEngagers,
        int maxEngagers,
        int postsPerCreator,
        double ownCommunityShare,
        double zipfExponent,
        long seed) {

    /** The benchmark's shape: 5M people, 200k engagers per creator, 5 communities. */
    public static SyntheticAudience benchmark(int creators) {
        return new SyntheticAudience(creators, 5_000_000, 5, 200_000, 200_000, 12, 0.7, 0.9, 2024);
    }

    public int communityOf(int creator) {
        return creator % communities;
    }

    public List<CreatorSample> generate() {
        var random = new SplittableRandom(seed);
        var samples = new ArrayList<CreatorSample>(creators);
        long[] seen = new long[(population + 63) >>> 6];
        int[] draws = new int[population];
        for (int c = 0; c < creators; c++) {
            int target = engagers(random);
            int[] people = drawEngagers(random, communityOf(c), target, seen, draws);
            samples.add(new CreatorSample("creator_" + c, posts(random, c, people, draws)));
            for (int person : people) {
                draws[person] = 0;
                seen[person >>> 6] = 0;
            }
        }
        return samples;
    }

    private int engagers(SplittableRandom random) {
        double logMin = Math.log(minEngagers);
        double logMax = Math.log(maxEngagers);
        return (int) Math.round(Math.exp(logMin + (logMax - logMin) * random.nextDouble()));
    }

    /** Distinct people drawn until {@code target}; draws[p] = how often p was drawn (engagements). */
    private int[] drawEngagers(SplittableRandom random, int community, int target, long[] seen, int[] draws) {
        int size = population / communities;
        int[] people = new int[Math.min(target, population)];
        int distinct = 0;
        while (distinct < people.length) {
            int home = random.nextDouble() < ownCommunityShare ? community : random.nextInt(communities);
            int person = home * size + zipfRank(random, size);
            if ((seen[person >>> 6] & (1L << person)) == 0) {
                seen[person >>> 6] |= 1L << person;
                people[distinct++] = person;
            }
            draws[person]++;
        }
        Arrays.sort(people);
        return people;
    }

    /** A rank in [0, size) with P(r) roughly proportional to (r + 1)^-s (continuous inverse CDF). */
    private int zipfRank(SplittableRandom random, int size) {
        double u = random.nextDouble();
        double s = zipfExponent;
        double x = Math.abs(s - 1) < 1e-9
                ? Math.exp(u * Math.log(size + 1.0))
                : Math.pow(u * (Math.pow(size + 1.0, 1 - s) - 1) + 1, 1 / (1 - s));
        int rank = (int) x - 1;
        int scrambled = (int) ((Math.max(0, Math.min(size - 1, rank)) * 0x9E3779B1L) % size);
        return scrambled;
    }

    /** Splits each person's engagements over the creator's posts; post popularity varies. */
    private List<PostSample> posts(SplittableRandom random, int creator, int[] people, int[] draws) {
        int n = postsPerCreator;
        double[] popularity = new double[n];
        double total = 0;
        for (int p = 0; p < n; p++) {
            popularity[p] = 0.5 + random.nextDouble();
            total += popularity[p];
        }
        double[] cumulative = new double[n];
        double running = 0;
        for (int p = 0; p < n; p++) {
            running += popularity[p] / total;
            cumulative[p] = running;
        }
        int[][] counts = new int[n][people.length];
        int[] sizes = new int[n];
        int[][] members = new int[n][people.length];
        for (int i = 0; i < people.length; i++) {
            int person = people[i];
            for (int e = 0; e < draws[person]; e++) {
                int post = pick(cumulative, random.nextDouble());
                if (sizes[post] == 0 || members[post][sizes[post] - 1] != person) {
                    members[post][sizes[post]++] = person;
                }
                counts[post][sizes[post] - 1]++;
            }
        }
        double baseViews = 20_000 * Math.exp(3 * random.nextDouble());
        var posts = new ArrayList<PostSample>(n);
        for (int p = 0; p < n; p++) {
            long views = random.nextDouble() < 0.05 ? 0 : Math.round(baseViews * (0.5 + popularity[p]));
            posts.add(new PostSample(
                    "c" + creator + "p" + p,
                    views,
                    Arrays.copyOf(members[p], sizes[p]),
                    Arrays.copyOf(counts[p], sizes[p])));
        }
        return posts;
    }

    private static int pick(double[] cumulative, double u) {
        for (int p = 0; p < cumulative.length - 1; p++) {
            if (u < cumulative[p]) {
                return p;
            }
        }
        return cumulative.length - 1;
    }
}
