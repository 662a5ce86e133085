package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.testing.Eventually;
import io.sigment.emulator.world.Creator;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.HeadlessChromium;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestCredits;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 26 item 4's "done when" in headless Chromium at phone and desktop sizes, on a stack whose agents may spend
 * 15 credits a day: the workspace's agent spends them through {@code /mcp} and is refused the next analysis; the
 * person then starts one in the app, follows its job page (it reloads itself, no script) to completion, sees the
 * numbers, the interest graph and the heatmap, makes a public link, opens it signed out, turns it off and sees it
 * gone. Screenshots: target/browser-screenshots/app/analyses-*.
 */
@Tag("browser")
class AnalysesInBrowserTest {
    private static final Duration JOB = Duration.ofMinutes(3);
    private static AppBrowser app;
    private static HeadlessChromium chromium;
    private static LocalStack stack;

    @BeforeAll
    static void start() {
        app = AppBrowser.start();
        chromium = app.chromium;
        stack = TestStack.startOwn(config -> config.with(Setting.AGENT_DAILY_CAP, 15)
                .with(Setting.SANDBOX_PAYMENTS, true)
                .with(Setting.CALLS_PER_MINUTE, 1000));
    }

    @AfterAll
    static void stop() {
        if (app != null) app.close();
        if (stack != null) stack.close();
    }

    private static List<String> creators(int from, int count) {
        return stack
                .emulator()
                .orElseThrow()
                .world()
                .platform(Platform.INSTAGRAM)
                .creators()
                .subList(from, from + count)
                .stream()
                .map(Creator::handle)
                .toList();
    }

    private static JsonObject analyze(List<String> handles) {
        return new JsonObject()
                .put("platform", "instagram")
                .put("handles", new JsonArray(handles))
                .put("max_credits", 15);
    }

    private static String text(String id) {
        return chromium.driver().findElement(By.id(id)).getText();
    }

