package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestCredits;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Issue 26 item 1 in headless Chromium at phone and desktop sizes, on pages without a script: a person creates a
 * workspace, renames it and switches between workspaces; each row shows plan, balance and today's agent spend.
 * Names are escaped; a form without the CSRF token is refused. Screenshots go to target/browser-screenshots/app.
 */
@Tag("browser")
class WorkspacesInBrowserTest extends AppBrowserTest {
    private static String row(String name) {
        return chromium.driver().findElements(By.cssSelector("#workspaces tr[id^=workspace-]")).stream()
                .map(e -> e.getText())
                .filter(text -> text.contains(name))
                .findFirst()
                .orElse("");
    }

    @Test
    void a_person_creates_renames_and_switches_workspaces_each_showing_plan_balance_and_agent_spend()
            throws IOException {
        var user = TestAccounts.newUser(stack);
        TestCredits.topUp(stack, user.workspaceIds().get(0), 70);
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            app.signIn(stack, user, size[0], size[1]);
            assertThat(row("Workspace " + user.workspaceIds().get(0)))
                    .contains("free")
                    .contains("owner")
                    .contains("70")
                    .contains("current");
            app.screenshot("workspaces-" + size[0] + "-01-one");

            var name = "Team <b>" + size[0] + "</b>";
            browser.findElement(By.id("new-workspace-name")).sendKeys(name);
            app.press(browser.findElement(By.id("create-workspace")));
            app.waitFor(d -> row(name).contains("current"));
            assertThat(browser.getPageSource()).doesNotContain("<b>" + size[0] + "</b>");
            assertThat(browser.findElement(By.id("balance")).getText()).isEqualTo("0");
            assertThat(row(name)).contains("free").contains("owner");
            app.screenshot("workspaces-" + size[0] + "-02-created");
            app.assertFitsWithoutScripts(size[0]);

            var renamed = "Renamed " + size[0];
            var field = browser.findElement(By.id("workspace-name"));
            field.clear();
            field.sendKeys(renamed);
            app.press(browser.findElement(By.id("rename-workspace")));
            app.waitFor(d -> row(renamed).contains("current"));
            assertThat(browser.findElement(By.cssSelector("#credits h2")).getText())
                    .contains(renamed);

            var first =
                    browser.findElement(By.id("workspace-" + user.workspaceIds().get(0)));
            app.press(first.findElement(By.xpath(".//button[text()='Switch']")));
            app.waitFor(d -> row("Workspace " + user.workspaceIds().get(0)).contains("current"));
            assertThat(browser.findElement(By.id("balance")).getText()).isEqualTo("70");
            app.screenshot("workspaces-" + size[0] + "-03-switched");
        }
    }

    @Test
    void workspace_forms_need_the_csrf_token_and_only_the_owner_renames() {
        var user = TestAccounts.newUser(stack);
        var session = new BrowserSession(stack.config().publicBaseUrl());
        session.signIn(TestAccounts.email(user), TestAccounts.password(stack, user));
        assertThat(session.postForm("/app/workspaces", Map.of("name", "No token"))
                        .status())
                .isEqualTo(403);
        var page = session.get("/app");
        var csrf = page.hiddenFields().get("csrf");
        assertThat(session.postForm(
                                "/app/workspaces/rename",
                                Map.of("csrf", csrf, "workspace_id", "ws_someone_else", "name", "Mine now"))
                        .status())
                .isEqualTo(404);
        assertThat(session.get("/app").body()).doesNotContain("No token").doesNotContain("Mine now");
        var created = session.postForm("/app/workspaces", Map.of("csrf", csrf, "name", "Via form"));
        assertThat(created.status()).as(created.body()).isEqualTo(303);
        assertThat(session.get("/app").body()).contains("Via form");
    }
}
