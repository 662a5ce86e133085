package io.sigment.emulator.world;

import java.util.List;

/**
 * One recent post (video) of a creator. Who engaged with it is derived on demand from
 * {@link EngagementModel}; {@code impressions} is the true number of views.
 *
 * @param key unique per platform: creator index * 64 + position
 * @param position 0 is the newest post
 * @param about the subtopic the post is about: the creator's own, or another one now and then
 */
public record Post(
        long key,
        int creatorIndex,
        int position,
        String id,
        String shortCode,
        long publishedAt,
        long impressions,
        double multiplier,
        boolean commentsDisabled,
        String caption,
        List<String> hashtags,
        Subtopic about,
        long durationSeconds) {}
