package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Issue 40 (M2) in headless Chromium at phone and desktop sizes: the owner of a Team workspace sees the key a member
 * made for it (who made it, where it acts, when made and last used) beside their own, revokes it, and turns key
 * creation by members off; the member's new-key select then shows the team closed. Screenshots:
 * target/browser-screenshots/app/keys-*.
 */
@Tag("browser")
class OwnerKeysInBrowserTest extends AppBrowserTest {

    private static WebElement keyRow(String keyId) {
        return chromium.driver().findElement(By.id("key-" + keyId));
    }

    @Test
    void an_owner_sees_and_revokes_a_members_key_and_turns_off_key_creation_by_members() throws IOException {
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            var owner = TestAccounts.newUser(stack);
            var member = TestAccounts.newUser(stack);
            var team = owner.workspaceIds().get(0);
            var sessions = MemberKeysTest.team(stack, owner, member);
            var membersKey = MemberKeysTest.createKey(sessions[1], "Member's CI", team);
            var agent = new McpHttp(stack.mcpUrl(), membersKey.getString("api_key"));
            assertThat(agent.ok("get_account", new JsonObject()).toString()).contains(team);
            var keyId = membersKey.getString("key_id");
            TestAccounts.awaitKeyUseRecorded(stack, keyId);

            app.signIn(stack, owner, size[0], size[1]);
            browser.findElement(By.id("key-name")).sendKeys("Owner's deploy");
            app.press(browser.findElement(By.id("create-key")));
            app.waitFor(d -> !d.findElements(By.id("new-key-value")).isEmpty());
            app.waitFor(d -> !d.findElements(By.id("key-" + keyId)).isEmpty());
            var row = keyRow(keyId).getText();
            assertThat(row)
                    .contains("Member's CI")
                    .contains("Test " + member.userId().substring(5))
                    .contains("Workspace " + team)
                    .as("made and used today")
                    .contains(LocalDate.now(ZoneOffset.UTC).toString())
                    .doesNotContain("never")
                    .doesNotContain("revoked");
            assertThat(browser.findElement(By.id("key-list")).getText())
                    .contains("Owner's deploy")
                    .contains("you");
            app.screenshot("keys-" + size[0] + "-01-owner-sees-members-key");
            app.assertFitsWithoutScripts(size[0]);

            app.press(keyRow(keyId).findElement(By.xpath(".//button[text()='Revoke']")));
            app.waitFor(d -> d.findElement(By.id("key-" + keyId)).getText().contains("revoked"));
            assertThat(agent.error("get_account", new JsonObject()))
                    .startsWith("Access for \"Member's CI\" was revoked");

            app.press(browser.findElement(By.id("member-keys-" + team)).findElement(By.tagName("button")));
            app.waitFor(
                    d -> d.findElement(By.id("member-keys-" + team)).getText().contains("members may not create keys"));
            assertThat(browser.findElement(By.id("api-keys")).getText())
                    .contains("Keys they made before keep working until you revoke them");
            app.screenshot("keys-" + size[0] + "-02-revoked-and-member-creation-off");

            app.signIn(stack, member, size[0], size[1]);
            var teamOption = browser.findElement(By.cssSelector("#key-workspace option[value='" + team + "']"));
            assertThat(teamOption.getText()).contains("its owner turned key creation off");
            assertThat(teamOption.isEnabled()).isFalse();
            assertThat(keyRow(keyId).getText()).as("its maker sees it revoked").contains("revoked");
            app.screenshot("keys-" + size[0] + "-03-member-sees-team-closed");
        }
    }
}
