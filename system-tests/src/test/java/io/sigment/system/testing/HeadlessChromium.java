package io.sigment.system.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Headless Chromium driven by Selenium through Debian's chromedriver ({@code .ci/run} installs both): a viewport
 * of an exact size, the console's errors, the hosts a page loaded from, full-page screenshots. Start it in a
 * {@code @BeforeAll}: without chromium it skips the test class and says why.
 */
public final class HeadlessChromium implements AutoCloseable {
    private static final String TWO_FRAMES =
            "const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done()))";
    private final ChromeDriver driver;
    /** The width and height {@link #viewport} set, or null for the window's own. */
    private int[] viewport;

    private HeadlessChromium(ChromeDriver driver) {
        this.driver = driver;
    }

    public static HeadlessChromium start() {
        var chromium = installed("chromium", "chromium-browser", "google-chrome");
        var chromedriver = installed("chromedriver");
        assumeTrue(
                chromium.isPresent() && chromedriver.isPresent(),
                "chromium and chromedriver are not installed "
                        + "(apt-get install -y chromium chromium-driver; .ci/run does it): the browser test cannot run here");
        var logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        logs.enable(LogType.PERFORMANCE, Level.ALL);
        var options = new ChromeOptions()
                .setBinary(chromium.get().toFile())
                .addArguments(
                        "--headless=new",
                        "--no-sandbox",
                        "--disable-dev-shm-usage",
                        "--disable-gpu",
                        "--hide-scrollbars",
                        "--window-size=1280,900");
        options.setCapability("goog:loggingPrefs", logs);
        var service = new ChromeDriverService.Builder()
                .usingDriverExecutable(chromedriver.get().toFile())
                .usingAnyFreePort()
                .build();
        var driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        return new HeadlessChromium(driver);
    }

    public ChromeDriver driver() {
        return driver;
    }

    /** The page's viewport is exactly width × height CSS pixels (a phone is 375 × 812). */
    public void viewport(int width, int height) {
        viewport = new int[] {width, height};
        metrics(width, height);
    }

    private void metrics(int width, int height) {
        driver.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of(
                        "width",
                        width,
                        "height",
                        height,
                        "deviceScaleFactor",
                        1,
                        "mobile",
                        viewport != null && viewport[0] < 600));
    }

    /** Loads {@code url} and waits for it; the console log is emptied first, so errors are this page's. */
    public void open(String url) {
        driver.manage().logs().get(LogType.BROWSER);
        driver.get(url);
    }

    public List<LogEntry> consoleErrors() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= Level.WARNING.intValue())
                .toList();
    }

    /** Every URL the page and its resources were loaded from (navigation and resource timing). */
    @SuppressWarnings("unchecked")
    public List<String> loadedUrls() {
        return (List<String>) driver.executeScript("return performance.getEntries()"
                + ".filter(e => e.entryType === 'navigation' || e.entryType === 'resource').map(e => e.name)");
    }

    /**
     * Every URL any frame of the page asked the network for since the last call (Chromium's own log of
     * {@code Network.requestWillBeSent}, so a sandboxed iframe's requests are in it too).
     */
    public List<String> networkRequests() {
        var urls = new java.util.ArrayList<String>();
        for (var entry : driver.manage().logs().get(LogType.PERFORMANCE).getAll()) {
            var message = new io.vertx.core.json.JsonObject(entry.getMessage()).getJsonObject("message");
            if ("Network.requestWillBeSent".equals(message.getString("method"))) {
                urls.add(
                        message.getJsonObject("params").getJsonObject("request").getString("url"));
            }
        }
        return urls;
    }

    /**
     * The whole page, not only the viewport, as a PNG under {@code directory}. The viewport is made as tall as the
     * page for the capture and the page scrolled to its top: Chromium paints a cross-origin (e.g. sandboxed) iframe
     * only where it meets the viewport, so capturing beyond the viewport left such a frame blank outside it (blank
     * at the top when a click had scrolled the page down). Each frame draws twice before the capture.
     */
    public Path screenshot(Path directory, String name) throws IOException {
        Files.createDirectories(directory);
        driver.switchTo().defaultContent();
        driver.executeScript("window.scrollTo(0, 0)");
        @SuppressWarnings("unchecked")
        var size = (List<Number>) driver.executeScript(
                "return [document.documentElement.scrollWidth, " + "document.documentElement.scrollHeight]");
        var width = size.get(0).intValue();
        var height = size.get(1).intValue();
        metrics(width, height);
        try {
            for (var frame : driver.findElements(By.tagName("iframe"))) {
                driver.switchTo().frame(frame);
                driver.executeAsyncScript(TWO_FRAMES);
                driver.switchTo().defaultContent();
            }
            driver.executeAsyncScript(TWO_FRAMES);
            var clip = Map.of("x", 0, "y", 0, "width", width, "height", height, "scale", 1);
            var shot = (Map<String, Object>) (Map<?, ?>)
                    driver.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png", "clip", clip));
            var file = directory.resolve(name + ".png");
            Files.write(file, Base64.getDecoder().decode((String) shot.get("data")));
            return file;
        } finally {
            if (viewport == null) {
                driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
            } else {
                metrics(viewport[0], viewport[1]);
            }
        }
    }

    @Override
    public void close() {
        driver.quit();
    }

    private static Optional<Path> installed(String... names) {
        for (var dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            for (var name : names) {
                var candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
