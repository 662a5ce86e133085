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
import org.openqa.selenium.By;

/**
 * The MCP Apps views in a real browser, what their classes share ({@link AppViewsInBrowserTest} runs them): a small
 * host page built on {@code @modelcontextprotocol/ext-apps}' host side (AppBridge, system-tests/src/test/node-apps-host)
 * loads each view as our server serves it from {@code resources/read}, under the CSP its {@code _meta} declares, and
 * hands it a real tool result from the running stack; the view's requests through the bridge are answered from reads of
 * the same stack. Checked in headless Chromium at phone and desktop width: what each view draws, no console error, no
 * network request from the view. Screenshots: system-tests/target/app-view-screenshots/. Made once a JVM on
 * {@link TestStack#shared()}, like the one class they were before: one browser, one host build, one analysis, one
 * discovery and one selection. Skipped, saying why, without Node.js (the host is bundled with esbuild) or chromium.
 */
final class AppViewsHost {
    private static final Path SOURCES = Path.of("src", "test", "node-apps-host");
    private static final Path WORK = Path.of("target", "apps-host");
    private static final Path SHOTS = Path.of("target", "app-view-screenshots");
    HeadlessChromium chromium;
    HttpServer hostServer;
    String hostUrl;
    McpHttp mcp;
    List<String> chosen;
    JsonObject analysisInput;
    JsonObject analysisResult;
    JsonObject targetsAnswer;
    String picturesUri;
    JsonObject pictures;
    JsonObject discoveryInput;
    JsonObject discoveryResult;
    JsonObject selectionInput;
    JsonObject selectionResult;
    JsonArray tools;

    private static AppViewsHost shared;

    /** The host page and the results, made once in this JVM: the first class that asks starts them. */
    static synchronized AppViewsHost shared() throws Exception {
        if (shared == null) {
            var views = new AppViewsHost();
            try {
                views.start();
            } catch (Exception | Error e) {
                views.stop();
                throw e;
            }
            shared = views;
            Runtime.getRuntime().addShutdownHook(new Thread(AppViewsHost::closeShared));
        }
        return shared;
    }

    /** Stops the browser and the host page: after the last view's class ({@link AppViewsInBrowserTest}). */
    static synchronized void closeShared() {
        if (shared != null) shared.stop();
        shared = null;
    }

    private AppViewsHost() {}

    private void start() throws Exception {
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
    private void buildHost() throws Exception {
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

    private void stop() {
        if (chromium != null) chromium.close();
        if (hostServer != null) hostServer.stop(0);
    }

    /** Loads {@code uri} into the host page, as our server serves it, with this tool call's input and result. */
    void host(String uri, JsonObject input, JsonObject result, JsonObject answers) {
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

    JsonObject answers(JsonObject tools, JsonObject resources) {
        return new JsonObject().put("tools", tools).put("resources", resources);
    }

    void await(String what, Supplier<Boolean> condition) {
        Eventually.await(what, Duration.ofSeconds(20), Duration.ofMillis(50), condition::get);
    }

    /** No console error in any frame, and nothing asked of the network but the host page itself. */
    void quietAndOffline() {
        assertThat(chromium.consoleErrors()).isEmpty();
        assertThat(chromium.networkRequests()).allSatisfy(url -> assertThat(url).startsWith(hostUrl));
    }

    void screenshot(String name) throws Exception {
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

    String whole(Number n) {
        return NumberFormat.getIntegerInstance(Locale.US).format(Math.round(n.doubleValue()));
    }

    boolean readOnly(String tool) {
        return tools.stream()
                .map(JsonObject.class::cast)
                .filter(t -> t.getString("name").equals(tool))
                .findFirst()
                .map(t -> t.getJsonObject("annotations").getBoolean("readOnlyHint", false))
                .orElse(false);
    }
}
