package io.sigment.scraper.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.emulator.world.Post;
import io.sigment.scraper.ScraperFixtures;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

class YouTubeDataApiTest {
    private static final ScraperFixtures.Sources FIX = ScraperFixtures.sources();
    private static final PlatformSource YOUTUBE = FIX.sources().of(Platform.YOUTUBE);
    private static final PlatformWorld WORLD = FIX.world(io.sigment.common.Platform.YOUTUBE);

    @AfterAll
    static void close() {
        FIX.close();
    }

    @Test
    void a_channel_is_found_by_handle_and_by_id_with_googles_fields_mapped() {
        Creator creator = WORLD.creators().get(12);
        var byHandle = YOUTUBE.profile("@" + creator.handle()).await().orElseThrow();
        assertThat(byHandle.platformId()).isEqualTo(creator.id());
        assertThat(byHandle.handle()).isEqualTo(creator.handle());
        assertThat(byHandle.name()).isEqualTo(creator.name());
        assertThat(byHandle.followers()).isEqualTo(creator.followers());
        assertThat(byHandle.country()).isEqualTo(creator.country());
        assertThat(byHandle.mediaCount()).isEqualTo(creator.mediaCount());
        assertThat(YOUTUBE.profile(creator.id()).await().orElseThrow()).isEqualTo(byHandle);
    }

    @Test
    void a_commenters_handle_finds_their_own_channel_so_a_privacy_request_can_name_them_by_handle() {
        Post post = WORLD.creators().get(5).posts().stream()
                .filter(p -> WORLD.engagers(p).people().length > 0)
                .findFirst()
                .orElseThrow();
        int person = WORLD.engagers(post).people()[0];
        var found =
                YOUTUBE.profile("@" + WORLD.ids().personHandle(person)).await().orElseThrow();
        assertThat(found.platformId()).isEqualTo(WORLD.ids().personId(person));
        assertThat(found.followers()).isZero();
        assertThat(found.mediaCount()).isZero();
    }

    @Test
    void an_unknown_handle_has_no_profile() {
        assertThat(YOUTUBE.profile("@nobody-by-this-name").await()).isEmpty();
    }

    @Test
    void recent_posts_come_newest_first_with_views_as_impressions() {
        Creator creator = WORLD.creators().get(30);
        var profile = YOUTUBE.profile(creator.id()).await().orElseThrow();
        var posts = YOUTUBE.recentPosts(profile, 12).await();
        assertThat(posts).hasSize(12);
        for (int i = 0; i < 12; i++) {
            Post truth = creator.posts().get(i);
            assertThat(posts.get(i).platformPostId()).isEqualTo(truth.id());
            assertThat(posts.get(i).impressions()).isEqualTo(truth.impressions());
            assertThat(posts.get(i).commentsDisabled()).isEqualTo(truth.commentsDisabled());
        }
        assertThat(YOUTUBE.recentPosts(profile, 30).await()).hasSize(30);
    }

    @Test
    void commenters_are_paged_through_to_the_end_and_equal_the_truth() {
        Post post = WORLD.creators().stream()
                .flatMap(c -> c.posts().stream())
                .filter(p -> WORLD.engagers(p).totalComments() > 250)
                .findFirst()
                .orElseThrow();
        var engagers = YOUTUBE.engagers(info(post, false), 100_000).await();
        var truth = FIX.truth("youtube/posts/" + post.id());
        assertThat(TruthAssertions.actual(engagers)).isEqualTo(TruthAssertions.expected(truth));
        var capped = YOUTUBE.engagers(info(post, false), 40).await();
        assertThat(capped.stream().map(Engager::personId).collect(Collectors.toSet()))
                .hasSize(40);
    }

    @Test
    void a_video_with_comments_disabled_has_no_engagers_and_is_not_a_failure() {
        Post post = WORLD.creators().stream()
                .flatMap(c -> c.posts().stream())
                .filter(Post::commentsDisabled)
                .findFirst()
                .orElseThrow();
        assertThat(YOUTUBE.engagers(info(post, false), 100).await()).isEmpty();
    }

    @Test
    void search_finds_channels_by_name_with_subscriber_counts() {
        var found = YOUTUBE.search("yoga", 5).await();
        assertThat(found).isNotEmpty().hasSizeLessThanOrEqualTo(5);
        assertThat(found).allSatisfy(p -> {
            assertThat(p.followers()).isPositive();
            assertThat((p.handle() + p.name() + p.bio()).toLowerCase()).contains("yoga");
        });
    }

    private static PostInfo info(Post post, boolean commentsDisabled) {
        return new PostInfo(
                post.id(),
                "https://www.youtube.com/watch?v=" + post.id(),
                java.time.Instant.now(),
                post.impressions(),
                0,
                1,
                commentsDisabled);
    }
}
