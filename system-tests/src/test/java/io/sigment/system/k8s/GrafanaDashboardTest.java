package io.sigment.system.k8s;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.sigment.accounts.ledger.CreditMetrics;
import io.sigment.common.Platform;
import io.sigment.common.ops.Metrics;
import io.sigment.common.ops.RuntimeMetrics;
import io.sigment.common.testing.Eventually;
import io.sigment.gateway.GatewayMetrics;
import io.sigment.jobs.engine.JobMetrics;
import io.sigment.scraper.platform.PlatformMetrics;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.http.HttpMethod;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The dashboard ships with the base, and every series it queries is one a Sigment process exports. */
@Tag("kubernetes")
class GrafanaDashboardTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern METRIC = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)\\{");

    @Test
    void the_dashboard_is_a_grafana_config_map_in_the_base() throws Exception {
        var configMap = Manifests.named(Manifests.build("base"), ConfigMap.class, "sigment-grafana-dashboard")
                .orElseThrow();
        assertThat(configMap.getMetadata().getLabels()).containsEntry("grafana_dashboard", "1");
        assertThat(configMap.getData()).containsOnlyKeys("sigment.json");
        assertThat(JSON.readTree(configMap.getData().get("sigment.json"))).isEqualTo(dashboard());
    }

    @Test
    void every_panel_has_a_place_and_a_query() throws Exception {
        var panels = dashboard().path("panels");
        assertThat(dashboard().path("uid").asText()).isNotBlank();
        var ids = new ArrayList<Integer>();
        for (var panel : panels) {
            ids.add(panel.path("id").asInt());
            assertThat(panel.path("gridPos").path("w").asInt())
                    .as(panel.path("title").asText())
                    .isPositive();
            if (panel.path("type").asText().equals("row")) continue;
            assertThat(panel.path("targets"))
                    .as(panel.path("title").asText())
                    .isNotEmpty()
                    .allSatisfy(
                            target -> assertThat(target.path("expr").asText()).isNotBlank());
        }
        assertThat(ids).doesNotHaveDuplicates();
        assertThat(titles(panels))
                .anyMatch(t -> t.contains("Tool call"))
                .anyMatch(t -> t.contains("HTTP"))
                .anyMatch(t -> t.contains("Pool"))
                .anyMatch(t -> t.contains("Heap"))
                .anyMatch(t -> t.contains("GC"))
                .contains("Jobs", "Money", "Platforms");
    }

    @Test
    void every_series_the_dashboard_queries_is_exported_by_a_sigment_process() throws Exception {
        var queries = new ArrayList<String>();
        dashboard()
                .path("panels")
                .forEach(panel -> panel.path("targets")
                        .forEach(target -> queries.add(target.path("expr").asText())));
        dashboard()
                .path("templating")
                .path("list")
                .forEach(variable ->
                        queries.add(variable.path("query").path("query").asText()));
        var queried = new TreeSet<String>();
        for (var query : queries) {
            var matcher = METRIC.matcher(query);
            while (matcher.find()) queried.add(matcher.group(1));
        }
        var exported = exportedMetrics();
        var missing = queried.stream()
                .filter(name -> !exported.contains(name))
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(missing)
                .as("queried but not exported (exported: " + exported + ")")
                .isEmpty();
        assertThat(queried)
                .contains(
                        "sigment_tool_calls_total",
                        "sigment_tool_call_duration_seconds_bucket",
                        "sigment_tool_call_limits_seconds_bucket",
                        "mcp_server_operation_duration_seconds_count",
                        "mcp_server_operation_duration_seconds_bucket");
        assertThat(queried)
                .contains(
                        "vertx_eventbus_sent_total",
                        "vertx_http_server_requests_total",
                        "vertx_pool_in_use",
                        "jvm_memory_used_bytes",
                        "jvm_gc_pause_seconds_sum");
    }

