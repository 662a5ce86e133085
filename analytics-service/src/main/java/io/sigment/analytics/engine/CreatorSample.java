package io.sigment.analytics.engine;

import java.util.List;

/** The scraped sample of one creator: its recent posts with their engagers. */
public record CreatorSample(String handle, List<PostSample> posts) {
    public CreatorSample {
        posts = List.copyOf(posts);
    }
}
