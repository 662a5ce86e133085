package io.sigment.emulator.world;

import io.sigment.common.Platform;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Who engages with a post, derived on demand from (seed, post) so the world needs no engagement rows:
 * a person in the creator's subtopic who is one of its fans engages with probability
 * {@code 1 - exp(-lambda * multiplier * activity)}; fans from sibling subtopics of the topic with a fraction
 * of that; plus bots, the creator's engagement pod, and a few random passers-by. Creators of one subtopic
 * draw on one pool, so they share much more audience than unrelated creators.
 */
public final class EngagementModel {
  static final double TOPIC_AFFINITY = 0.12;
  private static final double BOT_RATE = 0.01;
  private static final int CACHE_POSTS = 1500;

  private final long seed;
  private final Platform platform;
  private final Population people;
  private final int[][] pods;
  private final Map<Long, PostEngagers> cache = new LinkedHashMap<>(256, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Long, PostEngagers> eldest) {
      return size() > CACHE_POSTS;
    }
  };

  EngagementModel(long seed, Platform platform, Population people, int[][] pods) {
    this.seed = seed;
    this.platform = platform;
    this.people = people;
    this.pods = pods;
  }

  public PostEngagers engagers(Creator creator, Post post) {
    synchronized (cache) {
      var cached = cache.get(post.key());
      if (cached != null) return cached;
    }
    var computed = compute(creator, post);
    synchronized (cache) {
      cache.put(post.key(), computed);
    }
    return computed;
  }

  private PostEngagers compute(Creator creator, Post post) {
    boolean commentsOnly = platform != Platform.INSTAGRAM;
    if (commentsOnly && post.commentsDisabled()) return PostEngagers.NONE;
    var chosen = new IntBag();
    double lambda = creator.lambda() * post.multiplier();
    int subtopic = creator.subtopic().id();
    for (var p : people.subtopicPool[subtopic]) {
      if (isFan(creator, p) && engages(post, p, lambda)) chosen.add(p);
    }
    for (var p : people.topicPool[creator.subtopic().topicId()]) {
      if (!people.prefers(p, subtopic) && isFan(creator, p) && engages(post, p, lambda * TOPIC_AFFINITY)) {
        chosen.add(p);
      }
    }
    for (var b : people.bots) {
      if (Mix.unit(Mix.hash(seed, post.key(), b, 401)) < BOT_RATE) chosen.add(b);
    }
    if (creator.pod() >= 0) for (var p : pods[creator.pod()]) chosen.add(p);
    int passersBy = 1 + creator.engagersTarget() / 40;
    for (int j = 0; j < passersBy; j++) {
      int p = (int) ((Mix.hash(seed, post.key(), j, 402) >>> 1) % people.size);
      chosen.add(p);
    }
    var unique = chosen.sortedDistinct();
    var likes = new byte[unique.length];
    var comments = new byte[unique.length];
    for (int i = 0; i < unique.length; i++) {
      double u = Mix.unit(Mix.hash(seed, post.key(), unique[i], 403));
      if (commentsOnly) {
        comments[i] = (byte) (u < 0.03 ? 3 : u < 0.15 ? 2 : 1);
      } else {
        likes[i] = 1;
        if (!post.commentsDisabled()) comments[i] = (byte) (u < 0.02 ? 2 : u < 0.09 ? 1 : 0);
      }
    }
    return new PostEngagers(unique, likes, comments);
  }

  private boolean isFan(Creator creator, int person) {
    return Mix.unit(Mix.hash(seed, platform.ordinal() * 100_000L + creator.index(), person, 404)) < creator.fanShare();
  }

  private boolean engages(Post post, int person, double lambda) {
    double probability = 1 - Math.exp(-lambda * people.activity[person]);
    return Mix.unit(Mix.hash(seed, post.key() + platform.ordinal() * 1_000_000L, person, 405)) < probability;
  }

  /** A growable list of ints. */
  private static final class IntBag {
    private int[] values = new int[256];
    private int size;

    void add(int value) {
      if (size == values.length) values = Arrays.copyOf(values, size * 2);
      values[size++] = value;
    }

    int[] sortedDistinct() {
      return Arrays.stream(values, 0, size).sorted().distinct().toArray();
    }
  }
}
