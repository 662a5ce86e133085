package io.sigment.analytics.engine.stats;

import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.PostSample;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The selection's posts numbered 0..P-1 (member by member) with what each contributes: its
 * engagements, and its people counted with multiplicity weights, a person engaged with m of the
 * selection's posts counting 1/m on each (all of them, and the core ones apart). Summed over all
 * posts these give U and K exactly.
 */
final class PostLayout {
    private final long[] engagements;
    private final double[] people;
    private final double[] corePeople;
    private final long[][] sortedViews;
    private final int[][] sortedViewPosts;

    private PostLayout(
            long[] engagements, double[] people, double[] corePeople, long[][] sortedViews, int[][] sortedViewPosts) {
        this.engagements = engagements;
        this.people = people;
        this.corePeople = corePeople;
        this.sortedViews = sortedViews;
        this.sortedViewPosts = sortedViewPosts;
    }

    /** {@code coreMask}: the selection's core people as a bitset. */
    static PostLayout of(AudienceIndex index, int[] members, long[] coreMask) {
        List<PostSample> posts = new ArrayList<>();
        long[][] sortedViews = new long[members.length][];
        int[][] sortedViewPosts = new int[members.length][];
        for (int m = 0; m < members.length; m++) {
            int first = posts.size();
            posts.addAll(index.posts(members[m]));
            sortedViewPosts[m] = IntStream.range(first, posts.size())
                    .filter(p -> posts.get(p).impressions() > 0)
                    .boxed()
                    .sorted(Comparator.comparingLong(p -> posts.get(p).impressions()))
                    .mapToInt(Integer::intValue)
                    .toArray();
            sortedViews[m] = Arrays.stream(sortedViewPosts[m])
                    .mapToLong(p -> posts.get(p).impressions())
                    .toArray();
        }
        int[] postsPerPerson = new int[index.universe()];
        for (PostSample post : posts) {
            for (int person : post.people()) {
                postsPerPerson[person]++;
            }
        }
        int count = posts.size();
        long[] engagements = new long[count];
        double[] people = new double[count];
        double[] corePeople = new double[count];
        for (int g = 0; g < count; g++) {
            PostSample post = posts.get(g);
            engagements[g] = post.engagements();
            for (int person : post.people()) {
                double share = 1.0 / postsPerPerson[person];
                people[g] += share;
                int bit = index.position(person);
                if ((coreMask[bit >>> 6] & (1L << bit)) != 0) {
                    corePeople[g] += share;
                }
            }
        }
        return new PostLayout(engagements, people, corePeople, sortedViews, sortedViewPosts);
    }

    int posts() {
        return engagements.length;
    }

    double engagements(int[] weights) {
        double sum = 0;
        for (int g = 0; g < weights.length; g++) {
            sum += (double) weights[g] * engagements[g];
        }
        return sum;
    }

    double people(int[] weights) {
        return weighted(people, weights);
    }

    double corePeople(int[] weights) {
        return weighted(corePeople, weights);
    }

    double sumMedianViews(int[] weights) {
        double sum = 0;
        for (int m = 0; m < sortedViews.length; m++) {
            int[] w = new int[sortedViewPosts[m].length];
            for (int i = 0; i < w.length; i++) {
                w[i] = weights[sortedViewPosts[m][i]];
            }
            sum += io.sigment.analytics.engine.MedianViews.weighted(sortedViews[m], w);
        }
        return sum;
    }

    private static double weighted(double[] values, int[] weights) {
        double sum = 0;
        for (int g = 0; g < weights.length; g++) {
            sum += weights[g] * values[g];
        }
        return sum;
    }
}
