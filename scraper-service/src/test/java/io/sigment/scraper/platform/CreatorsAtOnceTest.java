package io.sigment.scraper.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A scraper process scrapes at most {@code SIGMENT_SCRAPER_CONCURRENCY} creators of a platform at once, however many
 * scrapes it serves: each creator's provider runs are held in memory until stored (a restarted scraper given eight
 * analyses at once ran out of a 256 MB heap in the chaos test).
 */
class CreatorsAtOnceTest {
    private final Vertx vertx = Vertx.vertx();
    private final PlatformSources sources =
            new PlatformSources(vertx, Config.of(Map.of()).with(Setting.SCRAPER_CONCURRENCY, 3), Clock.systemUTC());
    private final List<String> started = new ArrayList<>();
    private final List<Promise<Void>> open = new ArrayList<>();

    @AfterEach
    void close() {
        sources.close();
        vertx.close().await();
    }

    private Future<Void> creator(Platform platform, String name) {
        return sources.oneCreator(platform, () -> {
            started.add(name);
            var promise = Promise.<Void>promise();
            open.add(promise);
            return promise.future();
        });
    }

    @Test
    void creators_beyond_the_limit_wait_for_one_to_end_and_start_in_order() {
        for (int i = 0; i < 7; i++) creator(Platform.INSTAGRAM, "ig" + i);
        assertThat(started).containsExactly("ig0", "ig1", "ig2");

        open.get(1).complete();
        assertThat(started).containsExactly("ig0", "ig1", "ig2", "ig3");
        open.get(0).fail(new IllegalStateException("the platform failed"));
        assertThat(started)
                .as("a failed creator frees its place too")
                .hasSize(5)
                .last()
                .isEqualTo("ig4");
    }

    @Test
    void each_platform_has_its_own_limit() {
        for (int i = 0; i < 5; i++) creator(Platform.INSTAGRAM, "ig" + i);
        creator(Platform.TIKTOK, "tt0");
        creator(Platform.YOUTUBE, "yt0");
        assertThat(started).containsExactly("ig0", "ig1", "ig2", "tt0", "yt0");
    }
}
