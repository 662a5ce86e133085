package io.sigment.gateway.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * A real browser (headless Chromium through chromedriver) renders the start page and a tool page; screenshots
 * go to {@code target/screenshots/}. Skipped, saying why, where Chromium or chromedriver is not installed.
 */
class DocsInBrowserTest {
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static DocsServer server;
    private static ChromeDriver browser;

    @BeforeAll
    static void start() {
        var chromium = installed("chromium", "chromium-browser", "google-chrome");
        var driver = installed("chromedriver");
        assumeTrue(
                chromium.isPresent() && driver.isPresent(),
                "Chromium and chromedriver are not installed "
                        + "(apt-get install chromium chromium-driver): the browser test cannot run here");
        var options = new ChromeOptions()
                .setBinary(chromium.get().toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu");
        var service = new ChromeDriverService.Builder()
                .usingDriverExecutable(driver.get().toFile())
                .usingAnyFreePort()
                .build();
        server = DocsServer.shared();
        browser = new ChromeDriver(service, options);
        browser.manage().window().setSize(new Dimension(1280, 900));
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.quit();
    }

    @Test
    void the_start_page_renders_with_its_navigation_and_stylesheet() throws Exception {
        browser.get(server.docsUrl() + "/");
        assertThat(browser.getTitle()).isEqualTo("Sigment documentation");
        assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("Sigment documentation");
        var nav = browser.findElement(By.tagName("nav"));
        assertThat(nav.findElements(By.tagName("a"))).hasSizeGreaterThan(40);
        assertThat(nav.getRect().getWidth())
                .as("the stylesheet lays the navigation out as a sidebar")
                .isBetween(200, 320);
        assertThat(nav.getCssValue("border-right-style")).isEqualTo("solid");
        screenshot("docs-start.png");
        browser.findElement(By.linkText("Credits, prices and plans")).click();
        assertThat(browser.getCurrentUrl()).isEqualTo(server.docsUrl() + "/credits");
        assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("Credits, prices and plans");
    }

    @Test
    void a_tool_page_renders_its_parameter_table_and_schema() throws Exception {
        browser.get(server.docsUrl() + "/tools/analyze_creators");
        assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("analyze_creators");
        var rows = browser.findElements(By.cssSelector("main table tr"));
        assertThat(rows.stream().map(r -> r.getText()).toList())
                .anySatisfy(text -> assertThat(text).startsWith("max_credits integer yes"));
        assertThat(browser.findElement(By.cssSelector("nav a[aria-current=page]"))
                        .getText())
                .isEqualTo("analyze_creators");
        assertThat(browser.findElement(By.cssSelector("pre code")).getText())
                .contains("\"additionalProperties\" : false");
        screenshot("docs-tool-analyze_creators.png");
    }

    private static void screenshot(String name) throws Exception {
        Files.createDirectories(SCREENSHOTS);
        var png = ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
        Files.write(SCREENSHOTS.resolve(name), png);
        assertThat(png.length).isGreaterThan(10_000);
    }

    private static Optional<Path> installed(String... names) {
        for (var dir : List.of(System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator))) {
            for (var name : names) {
                var candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