    private static McpHttp.Reply signedOut(String url) {
        return McpHttp.send(HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(30))
                .GET()
                .build());
    }

    @Test
    void past_the_agents_exhausted_cap_a_person_runs_an_analysis_sees_its_pictures_and_shares_it() throws IOException {
        var user = TestAccounts.newUser(stack);
        TestCredits.topUp(stack, user.workspaceIds().get(0), 100);
        var agent = new McpHttp(stack.gatewayUrl() + "/mcp", user.apiKey());
        agent.ok("analyze_creators", analyze(creators(0, 3)));
        assertThat(agent.error("analyze_creators", analyze(creators(3, 3)))).startsWith("Daily agent spend cap");

        var browser = chromium.driver();
        var from = 10;
        for (var size : AppBrowser.SIZES) {
            var name = "analyses-" + size[0];
            var handles = creators(from, 4);
            from += 4;
            app.signIn(stack, user, size[0], size[1]);
            assertThat(text("agent-spend")).isEqualTo("15 / 15");
            app.press(browser.findElement(By.id("analyses-link")));
            app.waitFor(d -> d.getCurrentUrl().contains("/app/analyses"));
            browser.findElement(By.id("handles")).sendKeys(String.join("\n", handles));
            app.screenshot(name + "-01-new");
            app.assertFitsWithoutScripts(size[0]);
            app.press(browser.findElement(By.id("start-analysis")));
            app.waitFor(d -> d.getCurrentUrl().contains("/app/jobs?job_id="));
            var first = browser.getPageSource();
            if (first.contains("id=\"job-status\">running")) {
                assertThat(first)
                        .as("it reloads itself while the job runs")
                        .contains("http-equiv=\"refresh\" content=\"2\"")
                        .doesNotContain("<script");
                app.screenshot(name + "-02-running");
            }
            awaitJobDone();
            assertThat(text("job-status")).as(text("job")).isEqualTo("completed");
            assertThat(text("job-credits")).contains("15 charged");
            assertThat(browser.findElements(By.cssSelector("meta[http-equiv=refresh]")))
                    .isEmpty();
            app.screenshot(name + "-03-done");

            app.press(browser.findElement(By.id("open-result")));
            app.waitFor(d -> !d.findElements(By.id("result")).isEmpty());
            var nodes = browser.findElements(By.cssSelector("svg#interest-graph g.node"));
            assertThat(nodes.stream().map(n -> n.getAttribute("data-handle")))
                    .containsExactlyInAnyOrderElementsOf(handles);
            assertThat(browser.findElements(By.cssSelector("svg#overlap-heatmap rect.cell")))
                    .hasSize(16);
            assertThat(text("result"))
                    .contains("95% interval", "Top creators by core audience", "Strongest audience overlaps");
            app.screenshot(name + "-04-analysis");
            app.assertFitsWithoutScripts(size[0]);
            var analysisPage = browser.getCurrentUrl();

            assertThat(text("not-shared")).startsWith("Not shared");
            app.press(browser.findElement(By.id("create-share-link")));
            app.waitFor(d ->
                    !d.findElements(By.cssSelector("#share-links a.share-url")).isEmpty());
            var url = browser.findElement(By.cssSelector("#share-links a.share-url"))
                    .getAttribute("href");
            app.screenshot(name + "-05-shared");

            browser.manage().deleteAllCookies();
            chromium.open(url);
            assertThat(browser.findElements(By.cssSelector("svg#interest-graph g.node")))
                    .hasSize(4);
            assertThat(browser.findElement(By.tagName("main")).getText()).contains("link expires");
            app.screenshot(name + "-06-public");

            app.signIn(stack, user, size[0], size[1]);
            chromium.open(analysisPage);
            app.press(browser.findElement(By.cssSelector("#share-links button.danger")));
            app.waitFor(d -> !d.findElements(By.id("not-shared")).isEmpty());
            assertThat(signedOut(url).status()).isEqualTo(404);
            browser.manage().deleteAllCookies();
            chromium.open(url);
            assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("Link not available");
            app.screenshot(name + "-07-revoked");
        }
        app.signIn(stack, user, 1280, 900);
        assertThat(text("agent-spend"))
                .as("the person's analyses are not agent spend")
                .isEqualTo("15 / 15");
    }

    @Test
    void a_person_re_runs_optimizes_discovers_and_shares_a_list_and_each_refusal_reads_as_the_service_says()
            throws IOException {
        var user = TestAccounts.newUser(stack);
        var workspace = user.workspaceIds().get(0);
        TestCredits.topUp(stack, workspace, 100);
        var session = new BrowserSession(stack.config().publicBaseUrl());
        session.signIn(TestAccounts.email(user), TestAccounts.password(stack, user));
        var handles = String.join(",", creators(40, 3));
        assertThat(session.postForm("/app/analyses", Map.of("platform", "instagram", "handles", handles))
                        .status())
                .as("no CSRF token")
                .isEqualTo(403);
        var csrf = session.get("/app/analyses").hiddenFields().get("csrf");
        var tooMany = session.postForm(
                "/app/analyses",
                Map.of("csrf", csrf, "platform", "instagram", "handles", String.join("\n", creators(50, 21))));
        assertThat(tooMany.status()).isEqualTo(403);
        assertThat(tooMany.body()).contains("Plan limit: the Free plan analyzes up to 20 creators");

        var job = finished(
                session,
                session.postForm("/app/analyses", Map.of("csrf", csrf, "platform", "instagram", "handles", handles)));
        var analysisPage = result(job);
        assertThat(session.get(analysisPage).body())
                .contains("id=\"interest-graph\"")
                .contains("id=\"rerun-analysis\"");
        var analysisId = analysisPage.substring(analysisPage.lastIndexOf('/') + 1);
        var rerun = finished(session, session.postForm(analysisPage + "/rerun", Map.of("csrf", csrf)));
        assertThat(rerun).contains("5 charged");

        var optimize = Map.of("csrf", csrf, "min_core_pct", "7", "min_core_reach", "1000");
        assertThat(session.postForm("/app/analyses/" + analysisId + "/optimize", optimize)
                        .body())
                .contains("Plan limit: the Free plan does not include optimize_selection");
        TestCredits.setPlan(stack, workspace, "pro");
        var best = session.postForm("/app/analyses/" + analysisId + "/optimize", optimize);
        assertThat(best.status()).isEqualTo(200);
        assertThat(best.body()).contains("<h1>Best selection</h1>").contains("Charged 5 credits");

        var discovery = finished(
                session,
                session.postForm(
                        "/app/discoveries", Map.of("csrf", csrf, "topic", "home workouts", "platform", "instagram")));
        var found = session.get(result(discovery)).body();
        assertThat(found)
                .contains("<h1>home workouts</h1>")
                .contains("name=\"handle\"")
                .contains("Strongest overlaps");

        var agent = new McpHttp(stack.gatewayUrl() + "/mcp", user.apiKey());
        var listId = agent.ok("create_creator_list", new JsonObject().put("name", "Launch <b>picks</b>"))
                .getString("list_id");
        assertThat(session.get("/app/lists").body())
                .contains("Launch &lt;b&gt;picks&lt;/b&gt;")
                .doesNotContain("<b>picks");
        assertThat(session.postForm("/app/lists/" + listId + "/share", Map.of("csrf", csrf))
                        .location())
                .isEqualTo("/app/lists/" + listId);
        var listPage = session.get("/app/lists/" + listId).body();
        var url = listPage.replaceAll("(?s).*class=\"share-url\" href=\"([^\"]+)\".*", "$1");
        assertThat(signedOut(url).status()).isEqualTo(200);
        var linkId = listPage.replaceAll("(?s).*id=\"revoke-([A-Za-z0-9_]+)\".*", "$1");
        var revoked = session.postForm(
                "/app/share-links/" + linkId + "/revoke",
                Map.of("csrf", csrf, "return_to", "https://elsewhere.example/app/"));
        assertThat(revoked.location()).as("never back to another site").isEqualTo("/app");
        assertThat(signedOut(url).status()).isEqualTo(404);
        assertThat(session.get("/app/lists/" + listId).body()).contains("id=\"not-shared\"");

        var base = stack.config().publicBaseUrl();
        for (var size : AppBrowser.SIZES) {
            app.signIn(stack, user, size[0], size[1]);
            for (var page : List.of("/app/discoveries", result(discovery), "/app/lists", "/app/lists/" + listId)) {
                chromium.open(base + page);
                assertThat(chromium.driver().findElement(By.tagName("h1")).getText())
                        .isNotBlank();
                app.assertFitsWithoutScripts(size[0]);
                app.screenshot("work-" + size[0] + page.replaceAll("[^a-z]+", "-"));
            }
        }
    }

    /** Follows a start's redirect to its job page, long-polling it ({@code wait}), until the job is done. */
    private static String finished(BrowserSession session, BrowserSession.Page started) {
        assertThat(started.status()).as(started.body()).isEqualTo(303);
        assertThat(started.location()).startsWith("/app/jobs?job_id=");
        var first = session.get(started.location()).body();
        var page = first.contains("id=\"job-status\">running")
                ? Eventually.poll(
                        JOB,
                        Duration.ZERO,
                        () -> session.get(started.location() + "&wait=20").body(),
                        read -> !read.contains("id=\"job-status\">running"))
                : first;
        assertThat(page).contains("id=\"job-status\">completed");
        return page;
    }

    private static String result(String jobPage) {
        return jobPage.replaceAll("(?s).*id=\"open-result\" href=\"([^\"]+)\".*", "$1");
    }

    /** The job page reloads itself every 2 s until the job is done. */
    private static void awaitJobDone() {
        try {
            new WebDriverWait(chromium.driver(), JOB)
                    .pollingEvery(Duration.ofMillis(250))
                    .ignoring(RuntimeException.class)
                    .until(d -> !d.findElement(By.id("job-status")).getText().equals("running"));
        } catch (TimeoutException e) {
            throw new AssertionError("the job did not finish: " + text("job"), e);
        }
    }
}
