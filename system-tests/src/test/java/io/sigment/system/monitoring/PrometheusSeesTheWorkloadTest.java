package io.sigment.system.monitoring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sigment.common.Platform;
import io.sigment.common.testing.Eventually;
import io.sigment.emulator.world.Creator;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.ProcessesTopology;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestCredits;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * A real Prometheus (Debian's package, run by the test on a free port) scrapes {@code ./sigment up --processes}'
 * topology through file-based discovery of the management ports, labelled as the ServiceMonitor labels pods
 * ({@code namespace}, {@code component}, {@code pod}), and evaluates the alert rules, while an agent searches,
 * runs a discovery and an analysis, and gets a call refused. Then every dashboard panel query and every rule is
 * evaluated through Prometheus' HTTP API: each must parse and return series for that workload, and every rule
 * Prometheus evaluated itself must be healthy. No process logged Micrometer's duplicate-meter warning. On the topology
 * the process-killing classes share.
 */
@Tag("processes")
@Tag("prometheus")
class PrometheusSeesTheWorkloadTest {
    private static final String NAMESPACE = "sigment-test";
    private static final Path K8S = Path.of("..", "k8s").normalize();
    private static final Path RULES = K8S.resolve("monitoring/sigment-rules.yaml");
    private static final Path DASHBOARD = K8S.resolve("base/dashboards/sigment.json");
    private static final Duration JOB_LIMIT = Duration.ofMinutes(4);
    /** Until every query has series: the jobs' gauges change every 10 s, then a scrape and an evaluation. */
    private static final Duration SERIES_LIMIT = Duration.ofSeconds(60);

    private static final Pattern LABEL_VALUES = Pattern.compile("^label_values\\((.*),\\s*[a-z_]+\\)$");

    @Test
    void every_dashboard_panel_and_every_alert_rule_returns_series_for_a_short_workload() throws Exception {
        var binary = LocalPrometheus.binary();
        Assumptions.assumeTrue(
                binary.isPresent(),
                "prometheus is not on the PATH (Debian: apt-get install prometheus; .ci/run installs it)");
        var topology = ProcessesTopology.shared();
        try (var prometheus = LocalPrometheus.start(binary.get(), RULES)) {
            prometheus.targets(targets(topology));
            awaitEveryTargetUp(prometheus, topology.names().size());

            workload(topology);
            var queries = queries();
            System.out.printf(
                    "Prometheus evaluated %d dashboard and rule queries and %d alert expressions%n",
                    queries.size(), alerts().size());
            // The jobs' and budgets' gauges are read every 10 s: until a scrape and a rule evaluation after the last
            // change.
            var failures = Eventually.poll(
                    SERIES_LIMIT, Duration.ofSeconds(1), () -> failures(prometheus, queries), List::isEmpty);
            assertThat(failures)
                    .as("queries that failed or returned nothing; prometheus log:\n" + prometheus.log())
                    .isEmpty();
            assertMcpOperationSeries(prometheus);
            for (var name : topology.names()) {
                assertThat(topology.output(name)).as(name + "'s log").doesNotContain("has been already registered");
            }
        }
    }

    /**
     * The OpenTelemetry MCP histogram as Prometheus stores it: the workload's tool calls by catalog tool (nothing outside
     * the catalog), the refused analysis as a tool error, and every series labelled with its method, protocol revision
     * and transport.
     */
    private static void assertMcpOperationSeries(LocalPrometheus prometheus) {
        var calls = prometheus
                .query("sum by (gen_ai_tool_name, error_type, mcp_protocol_version, network_transport) "
                        + "(mcp_server_operation_duration_seconds_count{namespace=\"" + NAMESPACE
                        + "\", mcp_method_name=\"tools/call\"})")
                .getJsonObject("data")
                .getJsonArray("result");
        var tools = new java.util.TreeSet<String>();
        var toolErrors = new java.util.TreeSet<String>();
        for (var series : calls) {
            var labels = ((JsonObject) series).getJsonObject("metric");
            tools.add(labels.getString("gen_ai_tool_name"));
            if ("tool_error".equals(labels.getString("error_type")))
                toolErrors.add(labels.getString("gen_ai_tool_name"));
            assertThat(labels.getString("mcp_protocol_version")).isEqualTo("2025-03-26");
            assertThat(labels.getString("network_transport")).isEqualTo("tcp");
        }
        var catalog = io.sigment.gateway.tools.ToolCatalog.load().all().stream()
                .map(t -> t.name())
                .toList();
        assertThat(tools)
                .contains("search_creators", "discover_creators", "analyze_creators", "wait_for_job")
                .allMatch(catalog::contains);
        assertThat(toolErrors).contains("analyze_creators");
        var bucket = prometheus
                .query("sum(mcp_server_operation_duration_seconds_bucket{namespace=\"" + NAMESPACE
                        + "\", mcp_method_name=\"tools/call\", le=\"+Inf\"})")
                .getJsonObject("data")
                .getJsonArray("result");
        assertThat(bucket).as("the histogram's buckets").isNotEmpty();
    }

    /** Queries that do not evaluate or return no series, and rules Prometheus does not evaluate as healthy. */
    private static List<String> failures(LocalPrometheus prometheus, Map<String, String> queries) throws Exception {
        var failures = new ArrayList<String>();
        queries.forEach((where, query) -> {
            var answer = prometheus.query(query);
            if (!"success".equals(answer.getString("status"))) {
                failures.add(where + ": does not evaluate: " + answer.getString("error") + "\n    " + query);
            } else if (answer.getJsonObject("data").getJsonArray("result").isEmpty()) {
                failures.add(where + ": no series\n    " + query);
            }
        });
        for (var alert : alerts()) {
            var answer = prometheus.query(alert.path("expr").asText());
            if (!"success".equals(answer.getString("status"))) {
                failures.add(
                        "alert " + alert.path("alert").asText() + ": does not evaluate: " + answer.getString("error"));
            }
        }
        for (var group : prometheus.get("/api/v1/rules").getJsonObject("data").getJsonArray("groups")) {
            for (var rule : ((JsonObject) group).getJsonArray("rules")) {
                var evaluated = (JsonObject) rule;
                if (!"ok".equals(evaluated.getString("health"))) {
                    failures.add("rule " + evaluated.getString("name") + " as Prometheus evaluates it: "
                            + evaluated.getString("health") + " " + evaluated.getString("lastError"));
                }
            }
        }
        return failures;
    }

    /** One target group per process, labelled as the ServiceMonitor labels a pod. */
    private static JsonArray targets(ProcessesTopology topology) {
        var groups = new JsonArray();
        for (var name : topology.names()) {
            var component = name.equals(ProcessesTopology.SECOND_GATEWAY) ? ProcessesTopology.GATEWAY : name;
            groups.add(new JsonObject()
                    .put("targets", new JsonArray().add("127.0.0.1:" + topology.managementPort(name)))
                    .put(
                            "labels",
                            new JsonObject()
                                    .put("namespace", NAMESPACE)
                                    .put("component", component)
                                    .put("pod", name)));
        }
        return groups;
    }

    private static void awaitEveryTargetUp(LocalPrometheus prometheus, int processes) {
        var everyUp = Eventually.poll(
                Duration.ofSeconds(60),
                Duration.ofMillis(500),
                () -> {
                    var up = prometheus.query("sum(up{job=\"sigment\"})");
                    var result = up.getJsonObject("data", new JsonObject()).getJsonArray("result", new JsonArray());
                    return !result.isEmpty()
                            && Double.parseDouble(result.getJsonObject(0)
                                            .getJsonArray("value")
                                            .getString(1))
                                    == processes;
                },
                Boolean::booleanValue);
        if (!everyUp) {
            throw new AssertionError("not every process is scraped: "
                    + prometheus.get("/api/v1/targets").encodePrettily());
        }
    }

    /** Searches, a discovery, an analysis, a refused analysis and a refused token, as agents make them. */
    private static void workload(ProcessesTopology topology) {
        var user = TestAccounts.newUser(topology.vertx(), topology.config(), 1);
        var workspace = user.workspaceIds().get(0);
        TestCredits.proWithCredits(topology, workspace, 500);
        var gateway = topology.gatewayUrl(ProcessesTopology.GATEWAY);
        var agent = new McpHttp(gateway + "/mcp", user.apiKey());
        for (var query : List.of("fitness", "home cooking", "travel")) {
            agent.callTool("search_creators", new JsonObject().put("query", query));
        }
        var discovery = agent.ok(
                "discover_creators",
                new JsonObject()
                        .put("topic", "home workouts")
                        .put("platforms", new JsonArray().add("instagram"))
                        .put("max_credits", 20));
        var handles = topology.emulator().world().platform(Platform.INSTAGRAM).creators().stream()
                .map(Creator::handle)
                .limit(3)
                .toList();
        var analysis = agent.ok(
                "analyze_creators",
                new JsonObject()
                        .put("platform", "instagram")
                        .put("handles", new JsonArray(handles))
                        .put("max_credits", 15));
        assertThat(agent.error(
                        "analyze_creators",
                        new JsonObject()
                                .put("platform", "instagram")
                                .put("handles", new JsonArray(handles.subList(0, 2)))
                                .put("max_credits", 1)))
                .startsWith("Not started");
        assertThat(new McpHttp(gateway + "/mcp", "ak_not_a_key")
                        .post(
                                new JsonObject()
                                        .put("jsonrpc", "2.0")
                                        .put("id", 1)
                                        .put("method", "tools/list"),
                                Map.of())
                        .status())
                .isEqualTo(401);
        for (var job : List.of(discovery, analysis)) {
            assertThat(waitUntilDone(agent, job.getString("job_id")).getString("status"))
                    .isEqualTo("completed");
        }
    }

    private static JsonObject waitUntilDone(McpHttp agent, String jobId) {
        return Eventually.poll(
                JOB_LIMIT,
                Duration.ZERO,
                () -> {
                    var result = agent.callTool(
                            "wait_for_job",
                            new JsonObject().put("job_id", jobId).put("timeout_seconds", 5));
                    return result.getBoolean("isError")
                            ? new JsonObject().put("status", "running")
                            : result.getJsonObject("structuredContent");
                },
                job -> !"running".equals(job.getString("status")));
    }

    /** Every panel target and template variable of the dashboard, and every recording rule, by where it is. */
    private static Map<String, String> queries() throws Exception {
        var queries = new LinkedHashMap<String, String>();
        var dashboard = new ObjectMapper().readTree(Files.readString(DASHBOARD));
        for (var panel : dashboard.path("panels")) {
            for (var target : panel.path("targets")) {
                queries.put(
                        "panel \"" + panel.path("title").asText() + "\" "
                                + target.path("refId").asText(),
                        grafana(target.path("expr").asText()));
            }
        }
        for (var variable : dashboard.path("templating").path("list")) {
            var query = variable.path("query").path("query").asText();
            var selector = LABEL_VALUES.matcher(query);
            if (selector.matches())
                queries.put("variable " + variable.path("name").asText(), grafana(selector.group(1)));
        }
        for (var rule : rules()) {
            if (rule.has("record")) {
                queries.put(
                        "rule " + rule.path("record").asText(),
                        rule.path("expr").asText());
                queries.put(
                        "recorded " + rule.path("record").asText(),
                        rule.path("record").asText());
            }
        }
        return queries;
    }

    /** A panel's query as Grafana sends it for this namespace, every component, and a window covering the workload. */
    private static String grafana(String expr) {
        return expr.replace("$namespace", NAMESPACE).replace("$component", ".*").replace("$__rate_interval", "5m");
    }

    private static List<JsonNode> alerts() throws Exception {
        return rules().stream().filter(rule -> rule.has("alert")).toList();
    }

    private static List<JsonNode> rules() throws Exception {
        var yaml = new Load(LoadSettings.builder().build()).loadFromString(Files.readString(RULES));
        var rules = new ArrayList<JsonNode>();
        new ObjectMapper()
                .valueToTree(yaml)
                .path("groups")
                .forEach(group -> group.path("rules").forEach(rules::add));
        return rules;
    }
}
