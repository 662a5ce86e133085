package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;

/**
 * The discovery view ({@code ui://sigment/discovery}) in {@link AppViewsHost}'s host page, run by
 * {@link AppViewsInBrowserTest}: every creator of every group.
 */
@Tag("browser")
@Tag("node")
class DiscoveryViewInBrowser extends AppViewInBrowser {
    @ParameterizedTest
    @CsvSource({"375, 812, phone", "1280, 900, desktop"})
    void the_discovery_view_lists_every_creator_of_every_group(int width, int height, String name) throws Exception {
        views.chromium.viewport(width, height);
        views.host(
                "ui://sigment/discovery",
                views.discoveryInput,
                views.discoveryResult,
                views.answers(new JsonObject(), new JsonObject()));
        var page = views.chromium.driver();
        var groups = views.discoveryResult.getJsonObject("structuredContent").getJsonArray("groups");
        var expected = groups.stream()
                .mapToInt(g -> ((JsonObject) g).getJsonArray("creators").size())
                .sum();
        assertThat(expected).isPositive();
        views.await(
                "the creators",
                () -> page.findElements(By.cssSelector("li.creator")).size() == expected);
        assertThat(page.findElements(By.cssSelector("ul.group"))).hasSize(groups.size());
        assertThat(page.findElement(By.id("headline")).getText())
                .isEqualTo(groups.size() + " groups, " + expected + " creators shown.");
        page.switchTo().defaultContent();
        views.quietAndOffline();
        views.screenshot("discovery-" + name);
    }
}
