package io.sigment.emulator.http;

import io.sigment.emulator.world.Mix;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.emulator.world.Post;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** A post's comments, newest first: one entry per comment, so a person who commented twice appears twice. */
record CommentThreads(int person, int n, long at) {

  static List<CommentThreads> of(PlatformWorld world, Post post) {
    var engagers = world.engagers(post);
    var threads = new ArrayList<CommentThreads>();
    for (int i = 0; i < engagers.size(); i++) {
      int person = engagers.people()[i];
      for (int n = 0; n < engagers.comments()[i]; n++) {
        long at = post.publishedAt() + 60 + (Mix.hash(post.key(), person, n) >>> 1) % (3 * 86_400L);
        threads.add(new CommentThreads(person, n, at));
      }
    }
    threads.sort(Comparator.comparingLong(CommentThreads::at).reversed()
        .thenComparingInt(CommentThreads::person).thenComparingInt(CommentThreads::n));
    return threads;
  }
}
