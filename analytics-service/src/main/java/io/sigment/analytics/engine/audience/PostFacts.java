package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.PostSample;
import io.sigment.common.Platform;
import java.util.List;

/**
 * What the estimator needs to know of a creator's sampled posts besides who engaged: each post's
 * visibility (the share of its engagers the scrape read, from the platform's reported totals) and weight
 * (its size relative to the creator's average post, so a large post counts as more chances to engage).
 * On Instagram a post's engagers are its likers (plus a few commenters); on YouTube and TikTok they are its
 * commenters, whose number is the reported comments over the comments per commenter read.
 */
record PostFacts(double[] visibility, double[] weight) {

    static PostFacts of(List<PostSample> posts, Platform platform) {
        int n = posts.size();
        double[] total = new double[n];
        double[] visibility = new double[n];
        double sum = 0;
        for (int j = 0; j < n; j++) {
            PostSample post = posts.get(j);
            int read = post.people().length;
            total[j] = Math.max(read, reportedEngagers(post, platform));
            visibility[j] = total[j] == 0 ? 1 : read / total[j];
            sum += total[j];
        }
        double mean = n == 0 ? 0 : sum / n;
        double[] weight = new double[n];
        for (int j = 0; j < n; j++) {
            weight[j] = mean == 0 ? 1 : total[j] / mean;
        }
        return new PostFacts(visibility, weight);
    }

    /** The post's engaged people as the platform's totals tell it; what was read when they are not known. */
    static double reportedEngagers(PostSample post, Platform platform) {
        int read = post.people().length;
        if (platform == Platform.INSTAGRAM && post.likes() >= 0) {
            return post.likes();
        }
        if (post.comments() < 0 || read == 0) {
            return read;
        }
        long commentsRead = post.engagements();
        double perCommenter = (double) commentsRead / read;
        return post.comments() / perCommenter;
    }
}