    /**
     * The series names of a process's registry once its HTTP server, event bus and worker pool have been used
     * and the gateway's own meters have recorded a tool call.
     */
    private static Set<String> exportedMetrics() {
        var registry = Metrics.newRegistry();
        var options = new VertxOptions();
        var vertx = Vertx.builder()
                .with(options)
                .withMetrics(Metrics.vertxMetrics(options, registry))
                .build();
        try {
            vertx.eventBus().consumer("probe", message -> message.reply("ok"));
            vertx.eventBus().request("probe", "ping").await();
            vertx.eventBus().request("nobody", "ping").otherwise(e -> null).await();
            vertx.executeBlocking(() -> "done").await();
            var gateway = new GatewayMetrics(registry);
            gateway.toolCall("get_job", "ok", Duration.ofMillis(3));
            gateway.toolCallLimits("get_job", "admitted", Duration.ofMillis(1));
            gateway.breaker("get_job", () -> 0);
            gateway.mcpOperation(
                    new GatewayMetrics.McpOperation("tools/call", "get_job", "", "2025-11-25"), Duration.ofMillis(3));
            var jobs = new JobMetrics(registry, List.of("analysis", "discovery"));
            jobs.finished("analysis", "completed", Duration.ofSeconds(30));
            jobs.stepRan("analysis", "scraping", Duration.ofSeconds(10));
            new CreditMetrics(registry);
            new PlatformMetrics(registry, Map.of()).breaker(Platform.YOUTUBE, () -> 0);
            RuntimeMetrics.clusterMembers(registry, () -> 1);
            RuntimeMetrics.watchedAddresses(registry, List.of("scraper"));
            var server = vertx.createHttpServer()
                    .requestHandler(request -> request.response().end("ok"))
                    .listen(0, "127.0.0.1")
                    .await();
            getOnce(vertx, server.actualPort());
            awaitFirstGcPause(registry);
            return registry.scrape()
                    .lines()
                    .filter(line -> !line.startsWith("#") && !line.isBlank())
                    .map(line -> line.replaceFirst("[{ ].*", ""))
                    .collect(Collectors.toSet());
        } finally {
            vertx.close().await();
        }
    }

    /**
     * One GET to the probe server, so the HTTP client and server meters exist. Each try is bounded: once in CI a
     * request here never completed (the event loop idle, no error), and with no bound the whole build waited. A
     * try's timeout is Vert.x's NoStackTraceTimeoutException, a checked TimeoutException thrown unchecked by
     * await(): caught as an Exception, or it escapes the retry (it did, twice in CI, failing at 10 s).
     */
    private static void getOnce(Vertx vertx, int port) {
        Exception last = null;
        for (int attempt = 0; attempt < 3; attempt++) {
            var client = vertx.createHttpClient();
            try {
                client.request(HttpMethod.GET, port, "127.0.0.1", "/")
                        .compose(request -> request.send())
                        .compose(response -> response.body())
                        .timeout(10, TimeUnit.SECONDS)
                        .await();
                return;
            } catch (Exception e) {
                last = e;
            } finally {
                client.close();
            }
        }
        throw new AssertionError("the probe server did not answer 3 GETs", last);
    }

    /** GC pause series exist once the JVM has paused for a collection; a young JVM may not have yet. */
    private static void awaitFirstGcPause(io.micrometer.prometheusmetrics.PrometheusMeterRegistry registry) {
        Eventually.poll(
                java.time.Duration.ofSeconds(10),
                java.time.Duration.ofMillis(100),
                () -> {
                    var paused = registry.scrape().contains("jvm_gc_pause_seconds_sum");
                    if (!paused) System.gc();
                    return paused;
                },
                Boolean::booleanValue);
    }

    private static JsonNode dashboard() throws Exception {
        return JSON.readTree(Files.readString(Manifests.ROOT.resolve("base/dashboards/sigment.json")));
    }

    private static List<String> titles(JsonNode panels) {
        var titles = new ArrayList<String>();
        panels.forEach(panel -> titles.add(panel.path("title").asText()));
        return titles;
    }
}
