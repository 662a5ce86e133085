package io.sigment.analytics.engine;

import java.util.Arrays;
import java.util.List;

/**
 * Person ids as bit positions. Ids already dense (the scraper's first-seen numbering) are used as
 * they are; sparse ids are renumbered by rank so bitsets stay small.
 */
final class DenseIds {
    private final int[] sortedIds;
    private final int universe;

    private DenseIds(int[] sortedIds, int universe) {
        this.sortedIds = sortedIds;
        this.universe = universe;
    }

    static DenseIds of(List<CreatorSample> creators) {
        long memberships = 0;
        int maxId = -1;
        for (CreatorSample creator : creators) {
            for (PostSample post : creator.posts()) {
                memberships += post.people().length;
                if (post.people().length > 0) {
                    maxId = Math.max(maxId, post.people()[post.people().length - 1]);
                }
            }
        }
        if ((long) maxId + 1 <= Math.max(4 * memberships, 1 << 16)) {
            return new DenseIds(null, maxId + 1);
        }
        int[] all = new int[Math.toIntExact(memberships)];
        int at = 0;
        for (CreatorSample creator : creators) {
            for (PostSample post : creator.posts()) {
                System.arraycopy(post.people(), 0, all, at, post.people().length);
                at += post.people().length;
            }
        }
        int[] distinct = Arrays.stream(all).sorted().distinct().toArray();
        return new DenseIds(distinct, distinct.length);
    }

    /** Number of bit positions needed. */
    int universe() {
        return universe;
    }

    /** The post with its people renumbered (ascending order is kept since ranks are monotone). */
    PostSample renumber(PostSample post) {
        if (sortedIds == null) {
            return post;
        }
        int[] people = post.people().clone();
        for (int i = 0; i < people.length; i++) {
            people[i] = Arrays.binarySearch(sortedIds, people[i]);
        }
        return new PostSample(post.postId(), post.impressions(), people, post.counts(), post.likes(), post.comments());
    }
}
