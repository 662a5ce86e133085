package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.net.httpserver.HttpServer;
import io.sigment.common.testing.Eventually;
import io.sigment.emulator.world.Creator;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.HeadlessChromium;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.NodeClients;
import io.sigment.system.testing.TestCredits;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.awt.image.BufferedImage;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.text.NumberFormat;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The MCP Apps views in a real browser: a small host page built on {@code @modelcontextprotocol/ext-apps}' host
 * side (AppBridge, system-tests/src/test/node-apps-host) loads each view as our server serves it from
 * {@code resources/read}, under the CSP its {@code _meta} declares, and hands it a real tool result from the
 * running stack; the view's requests through the bridge are answered from reads of the same stack. Checked in
 * headless Chromium at phone and desktop width: what each view draws, no console error, no network request from
 * the view, and that the analysis view calls only read-only tools. Screenshots: system-tests/target/app-view-screenshots/.
 * Skipped, saying why, without Node.js (the host is bundled with esbuild) or without chromium.
 */
@Tag("browser")
@Tag("node")
class AppViewsInBrowserTest {
    private static final Path SOURCES = Path.of("src", "test", "node-apps-host");
    private static final Path WORK = Path.of("target", "apps-host");
    private static final Path SHOTS = Path.of("target", "app-view-screenshots");
    private static HeadlessChromium chromium;
    private static HttpServer hostServer;
    private static String hostUrl;
    private static McpHttp mcp;
    private static List<String> chosen;
    private static JsonObject analysisInput;
    private static JsonObject analysisResult;
    private static JsonObject targetsAnswer;
    private static String picturesUri;
    private static JsonObject pictures;
    private static JsonObject discoveryInput;
    private static JsonObject discoveryResult;
    private static JsonObject selectionInput;
    private static JsonObject selectionResult;
    private static JsonArray tools;

    @BeforeAll
    static void aHostPageAndRealResults() throws Exception {
        assumeTrue(
                NodeClients.available(),
                "Node.js is not installed: the MCP Apps host page (ext-apps, bundled with "
                        + "esbuild) cannot be built, so the views' browser test cannot run here");
        chromium = HeadlessChromium.start();
        buildHost();

        var stack = TestStack.shared();
        chosen = EmulatorTruth.twoSubtopics(EmulatorTruth.instagram(stack), 3).stream()
                .map(Creator::handle)
                .toList();
        var agent = new AnalysisAgent();
        TestCredits.setPlan(agent.workspace(), "pro");
        TestCredits.topUp(agent.workspace(), 50);
        var analysisId = agent.analyzeCreators(chosen).analysisId();
        mcp = new McpHttp(stack.gatewayUrl() + "/mcp", agent.user.apiKey());
        tools = mcp.request("tools/list", new JsonObject()).getJsonArray("tools");

        analysisInput = new JsonObject().put("platform", "instagram").put("analysis_id", analysisId);
        analysisResult = mcp.callTool("get_analysis_result", analysisInput);
        var shown = analysisResult.getJsonObject("structuredContent");
        picturesUri = "sigment://analysis-pictures/instagram/" + analysisId
                + (shown.getString("snapshot_id") == null ? "" : "/" + shown.getString("snapshot_id"));
        pictures = mcp.request("resources/read", new JsonObject().put("uri", picturesUri));
        var targets = new JsonObject()
                .put("platform", "instagram")
                .put("analysis_id", analysisId)
                .put("min_core_pct", 20);
        if (shown.getString("snapshot_id") != null) targets.put("snapshot_id", shown.getString("snapshot_id"));
        targetsAnswer = new JsonObject()
                .put("key", "get_analysis_result " + targets.encode())
                .put("result", mcp.callTool("get_analysis_result", targets));

        var discoveryId = agent.discover("yoga", new JsonObject()).discoveryId();
        discoveryInput = new JsonObject().put("discovery_id", discoveryId);
        discoveryResult = mcp.callTool("get_discovery", discoveryInput);

        selectionInput = new JsonObject()
                .put("analysis_id", analysisId)
                .put("min_core_pct", 50)
                .put("min_core_reach", 1_000_000)
                .put("max_credits", 5);
        selectionResult = mcp.callTool("optimize_selection", selectionInput);
        for (var result : List.of(analysisResult, discoveryResult, selectionResult)) {
            assertThat(result.getBoolean("isError")).as(result.encode()).isFalse();
        }
    }

