package io.sigment.scraper.platform;

import java.util.List;

/**
 * A post found by searching a topic, with what the search result says about its owner. {@code ownerHandle},
 * {@code ownerFollowers} and {@code ownerBio} are null where the platform's result does not carry them
 * (Instagram posts carry no follower count, YouTube search results name only the channel id).
 */
public record FoundPost(
        String postId,
        String ownerId,
        String ownerHandle,
        String ownerName,
        Long ownerFollowers,
        String ownerBio,
        String caption,
        List<String> hashtags,
        long views,
        long likes,
        long comments) {
    public FoundPost {
        hashtags = hashtags == null ? List.of() : List.copyOf(hashtags);
    }
}
