package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.db.Postgres;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.TestAccounts;
import io.vertx.sqlclient.Tuple;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Issue 26 item 2 in headless Chromium at phone and desktop sizes: the plans page shows what Free, Pro and Team
 * allow and cost; the owner upgrades to Team and downgrades to Free through the sandbox, and the app shows the
 * plan. A member cannot change it; a form without the CSRF token is refused. Screenshots: target/browser-screenshots/app.
 */
@Tag("browser")
class PlansInBrowserTest extends AppBrowserTest {
    private static String planRow(String planId) {
        return chromium.driver().findElement(By.id("plan-" + planId)).getText();
    }

    @Test
    void the_owner_upgrades_to_team_and_downgrades_to_free_in_the_sandbox() throws IOException {
        var user = TestAccounts.newUser(stack);
        var base = stack.config().publicBaseUrl();
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            app.signIn(stack, user, size[0], size[1]);
            app.press(browser.findElement(By.id("plans-link")));
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app/plans"));
            assertThat(planRow("free"))
                    .contains("Free")
                    .contains("current")
                    .contains("instagram, youtube")
                    .contains("20");
            assertThat(planRow("pro"))
                    .contains("$49 / month")
                    .contains("tiktok")
                    .contains("50");
            assertThat(planRow("team")).contains("$149 / month").contains("10");
            app.screenshot("plans-" + size[0] + "-01-free");

            app.press(browser.findElement(By.id("choose-team")));
            app.waitFor(d -> planRow("team").contains("current"));
            app.screenshot("plans-" + size[0] + "-02-team");
            app.assertFitsWithoutScripts(size[0]);
            chromium.open(base + "/app");
            assertThat(browser.findElement(By.cssSelector("#credits h2")).getText())
                    .contains("Team plan");

            chromium.open(base + "/app/plans");
            app.press(browser.findElement(By.id("choose-free")));
            app.waitFor(d -> planRow("free").contains("current"));
            assertThat(browser.findElement(By.id("choose-pro")).getText()).isEqualTo("Upgrade to Pro");
        }
    }

    @Test
    void only_the_owner_changes_the_plan_and_the_form_needs_its_csrf_token() {
        var owner = TestAccounts.newUser(stack);
        var member = TestAccounts.newUser(stack);
        var pool = Postgres.pool(stack.vertx(), stack.config(), "plans-test");
        try {
            pool.preparedQuery(
                            "INSERT INTO accounts.memberships (workspace_id, user_id, role) VALUES ($1, $2, 'member')")
                    .execute(Tuple.of(owner.workspaceIds().get(0), member.userId()))
                    .await();
        } finally {
            pool.close();
        }
        var session = new BrowserSession(stack.config().publicBaseUrl());
        session.signIn(TestAccounts.email(member), TestAccounts.password(stack, member));
        assertThat(session.postForm("/app/plans", Map.of("plan_id", "team")).status())
                .isEqualTo(403);
        var csrf = session.get("/app").hiddenFields().get("csrf");
        assertThat(session.postForm(
                                "/app/workspaces/switch",
                                Map.of(
                                        "csrf",
                                        csrf,
                                        "workspace_id",
                                        owner.workspaceIds().get(0)))
                        .status())
                .isEqualTo(303);
        var page = session.get("/app/plans").body();
        assertThat(page).contains("Only the owner of").doesNotContain("id=\"choose-team\"");
        assertThat(session.postForm("/app/plans", Map.of("csrf", csrf, "plan_id", "team"))
                        .status())
                .isEqualTo(404);
        assertThat(session.get("/app/plans").body())
                .containsPattern("id=\"plan-free\"><td><b>Free</b> <span[^>]*>current");
    }
}
