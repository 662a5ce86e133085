package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The selection view ({@code ui://sigment/selection}) in {@link AppViewsHost}'s host page, run by
 * {@link AppViewsInBrowserTest}: the current and the best selection.
 */
@Tag("browser")
@Tag("node")
class SelectionViewInBrowser extends AppViewInBrowser {
    @ParameterizedTest
    @CsvSource({"375, 812, phone", "1280, 900, desktop"})
    void the_selection_view_shows_the_current_and_best_selection(int width, int height, String name) throws Exception {
        views.chromium.viewport(width, height);
        views.host(
                "ui://sigment/selection",
                views.selectionInput,
                views.selectionResult,
                views.answers(new JsonObject(), new JsonObject()));
        var page = views.chromium.driver();
        views.await(
                "the selections",
                () -> page.findElements(By.cssSelector("#headline .card")).size() == 2);
        var best = views.selectionResult.getJsonObject("structuredContent").getJsonObject("best");
        var cards = page.findElements(By.cssSelector("#headline .card")).stream()
                .map(WebElement::getText)
                .toList();
        assertThat(cards.get(1)).startsWith("Best selection");
        for (var member : best.getJsonArray("members")) {
            var handle = member instanceof JsonObject m ? m.getString("handle") : String.valueOf(member);
            assertThat(cards.get(1)).contains(handle);
        }
        assertThat(page.findElement(By.id("targets-answer")).getText()).isNotBlank();
        page.switchTo().defaultContent();
        views.quietAndOffline();
        views.screenshot("selection-" + name);
    }
}
