package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.PostSample;
import java.util.Arrays;
import java.util.List;

/**
 * Per creator, on how many of its sampled posts each of its seen people was seen: counted once per estimate for the
 * checks that read it ({@link ListOrderCheck}, {@link RepeatCheck}, {@link VisibilityCheck}, {@link CutReturnCheck}).
 */
final class PostsSeenOn {
    /** Per creator, its seen people, ascending. */
    private final int[][] people;
    /** Per creator, on how many of its sampled posts {@code people[c][i]} was seen. */
    private final int[][] posts;

    private PostsSeenOn(int[][] people, int[][] posts) {
        this.people = people;
        this.posts = posts;
    }

    static PostsSeenOn of(List<List<PostSample>> sampled) {
        int[][] people = new int[sampled.size()][];
        int[][] posts = new int[sampled.size()][];
        for (int c = 0; c < sampled.size(); c++) {
            // A post's people are unique, so a person's sightings over the creator's posts are the posts it was seen
            // on.
            int[] sightings = sampled.get(c).stream()
                    .flatMapToInt(post -> Arrays.stream(post.people()))
                    .sorted()
                    .toArray();
            int[] distinct = new int[sightings.length];
            int[] counts = new int[sightings.length];
            int n = 0;
            for (int i = 0; i < sightings.length; i++) {
                if (n > 0 && distinct[n - 1] == sightings[i]) {
                    counts[n - 1]++;
                } else {
                    distinct[n] = sightings[i];
                    counts[n++] = 1;
                }
            }
            people[c] = Arrays.copyOf(distinct, n);
            posts[c] = Arrays.copyOf(counts, n);
        }
        return new PostsSeenOn(people, posts);
    }

    int creators() {
        return people.length;
    }

    /** How many people creator {@code c}'s sampled posts saw. */
    int seen(int c) {
        return people[c].length;
    }

    /** On how many of creator {@code c}'s sampled posts {@code person}, one of its seen people, was seen. */
    int posts(int c, int person) {
        return posts[c][Arrays.binarySearch(people[c], person)];
    }

    /** On how many of creator {@code c}'s sampled posts each of its seen people was seen (do not change it). */
    int[] posts(int c) {
        return posts[c];
    }

    /** Creator {@code c}'s sightings: the people its sampled posts read, summed over the posts. */
    long sightings(int c) {
        long sum = 0;
        for (int count : posts[c]) sum += count;
        return sum;
    }
}
