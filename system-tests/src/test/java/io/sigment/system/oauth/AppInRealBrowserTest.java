package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OAuthClientFlow;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The app in a real browser (Debian's chromium + chromedriver, driven by Selenium; {@code .ci/run} installs them):
 * sign in, connect an agent through the consent page, approve it, create and revoke an API key. A screenshot of
 * each page goes to target/browser-screenshots. Skipped, saying why, where chromium cannot be had.
 */
@Tag("browser")
class AppInRealBrowserTest {
    private static final Path SHOTS = Path.of("target", "browser-screenshots");
    private static WebDriver browser;
    private static LocalStack stack;

    @BeforeAll
    static void start() throws IOException {
        var chromium = firstExecutable("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome");
        var driver = firstExecutable("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver");
        assumeTrue(
                chromium.isPresent() && driver.isPresent(),
                "chromium and chromedriver are not installed "
                        + "(apt-get install -y chromium chromium-driver; .ci/run does it): the real-browser test cannot run here");
        stack = TestStack.shared();
        var options = new ChromeOptions()
                .setBinary(chromium.get().toString())
                .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,1000");
        var service = new ChromeDriverService.Builder()
                .usingDriverExecutable(driver.get().toFile())
                .usingAnyFreePort()
                .build();
        browser = new ChromeDriver(service, options);
        browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.quit();
    }

    @Test
    void a_person_signs_in_approves_an_agent_and_creates_and_revokes_an_api_key() throws IOException {
        var user = TestAccounts.newUser(stack);
        var base = stack.config().publicBaseUrl();
        browser.get(base + "/app");
        assertThat(browser.getCurrentUrl()).contains("/app/sign-in");
        screenshot("01-sign-in");
        browser.findElement(By.id("email")).sendKeys(TestAccounts.email(user));
        browser.findElement(By.id("password")).sendKeys(TestAccounts.password(stack, user));
        browser.findElement(By.id("sign-in")).click();
        waitFor(d -> d.getCurrentUrl().endsWith("/app"));
        assertThat(browser.findElement(By.id("credits")).getText()).contains("Balance");
        screenshot("02-app");

        var flow = new OAuthClientFlow(stack.gatewayUrl(), stack.mcpUrl(), "Browser Agent");
        browser.get(flow.authorizeUrl(Map.of()).replace(stack.gatewayUrl(), base));
        assertThat(browser.findElement(By.tagName("main")).getText())
                .contains("Browser Agent")
                .contains("unverified")
                .contains(TestAccounts.email(user));
        screenshot("03-consent");
        browser.findElement(By.id("allow")).click();
        waitFor(d -> d.getCurrentUrl().startsWith(OAuthClientFlow.REDIRECT));
        var code = OAuthClientFlow.callbackParameters(browser.getCurrentUrl()).get("code");
        var token = flow.redeem(code, flow.verifier).json().getString("access_token");
        var agent = new McpHttp(stack.gatewayUrl() + "/mcp", token);
        assertThat(McpHttp.text(agent.callTool("get_account", new JsonObject())))
                .contains("is not approved");

        browser.get(base + "/app");
        var agentRow = browser.findElement(By.cssSelector("#agents tr[id^=agent-]"));
        assertThat(agentRow.getText()).contains("Browser Agent").contains("not approved");
        screenshot("04-agent-not-approved");
        agentRow.findElement(By.xpath(".//button[text()='Approve']")).click();
        waitFor(d -> d.findElement(By.cssSelector("#agents tr[id^=agent-]"))
                        .getText()
                        .contains("approved")
                && !d.findElement(By.cssSelector("#agents tr[id^=agent-]"))
                        .getText()
                        .contains("not approved"));
        screenshot("05-agent-approved");
        assertThat(agent.callTool("get_account", new JsonObject()).getBoolean("isError", false))
                .isFalse();

        browser.findElement(By.cssSelector("#agents tr[id^=agent-]"))
                .findElement(By.xpath(".//button[text()='Revoke']"))
                .click();
        waitFor(d -> d.findElement(By.cssSelector("#agents tr[id^=agent-]"))
                .getText()
                .contains("revoked"));
        assertThat(McpHttp.text(agent.callTool("get_account", new JsonObject())))
                .contains("was revoked by the user");
        browser.findElement(By.cssSelector("#agents tr[id^=agent-]"))
                .findElement(By.xpath(".//button[text()='Re-approve']"))
                .click();
        waitFor(d -> !d.findElement(By.cssSelector("#agents tr[id^=agent-]"))
                .getText()
                .contains("revoked"));
        screenshot("05b-agent-re-approved");
        assertThat(agent.callTool("get_account", new JsonObject()).getBoolean("isError", false))
                .isFalse();

        browser.findElement(By.id("key-name")).sendKeys("CI key");
        browser.findElement(By.id("create-key")).click();
        // The page shows the new key when the app's request answers: wait for it, not for the click.
        waitFor(d -> d.findElements(By.id("new-key-value")).stream()
                .anyMatch(e -> !e.getText().isBlank()));
        var key = browser.findElement(By.id("new-key-value")).getText();
        assertThat(key).startsWith("ak_");
        screenshot("06-api-key-created");
        var keyClient = new McpHttp(stack.gatewayUrl() + "/mcp", key);
        assertThat(keyClient.callTool("get_account", new JsonObject()).getBoolean("isError", false))
                .isFalse();
        browser.get(base + "/app");
        waitFor(d -> d.findElements(By.cssSelector("#api-keys tr[id^=key-]")).stream()
                .anyMatch(row -> row.getText().contains("CI key")));
        var keyRow = browser.findElements(By.cssSelector("#api-keys tr[id^=key-]")).stream()
                .filter(row -> row.getText().contains("CI key"))
                .findFirst()
                .orElseThrow();
        assertThat(keyRow.getText()).contains(key.substring(0, 7)).doesNotContain(key);
        keyRow.findElement(By.xpath(".//button[text()='Revoke']")).click();
        waitFor(d -> d.findElements(By.cssSelector("#api-keys tr[id^=key-]")).stream()
                .anyMatch(
                        row -> row.getText().contains("CI key") && row.getText().contains("revoked")));
        screenshot("07-api-key-revoked");
        assertThat(McpHttp.text(keyClient.callTool("get_account", new JsonObject())))
                .startsWith("Access for \"CI key\" was revoked by the user")
                .contains("create a new key");

        browser.findElement(By.id("sign-out")).click();
        waitFor(d -> d.getCurrentUrl().contains("/app/sign-in"));
        assertThat(Files.list(SHOTS).count()).isGreaterThanOrEqualTo(7);
    }

    /**
     * Waits for {@code condition}; a row the page re-rendered while it was being read is read again (Chromium
     * reports that as a stale element or, when the node went mid-read, "Node with given id does not belong to the
     * document").
     */
    private static void waitFor(java.util.function.Function<WebDriver, Boolean> condition) {
        new WebDriverWait(browser, Duration.ofSeconds(15))
                .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .until(driver -> {
                    try {
                        return condition.apply(driver);
                    } catch (org.openqa.selenium.WebDriverException reRendered) {
                        if (String.valueOf(reRendered.getMessage()).contains("does not belong to the document"))
                            return false;
                        throw reRendered;
                    }
                });
    }

    private static void screenshot(String name) throws IOException {
        var file = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(file.toPath(), SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    private static Optional<Path> firstExecutable(String... candidates) {
        return Stream.of(candidates).map(Path::of).filter(Files::isExecutable).findFirst();
    }
}
