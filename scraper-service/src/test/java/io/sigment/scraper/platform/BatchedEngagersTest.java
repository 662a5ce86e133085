package io.sigment.scraper.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.emulator.world.Creator;
import io.sigment.scraper.ScraperFixtures;
import io.vertx.core.Future;
import io.vertx.ext.web.client.WebClient;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The samples before and after batching: for the same posts and caps, a creator's posts fetched together keep
 * exactly the engagers (people, kinds, counts, order) each post keeps when fetched alone, as every scrape did
 * before, whatever the page size and however the posts are split into runs.
 */
class BatchedEngagersTest {
    private static final ScraperFixtures.Sources FIX = ScraperFixtures.sources();
    private static final WebClient CLIENT = WebClient.create(FIX.vertx());

    @AfterAll
    static void close() {
        FIX.close();
    }

    @Test
    void instagram_likers_and_commenters_of_all_posts_in_two_runs_are_the_same_people_per_post() {
        var provider = provider(Platform.INSTAGRAM, ScrapingProvider.PAGE, ScrapingProvider.RUN_ITEMS);
        for (var creator : busiest(Platform.INSTAGRAM, 5)) {
            var posts = posts(provider, creator);
            for (int cap : new int[] {1, 5, 40, 300, 100_000}) {
                long runs = assertSameAsAlone(provider, posts, cap);
                // Without a cap the busiest posts' comments exceed what one run is planned to return: more runs.
                if (cap <= 1000) assertThat(runs).as("runs, cap " + cap).isLessThanOrEqualTo(2);
            }
        }
    }

    @Test
    void tiktok_commenters_of_all_posts_in_one_run_are_the_same_people_per_post() {
        var provider = provider(Platform.TIKTOK, ScrapingProvider.PAGE, ScrapingProvider.RUN_ITEMS);
        for (var creator : busiest(Platform.TIKTOK, 5)) {
            var posts = posts(provider, creator);
            for (int cap : new int[] {1, 5, 40, 300, 100_000}) {
                long runs = assertSameAsAlone(provider, posts, cap);
                if (cap <= 1000) assertThat(runs).as("runs, cap " + cap).isLessThanOrEqualTo(1);
            }
        }
    }

    @Test
    void small_pages_and_small_runs_keep_the_same_people_too() {
        for (var platform : List.of(Platform.INSTAGRAM, Platform.TIKTOK)) {
            // Pages of 7 make the cap land mid-way through a post's comments; runs of 60 items split the posts into
            // several runs and leave the busiest posts to be paged alone.
            var provider = provider(platform, 7, 60);
            for (var creator : busiest(platform, 2)) {
                var posts = posts(provider, creator);
                for (int cap : new int[] {3, 12, 40}) assertSameAsAlone(provider, posts, cap);
            }
        }
    }

    @Test
    void a_creator_on_tiktok_is_one_run_for_its_profile_and_videos() {
        var provider = provider(Platform.TIKTOK, ScrapingProvider.PAGE, ScrapingProvider.RUN_ITEMS);
        var creator = busiest(Platform.TIKTOK, 1).get(0);
        FIX.emulator().usage().reset();
        var both = provider.profileWithPosts(creator.handle(), 12).await().orElseThrow();
        assertThat(FIX.emulator().usage().of("emulator-token").runs()).isEqualTo(1);
        var profile = provider.profile(creator.handle()).await().orElseThrow();
        assertThat(both.profile()).isEqualTo(profile);
        assertThat(both.posts()).isEqualTo(provider.recentPosts(profile, 12).await());
        assertThat(provider.profileWithPosts("no.such.person.here", 12).await()).isEmpty();
    }

    /** Asserts and returns the runs the posts took together. */
    private static long assertSameAsAlone(PlatformSource provider, List<PostInfo> posts, int cap) {
        var together = new ConcurrentHashMap<String, List<Engager>>();
        FIX.emulator().usage().reset();
        provider.engagers(posts, cap, (post, found) -> {
                    together.put(post.platformPostId(), found);
                    return Future.succeededFuture();
                })
                .await();
        long runs = FIX.emulator().usage().of("emulator-token").runs();
        assertThat(together.keySet())
                .containsExactlyInAnyOrderElementsOf(
                        posts.stream().map(PostInfo::platformPostId).toList());
        for (var post : posts) {
            var alone = provider.engagers(post, cap).await();
            assertThat(together.get(post.platformPostId()))
                    .as("post " + post.platformPostId() + ", cap " + cap)
                    .isEqualTo(alone);
        }
        return runs;
    }

    private static List<PostInfo> posts(PlatformSource provider, Creator creator) {
        var profile = provider.profile(creator.handle()).await().orElseThrow();
        return provider.recentPosts(profile, 12).await();
    }

    /** Creators whose newest posts have the most engagers, so that caps bind. */
    private static List<Creator> busiest(Platform platform, int count) {
        var world = FIX.world(platform);
        return world.creators().stream()
                .sorted(Comparator.comparingLong((Creator c) -> c.posts().subList(0, 12).stream()
                                .mapToLong(p -> world.engagers(p).size())
                                .sum())
                        .reversed())
                .limit(count)
                .toList();
    }

    private static ScrapingProvider provider(Platform platform, int page, int runItems) {
        var config = FIX.config();
        return new ScrapingProvider(new ProviderRuns(
                platform,
                new PlatformHttp(FIX.vertx(), CLIENT, platform, config, PlatformMetrics.UNREAD),
                new Actors(List.of()),
                config.get(Setting.SCRAPER_API_BASE),
                config.get(Setting.SCRAPER_API_TOKEN),
                SpendMeter.NONE,
                page,
                runItems));
    }
}