    /** npm ci and an esbuild bundle of the host under target/, served from a loopback port of its own. */
    private static void buildHost() throws Exception {
        Files.createDirectories(WORK);
        for (var file : List.of("package.json", "package-lock.json", "host.mjs", "host.html")) {
            Files.copy(SOURCES.resolve(file), WORK.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        var install = run("npm", "ci", "--no-audit", "--no-fund");
        assertThat(install.exitCode()).as("npm ci:\n" + install.output()).isZero();
        var bundle = run(
                "node_modules/.bin/esbuild",
                "host.mjs",
                "--bundle",
                "--format=esm",
                "--platform=browser",
                "--outfile=host.bundle.js",
                "--log-level=warning");
        assertThat(bundle.exitCode()).as("esbuild:\n" + bundle.output()).isZero();
        hostServer = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        hostServer.createContext("/", exchange -> {
            var name = exchange.getRequestURI().getPath().equals("/")
                    ? "host.html"
                    : exchange.getRequestURI().getPath().substring(1);
            var file = WORK.resolve(name);
            if (!List.of("host.html", "host.bundle.js").contains(name) || !Files.exists(file)) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            var body = Files.readAllBytes(file);
            exchange.getResponseHeaders()
                    .add("Content-Type", name.endsWith(".js") ? "text/javascript" : "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        hostServer.start();
        hostUrl = "http://127.0.0.1:" + hostServer.getAddress().getPort() + "/";
    }

    private static NodeClients.Run run(String... command) throws Exception {
        var builder = new ProcessBuilder(command).directory(WORK.toFile()).redirectErrorStream(true);
        var log = Files.createTempFile("apps-host", ".log");
        var process = builder.redirectOutput(log.toFile()).start();
        if (!process.waitFor(300, java.util.concurrent.TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new NodeClients.Run(-1, "timed out: " + Files.readString(log));
        }
        return new NodeClients.Run(process.exitValue(), Files.readString(log));
    }

    @AfterAll
    static void stop() {
        if (chromium != null) chromium.close();
        if (hostServer != null) hostServer.stop(0);
    }

    /** Loads {@code uri} into the host page, as our server serves it, with this tool call's input and result. */
    private static void host(String uri, JsonObject input, JsonObject result, JsonObject answers) {
        var view = mcp.request("resources/read", new JsonObject().put("uri", uri))
                .getJsonArray("contents")
                .getJsonObject(0);
        chromium.networkRequests();
        chromium.open(hostUrl);
        var page = chromium.driver();
        await("the host page's script", () -> Boolean.TRUE.equals(page.executeScript("return !!window.sigmentHost")));
        page.executeScript(
                "window.sigmentHost.load(JSON.parse(arguments[0]), JSON.parse(arguments[1]), "
                        + "JSON.parse(arguments[2]), JSON.parse(arguments[3]))",
                view.encode(),
                input.encode(),
                result.encode(),
                answers.encode());
        await(
                "the view initialized and got the result",
                () -> Boolean.TRUE.equals(page.executeScript("return window.sigmentHost.ready")));
        page.switchTo().frame(page.findElement(By.id("view")));
    }

    private static JsonObject answers(JsonObject tools, JsonObject resources) {
        return new JsonObject().put("tools", tools).put("resources", resources);
    }

    private static void await(String what, Supplier<Boolean> condition) {
        Eventually.await(what, Duration.ofSeconds(20), Duration.ofMillis(50), condition::get);
    }

    /** No console error in any frame, and nothing asked of the network but the host page itself. */
    private static void quietAndOffline() {
        assertThat(chromium.consoleErrors()).isEmpty();
        assertThat(chromium.networkRequests()).allSatisfy(url -> assertThat(url).startsWith(hostUrl));
    }

    private static void screenshot(String name) throws Exception {
        var page = chromium.driver();
        page.switchTo().frame(page.findElement(By.id("view")));
        page.executeScript("window.scrollTo(0, 0)");
        var content = ((Number) page.executeScript("return document.documentElement.scrollHeight")).intValue();
        page.switchTo().defaultContent();
        await(
                "the host sized the frame to the view",
                () -> ((Number) page.executeScript("return document.getElementById('view').clientHeight")).intValue()
                        >= content);
        await(
                "the host sized the frame",
                () -> ((Number) chromium.driver().executeScript("return document.getElementById('view').offsetHeight"))
                                .intValue()
                        > 220);
        page.executeScript("window.scrollTo(0, 0)");
        @SuppressWarnings("unchecked")
        var frame = (Map<String, Number>) page.executeScript("const r = document.getElementById('view')"
                + ".getBoundingClientRect(); return {left: r.left, top: r.top, width: r.width, height: r.height}");
        var shot = chromium.screenshot(SHOTS, name);
        assertThat(Files.size(shot)).isGreaterThan(10_000);
        var image = ImageIO.read(shot.toFile());
        int left = frame.get("left").intValue() + 4;
        int right = left + frame.get("width").intValue() - 8;
        int top = frame.get("top").intValue() + 4;
        int height = frame.get("height").intValue() - 8;
        assertThat(drawn(image, left, right, top, top + height / 3))
                .as("the view drawn in its top third")
                .isTrue();
        assertThat(drawn(image, left, right, top + height * 2 / 3, top + height))
                .as("and in its bottom third")
                .isTrue();
    }

    /** Whether anything but the view's white background lies in the rectangle (a blank frame is all white). */
    private static boolean drawn(BufferedImage image, int left, int right, int top, int bottom) {
        for (int y = Math.max(0, top); y < Math.min(bottom, image.getHeight()); y++) {
            for (int x = Math.max(0, left); x < Math.min(right, image.getWidth()); x++) {
                var rgb = image.getRGB(x, y);
                if (((rgb >> 16) & 0xff) < 200 || ((rgb >> 8) & 0xff) < 200 || (rgb & 0xff) < 200) return true;
            }
        }
        return false;
    }

    private static String whole(Number n) {
        return NumberFormat.getIntegerInstance(Locale.US).format(Math.round(n.doubleValue()));
    }

    @ParameterizedTest
    @CsvSource({"375, 812, phone", "1280, 900, desktop"})
    void the_analysis_view_draws_every_creator_every_cell_and_the_numbers(int width, int height, String name)
            throws Exception {
        chromium.viewport(width, height);
        host(
                "ui://sigment/analysis",
                analysisInput,
                analysisResult,
                answers(
                        new JsonObject().put(targetsAnswer.getString("key"), targetsAnswer.getJsonObject("result")),
                        new JsonObject().put(picturesUri, pictures)));
        var page = chromium.driver();
        await(
                "the pictures",
                () -> !page.findElements(By.cssSelector("svg#interest-graph g.node"))
                        .isEmpty());
        var nodes = page.findElements(By.cssSelector("svg#interest-graph g.node"));
        assertThat(nodes.stream().map(n -> n.getAttribute("data-handle")))
                .as("one node per creator")
                .containsExactlyInAnyOrderElementsOf(chosen);
        assertThat(page.findElements(By.cssSelector("svg#overlap-heatmap rect.cell")))
                .hasSize(chosen.size() * chosen.size());
        for (var picture : List.of("interest-graph", "overlap-heatmap")) {
            assertThat(page.executeScript(
                            "const svg = document.getElementById(arguments[0]); return svg instanceof SVGSVGElement "
                                    + "&& svg.getBoundingClientRect().width > Math.min(300, arguments[1] - 60) && svg.getBoundingClientRect().height > 150",
                            picture,
                            width))
                    .as(picture + " drawn as SVG, wide enough")
                    .isEqualTo(true);
        }
        var overview = analysisResult.getJsonObject("structuredContent").getJsonObject("overview");
        var headline = page.findElement(By.id("headline")).getText();
        assertThat(headline).contains("(95% interval)", whole((Number) overview.getValue("unique_audience_sample")));
        assertThat(headline)
                .as("every headline number drawn, the audience estimate's included")
                .doesNotContain("–");
        assertThat(page.findElement(By.id("recommended")).getText())
                .startsWith("These ")
                .contains("core");
        assertThat(page.findElements(By.cssSelector("#top-creators tbody tr"))).isNotEmpty();

        page.findElement(By.cssSelector("#targets button")).click();
        await(
                "the target's answer",
                () -> !page.findElement(By.id("targets-answer")).getText().isBlank());
        assertThat(page.findElement(By.id("targets-answer")).getText()).startsWith("Target");
        page.switchTo().defaultContent();
        @SuppressWarnings("unchecked")
        var called = (List<Map<String, Object>>) page.executeScript("return window.sigmentHost.calls");
        assertThat(called)
                .isNotEmpty()
                .allSatisfy(call -> assertThat(readOnly((String) call.get("name")))
                        .as(call.get("name") + " is a read-only, free tool")
                        .isTrue());
        assertThat(readOnly("optimize_selection")).isFalse();
        quietAndOffline();
        screenshot("analysis-" + name);
    }

    @ParameterizedTest
    @CsvSource({"375, 812, phone", "1280, 900, desktop"})
    void the_discovery_view_lists_every_creator_of_every_group(int width, int height, String name) throws Exception {
        chromium.viewport(width, height);
        host("ui://sigment/discovery", discoveryInput, discoveryResult, answers(new JsonObject(), new JsonObject()));
        var page = chromium.driver();
        var groups = discoveryResult.getJsonObject("structuredContent").getJsonArray("groups");
        var expected = groups.stream()
                .mapToInt(g -> ((JsonObject) g).getJsonArray("creators").size())
                .sum();
        assertThat(expected).isPositive();
        await(
                "the creators",
                () -> page.findElements(By.cssSelector("li.creator")).size() == expected);
        assertThat(page.findElements(By.cssSelector("ul.group"))).hasSize(groups.size());
        assertThat(page.findElement(By.id("headline")).getText())
                .isEqualTo(groups.size() + " groups, " + expected + " creators shown.");
        page.switchTo().defaultContent();
        quietAndOffline();
        screenshot("discovery-" + name);
    }

    @ParameterizedTest
    @CsvSource({"375, 812, phone", "1280, 900, desktop"})
    void the_selection_view_shows_the_current_and_best_selection(int width, int height, String name) throws Exception {
        chromium.viewport(width, height);
        host("ui://sigment/selection", selectionInput, selectionResult, answers(new JsonObject(), new JsonObject()));
        var page = chromium.driver();
        await(
                "the selections",
                () -> page.findElements(By.cssSelector("#headline .card")).size() == 2);
        var best = selectionResult.getJsonObject("structuredContent").getJsonObject("best");
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
        quietAndOffline();
        screenshot("selection-" + name);
    }

    private static boolean readOnly(String tool) {
        return tools.stream()
                .map(JsonObject.class::cast)
                .filter(t -> t.getString("name").equals(tool))
                .findFirst()
                .map(t -> t.getJsonObject("annotations").getBoolean("readOnlyHint", false))
                .orElse(false);
    }
}
