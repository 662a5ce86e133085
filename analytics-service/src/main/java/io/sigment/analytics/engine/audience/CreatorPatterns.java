package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.PostSample;
import java.util.List;

/**
 * One creator's seen people and on which of its (possibly resampled) posts each was seen: {@code people[i]}
 * was seen on the posts whose bits are set in {@code masks[i]}, {@code seenPosts[i]} of them.
 */
record CreatorPatterns(int[] people, long[] masks, int[] seenPosts) {

    /** At most this many posts (slots) per creator: one bit each. */
    static final int MAX_POSTS = 63;

    /**
     * {@code slots[s]}: the post in slot s (a replicate may use a post twice). {@code scratch}: universe-sized, zeroed.
     */
    static CreatorPatterns of(List<PostSample> posts, int[] slots, long[] scratch, int[] touched) {
        int seen = 0;
        for (int s = 0; s < slots.length; s++) {
            for (int person : posts.get(slots[s]).people()) {
                if (scratch[person] == 0) {
                    touched[seen++] = person;
                }
                scratch[person] |= 1L << s;
            }
        }
        int[] people = new int[seen];
        long[] masks = new long[seen];
        int[] seenPosts = new int[seen];
        for (int i = 0; i < seen; i++) {
            int person = touched[i];
            people[i] = person;
            masks[i] = scratch[person];
            seenPosts[i] = Long.bitCount(masks[i]);
            scratch[person] = 0;
        }
        return new CreatorPatterns(people, masks, seenPosts);
    }
}
