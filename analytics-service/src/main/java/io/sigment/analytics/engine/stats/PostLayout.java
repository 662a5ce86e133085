package io.sigment.analytics.engine.stats;

import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.PostSample;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The selection's posts numbered 0..P-1 (member by member) and, per person seen on two or more
 * posts, the posts they engaged with (grouped by member). People seen on a single post are only
 * counted per post: whether they are in a replicate depends on that post's weight alone.
 */
final class PostLayout {
  private final int[] postMember;
  private final long[] postEngagements;
  private final int[] singlePostPeople;
  private final int[] personOffsets;
  private final int[] entries;
  private final long[][] sortedViews;
  private final int[][] sortedViewPosts;

  private PostLayout(int[] postMember, long[] postEngagements, int[] singlePostPeople, int[] personOffsets,
      int[] entries, long[][] sortedViews, int[][] sortedViewPosts) {
    this.postMember = postMember;
    this.postEngagements = postEngagements;
    this.singlePostPeople = singlePostPeople;
    this.personOffsets = personOffsets;
    this.entries = entries;
    this.sortedViews = sortedViews;
    this.sortedViewPosts = sortedViewPosts;
  }

  static PostLayout of(AudienceIndex index, int[] members) {
    var posts = PostBootstrap.postsOf(index, members);
    int count = posts.size();
    int[] postMember = new int[count];
    long[] postEngagements = new long[count];
    long[][] sortedViews = new long[members.length][];
    int[][] sortedViewPosts = new int[members.length][];
    int g = 0;
    for (int m = 0; m < members.length; m++) {
      int first = g;
      for (PostSample post : index.posts(members[m])) {
        postMember[g] = m;
        postEngagements[g] = post.engagements();
        g++;
      }
      int last = g;
      sortedViewPosts[m] = IntStream.range(first, last).filter(p -> posts.get(p).impressions() > 0).boxed()
          .sorted(Comparator.comparingLong(p -> posts.get(p).impressions())).mapToInt(Integer::intValue).toArray();
      sortedViews[m] = Arrays.stream(sortedViewPosts[m]).mapToLong(p -> posts.get(p).impressions()).toArray();
    }
    int[] slot = new int[index.universe()];
    for (PostSample post : posts) {
      for (int person : post.people()) {
        slot[person]++;
      }
    }
    int[] singlePostPeople = new int[count];
    for (int p = 0; p < count; p++) {
      for (int person : posts.get(p).people()) {
        if (slot[person] == 1) {
          singlePostPeople[p]++;
        }
      }
    }
    int multi = 0;
    for (int s : slot) {
      if (s >= 2) {
        multi++;
      }
    }
    int[] personOffsets = new int[multi + 1];
    int k = 0;
    int offset = 0;
    for (int person = 0; person < slot.length; person++) {
      int s = slot[person];
      if (s >= 2) {
        personOffsets[k++] = offset;
        slot[person] = offset;
        offset += s;
      } else {
        slot[person] = -1;
      }
    }
    personOffsets[multi] = offset;
    int[] entries = new int[offset];
    for (int p = 0; p < count; p++) {
      for (int person : posts.get(p).people()) {
        if (slot[person] >= 0) {
          entries[slot[person]++] = p;
        }
      }
    }
    return new PostLayout(postMember, postEngagements, singlePostPeople, personOffsets, entries, sortedViews,
        sortedViewPosts);
  }

  int posts() {
    return postMember.length;
  }

  int[] postMember() {
    return postMember;
  }

  int[] personOffsets() {
    return personOffsets;
  }

  int[] entries() {
    return entries;
  }

  long singlePostPeople(int[] weights) {
    long sum = 0;
    for (int g = 0; g < weights.length; g++) {
      if (weights[g] > 0) {
        sum += singlePostPeople[g];
      }
    }
    return sum;
  }

  double engagements(int[] weights) {
    double sum = 0;
    for (int g = 0; g < weights.length; g++) {
      sum += (double) weights[g] * postEngagements[g];
    }
    return sum;
  }

  double sumMedianViews(int[] weights) {
    double sum = 0;
    for (int m = 0; m < sortedViews.length; m++) {
      sum += PostBootstrap.weightedMedian(sortedViews[m], sortedViewPosts[m], weights);
    }
    return sum;
  }
}
