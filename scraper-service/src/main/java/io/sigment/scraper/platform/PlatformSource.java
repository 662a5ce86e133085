package io.sigment.scraper.platform;

import io.sigment.common.Platform;
import io.vertx.core.Future;
import java.util.List;
import java.util.Optional;

/**
 * What Sigment reads from a platform. Every failure is a {@link PlatformFailure} whose message says what went
 * wrong in words a person can act on; a creator that does not exist is an empty profile, not a failure.
 */
public interface PlatformSource {
    Platform platform();

    /** The profile of a handle (with or without {@code @}) or, where the platform allows, an account id. */
    Future<Optional<Profile>> profile(String handleOrId);

    /** Up to {@code count} of the creator's newest posts, newest first, with impressions. */
    Future<List<PostInfo>> recentPosts(Profile creator, int count);

    /** People who engaged with the post, at most {@code cap} distinct people (pages fetched as needed). */
    Future<List<Engager>> engagers(PostInfo post, int cap);

    /** A creator's profile and newest posts; unknown creators are empty. */
    record ProfilePosts(Profile profile, List<PostInfo> posts) {}

    /** The profile and up to {@code count} newest posts, in as few calls as the platform allows. */
    default Future<Optional<ProfilePosts>> profileWithPosts(String handleOrId, int count) {
        return profile(handleOrId)
                .compose(found -> found.isEmpty()
                        ? Future.succeededFuture(Optional.<ProfilePosts>empty())
                        : recentPosts(found.get(), count)
                                .map(posts -> Optional.of(new ProfilePosts(found.get(), posts))));
    }

    /** Takes one post's engagers as soon as they are known. */
    @FunctionalInterface
    interface EngagersSink {
        Future<?> accept(PostInfo post, List<Engager> engagers);
    }

    /**
     * Hands each post's engagers to {@code sink}: for every post exactly the people, kinds and counts
     * {@link #engagers(PostInfo, int)} gives it alone, fetched in as few calls as the platform allows. Like a join,
     * fails after every post's work ended if any failed, so what was fetched is kept.
     */
    default Future<Void> engagers(List<PostInfo> posts, int cap, EngagersSink sink) {
        return Future.join(posts.stream()
                        .map(post -> engagers(post, cap).compose(found -> sink.accept(post, found)))
                        .toList())
                .mapEmpty();
    }

    /** Creators matching a handle or name, best first. */
    Future<List<Profile>> search(String query, int limit);

    /**
     * Posts about a topic from the platform's discovery surface (keyword search, and hashtag search of the topic
     * written as one hashtag), newest first, about {@code limit} per search.
     */
    Future<PostSearch> searchPosts(String topic, int limit);

    /** Profiles of many accounts (handles, or where the platform allows, account ids); unknown ones are left out. */
    default Future<List<Profile>> profiles(List<String> handlesOrIds) {
        var lookups = handlesOrIds.stream().map(this::profile).toList();
        return Future.all(lookups)
                .map(all -> lookups.stream()
                        .map(Future::result)
                        .flatMap(Optional::stream)
                        .toList());
    }

    /** Platform calls {@link #profiles} makes for {@code count} accounts. */
    default int profileCalls(int count) {
        return count;
    }
}
