package io.sigment.scraper.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.emulator.world.Post;
import io.sigment.scraper.ScraperFixtures;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

class ScrapingProviderTest {
    private static final ScraperFixtures.Sources FIX = ScraperFixtures.sources();
    private static final PlatformSource INSTAGRAM = FIX.sources().of(Platform.INSTAGRAM);
    private static final PlatformSource TIKTOK = FIX.sources().of(Platform.TIKTOK);
    private static final PlatformWorld IG = FIX.world(io.sigment.common.Platform.INSTAGRAM);
    private static final PlatformWorld TT = FIX.world(io.sigment.common.Platform.TIKTOK);

    @AfterAll
    static void close() {
        FIX.close();
    }

    @Test
    void an_instagram_profile_maps_the_actors_fields_and_an_unknown_handle_is_empty() {
        Creator creator = IG.creators().get(4);
        var profile = INSTAGRAM.profile("@" + creator.handle()).await().orElseThrow();
        assertThat(profile.platformId()).isEqualTo(creator.id());
        assertThat(profile.handle()).isEqualTo(creator.handle());
        assertThat(profile.name()).isEqualTo(creator.name());
        assertThat(profile.bio()).isEqualTo(creator.bio());
        assertThat(profile.followers()).isEqualTo(creator.followers());
        assertThat(INSTAGRAM.profile("no.such.person.here").await()).isEmpty();
        assertThat(TIKTOK.profile("no.such.person.here").await()).isEmpty();
    }

    @Test
    void instagram_engagers_are_every_liker_and_commenter_across_pages() {
        Post post = IG.creators().stream()
                .flatMap(c -> c.posts().stream())
                .filter(p ->
                        IG.engagers(p).totalLikes() > 1200 && IG.engagers(p).totalComments() > 0)
                .findFirst()
                .orElseThrow();
        var creator = IG.creatorOf(post);
        var posts = INSTAGRAM
                .recentPosts(INSTAGRAM.profile(creator.handle()).await().orElseThrow(), 30)
                .await();
        var info = posts.stream()
                .filter(p -> p.platformPostId().equals(post.id()))
                .findFirst()
                .orElseThrow();
        assertThat(info.impressions()).isEqualTo(post.impressions());
        assertThat(info.likes()).isEqualTo(IG.engagers(post).totalLikes());
        var engagers = INSTAGRAM.engagers(info, 100_000).await();
        assertThat(TruthAssertions.actual(engagers))
                .isEqualTo(TruthAssertions.expected(FIX.truth("instagram/posts/" + post.id())));
    }

    @Test
    void an_instagram_post_with_comments_disabled_has_likers_and_no_commenters() {
        Post post = IG.creators().stream()
                .flatMap(c -> c.posts().stream())
                .filter(Post::commentsDisabled)
                .findFirst()
                .orElseThrow();
        var creator = IG.creatorOf(post);
        var info = INSTAGRAM
                .recentPosts(INSTAGRAM.profile(creator.handle()).await().orElseThrow(), 30)
                .await()
                .stream()
                .filter(p -> p.platformPostId().equals(post.id()))
                .findFirst()
                .orElseThrow();
        var engagers = INSTAGRAM.engagers(info, 100_000).await();
        assertThat(engagers).isNotEmpty().allSatisfy(e -> assertThat(e.kind()).isEqualTo(Engager.Kind.LIKE));
    }

    @Test
    void tiktok_profile_posts_and_commenters_match_the_world() {
        Creator creator = TT.creators().get(21);
        var profile = TIKTOK.profile(creator.handle()).await().orElseThrow();
        assertThat(profile.platformId()).isEqualTo(creator.id());
        assertThat(profile.followers()).isEqualTo(creator.followers());
        assertThat(profile.name()).isEqualTo(creator.name());
        var posts = TIKTOK.recentPosts(profile, 12).await();
        assertThat(posts).hasSize(12);
        var first = posts.stream().filter(p -> p.comments() > 0).findFirst().orElseThrow();
        var truthPost = TT.post(first.platformPostId()).orElseThrow();
        assertThat(first.impressions()).isEqualTo(truthPost.impressions());
        var engagers = TIKTOK.engagers(first, 100_000).await();
        assertThat(TruthAssertions.actual(engagers))
                .isEqualTo(TruthAssertions.expected(FIX.truth("tiktok/posts/" + first.platformPostId())));
    }

    @Test
    void search_returns_matching_instagram_and_tiktok_accounts() {
        assertThat(INSTAGRAM.search("bbq", 5).await())
                .isNotEmpty()
                .allSatisfy(p -> assertThat((p.handle() + p.name() + p.bio()).toLowerCase())
                        .contains("bbq"));
        assertThat(TIKTOK.search("bbq", 5).await()).isNotEmpty().hasSizeLessThanOrEqualTo(5);
    }
}
