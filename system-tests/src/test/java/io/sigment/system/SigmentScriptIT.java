package io.sigment.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.FreePorts;
import io.sigment.system.security.IssueReproductions;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.ProcessesTopology;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./sigment up} from the repository root, as a user runs it; stopped with SIGTERM like Ctrl-C. */
@Tag("stack")
class SigmentScriptIT {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @TempDir
    Path dataDir;

    @Test
    void up_fresh_prints_the_url_and_key_serves_mcp_and_leaves_no_process_behind() throws Exception {
        var httpPort = FreePorts.next();
        var clusterPort = FreePorts.next();
        var up = start(
                List.of("up", "--fresh"),
                Map.of(
                        "SIGMENT_HTTP_PORT", String.valueOf(httpPort),
                        "SIGMENT_MANAGEMENT_PORT", String.valueOf(FreePorts.next()),
                        "SIGMENT_CLUSTER_PORT", String.valueOf(clusterPort),
                        "SIGMENT_CLUSTER_MEMBERS", "127.0.0.1:" + clusterPort,
                        "SIGMENT_EMULATOR_PORT", String.valueOf(FreePorts.next()),
                        "SIGMENT_MAILBOX_PORT", String.valueOf(FreePorts.next())));
        try {
            var env = awaitLocalEnv(up, Duration.ofSeconds(90));
            assertThat(env)
                    .contains("SIGMENT_MCP_URL=http://localhost:" + httpPort + "/mcp")
                    .contains("SIGMENT_DEMO_API_KEY=ak_");
            var key = env.lines()
                    .filter(l -> l.startsWith("SIGMENT_DEMO_API_KEY="))
                    .findFirst()
                    .orElseThrow()
                    .substring(21);
            assertThat(output(up))
                    .contains("http://localhost:" + httpPort + "/mcp")
                    .contains(key);
            assertThat(status("http://127.0.0.1:" + httpPort + "/mcp")).isEqualTo(405);
            assertThat(env).contains("SIGMENT_LOCAL_DATABASE_URL=postgresql://").doesNotContain("SIGMENT_PG_URL=");
            assertThat(env).contains("SIGMENT_DEMO_EMAIL=demo@sigment.local");
            var password = env.lines()
                    .filter(l -> l.startsWith("SIGMENT_DEMO_PASSWORD="))
                    .findFirst()
                    .orElseThrow()
                    .substring("SIGMENT_DEMO_PASSWORD=".length());
            assertThat(output(up)).contains("demo@sigment.local").contains(password);
            assertThat(new BrowserSession("http://127.0.0.1:" + httpPort)
                            .signIn("demo@sigment.local", password)
                            .status())
                    .as("the printed demo credentials sign in to the app")
                    .isEqualTo(303);
            var llms = http.send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + httpPort + "/docs/llms.txt"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(llms.statusCode()).isEqualTo(200);
            assertThat(llms.body())
                    .startsWith("# Sigment documentation")
                    .contains("(http://localhost:" + httpPort + "/docs/getting-started.mdx)");

            var created = apikeyCreate("it-key");
            assertThat(created).startsWith("ak_").isNotEqualTo(key);
            assertThat(getAccount(httpPort, created)).contains("\"workspace_id\":\"ws_demo\"");
            AnalysisWorkflowRun.assertPaidAnalysisWorkflow("http://localhost:" + httpPort + "/mcp", key);
            IssueReproductions.againstARunningStack("http://127.0.0.1:" + httpPort, env, true);
            discoversHomeWorkoutsOnInstagram(httpPort, key);
            stopAndExpectNothingLeft(up);
        } finally {
            up.destroyForcibly();
        }
    }

    /** The issue's done-when for discovery: the job completes and get_discovery shows labelled groups and overlaps. */
    private void discoversHomeWorkoutsOnInstagram(int httpPort, String key) {
        var mcp = new McpHttp("http://127.0.0.1:" + httpPort + "/mcp", key);
        var started = mcp.ok(
                "discover_creators",
                new JsonObject()
                        .put("topic", "home workouts")
                        .put("platforms", new JsonArray().add("instagram"))
                        .put("max_credits", 20));
        var jobId = started.getString("job_id");
        var job = "running".equals(started.getString("status"))
                ? Eventually.poll(
                        Duration.ofMinutes(5),
                        Duration.ZERO,
                        () -> mcp.ok(
                                "wait_for_job",
                                new JsonObject().put("job_id", jobId).put("timeout_seconds", 10)),
                        read -> !"running".equals(read.getString("status")))
                : started;
        assertThat(job.getString("status")).as("discovery job " + job).isEqualTo("completed");
        var discovery =
                mcp.ok("get_discovery", new JsonObject().put("discovery_id", started.getString("discovery_id")));
        var groups = discovery.getJsonArray("groups");
        assertThat(groups).isNotEmpty();
        assertThat(groups.getJsonObject(0).getString("label")).isNotBlank();
        assertThat(groups.getJsonObject(0).getJsonArray("creators")).isNotEmpty();
        assertThat(discovery.getJsonArray("strongest_overlaps")).isNotEmpty();
    }

    /** {@code ./sigment apikey create --name NAME} against the running stack; returns what it printed on stdout. */
    private String apikeyCreate(String name) throws Exception {
        var builder = new ProcessBuilder(ROOT.resolve("sigment").toString(), "apikey", "create", "--name", name)
                .directory(ROOT.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("SIGMENT_DATA_DIR", dataDir.toString());
        builder.environment().remove("SIGMENT_PG_URL");
        var process = builder.start();
        var printed = new String(process.getInputStream().readAllBytes()).trim();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
        return printed;
    }

    private String getAccount(int httpPort, String key) throws Exception {
        var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + httpPort + "/mcp"))
                .timeout(Duration.ofSeconds(10))
                .header("Authorization", "Bearer " + key)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\","
                        + "\"params\":{\"name\":\"get_account\",\"arguments\":{}}}"))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }

    /**
     * Production-like settings: no payment provider and the sandbox not switched on (as every Kubernetes overlay), a
     * public base URL; only {@code SIGMENT_DEMO=true} stays, so the services may use the offline platform emulator.
     */
    @Test
    void up_processes_with_two_gateways_runs_each_process_on_its_own_ports_and_restarts_one_killed_by_sigment_kill()
            throws Exception {
        var httpPort = FreePorts.consecutive(2);
        var clusterBase = FreePorts.consecutive(7);
        var managementBase = FreePorts.consecutive(7);
        var up = start(
                List.of("up", "--fresh", "--processes", "--replicas", "gateway=2"),
                Map.of(
                        "SIGMENT_HTTP_PORT", String.valueOf(httpPort),
                        "SIGMENT_MANAGEMENT_PORT", String.valueOf(managementBase),
                        "SIGMENT_CLUSTER_PORT", String.valueOf(clusterBase),
                        "SIGMENT_EMULATOR_PORT", String.valueOf(FreePorts.next()),
                        "SIGMENT_MAILBOX_PORT", String.valueOf(FreePorts.next()),
                        "SIGMENT_SANDBOX_PAYMENTS", "false",
                        "SIGMENT_DEMO", "true",
                        "SIGMENT_PROCESS_JAVA_OPTIONS", String.join(" ", ProcessesTopology.launcherJvmOptions()),
                        "SIGMENT_PUBLIC_BASE_URL", "http://127.0.0.1:" + httpPort));
        try {
            var env = awaitLocalEnv(up, Duration.ofSeconds(150));
            var children = up.descendants()
                    .filter(p -> p.info().command().orElse("").contains("java"))
                    .toList();
            assertThat(children)
                    .as("six services, a second gateway and the platform emulator")
                    .hasSize(8);
            for (var child : children) {
                assertThat(child.info().arguments().map(List::of).orElse(List.of()))
                        .as("SIGMENT_PROCESS_JAVA_OPTIONS")
                        .containsAll(ProcessesTopology.JVM_OPTIONS);
            }
            assertThat(output(up))
                    .contains("\"members\":\"[127.0.0.1:" + clusterBase)
                    .contains("gateway    pid")
                    .contains("gateway-2  pid")
                    .contains("management :" + (managementBase + 6) + "  http :" + (httpPort + 1));
            assertThat(status("http://127.0.0.1:" + (managementBase + 5) + "/health/ready"))
                    .isEqualTo(200);
            assertThat(status("http://127.0.0.1:" + (managementBase + 6) + "/health/ready"))
                    .isEqualTo(200);
            assertThat(status("http://127.0.0.1:" + httpPort + "/mcp")).isEqualTo(405);
            assertThat(status("http://127.0.0.1:" + (httpPort + 1) + "/mcp")).isEqualTo(405);
            IssueReproductions.againstARunningStack("http://127.0.0.1:" + httpPort, env, false);

            var killed = sigmentKill("gateway-2");
            assertThat(killed).contains("killed gateway-2 (pid ").contains("gateway-2 is back as pid ");
            assertThat(status("http://127.0.0.1:" + (httpPort + 1) + "/mcp")).isEqualTo(405);
            assertThat(output(up)).contains("service process gateway-2 exited with status 137; restart 1 in 1.0 s");
            stopAndExpectNothingLeft(up);
        } finally {
            up.descendants().forEach(ProcessHandle::destroyForcibly);
            up.destroyForcibly();
        }
    }

    /** {@code ./sigment kill PROCESS} against the running stack; returns what it printed on stdout. */
    private String sigmentKill(String process) throws Exception {
        var builder = new ProcessBuilder(ROOT.resolve("sigment").toString(), "kill", process)
                .directory(ROOT.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        builder.environment().put("SIGMENT_DATA_DIR", dataDir.toString());
        var kill = builder.start();
        var printed = new String(kill.getInputStream().readAllBytes());
        assertThat(kill.waitFor(150, TimeUnit.SECONDS)).isTrue();
        assertThat(kill.exitValue()).as(printed).isZero();
        return printed;
    }

    private Process start(List<String> args, Map<String, String> env) throws IOException {
        var command = new ArrayList<String>();
        command.add(ROOT.resolve("sigment").toString());
        command.addAll(args);
        var builder = new ProcessBuilder(command)
                .directory(ROOT.toFile())
                .redirectErrorStream(true)
                .redirectOutput(
                        dataDir.resolveSibling(dataDir.getFileName() + ".out").toFile());
        builder.environment().putAll(env);
        builder.environment().put("SIGMENT_JAVA_OPTS", String.join(" ", scriptJvmOptions()));
        builder.environment().put("SIGMENT_DATA_DIR", dataDir.toString());
        builder.environment().put("SIGMENT_CLUSTER_NAME", "script-it-" + UUID.randomUUID());
        builder.environment().remove("SIGMENT_PG_URL");
        return builder.start();
    }

    /**
     * The script's own JVM ({@code SIGMENT_JAVA_OPTS}: the whole stack in one, or the {@code --processes} launcher) as
     * the test JVMs run: 1 GB, the parallel collector, and this JVM's JIT limit if it has one (C1 in CI: the stack
     * serves this class for a minute, and C2 spent ~13 of its ~80 CPU-seconds compiling;
     * bench/results/2026-11-29-ci-cpu-long-polls-and-script.md).
     */
    private static List<String> scriptJvmOptions() {
        var options = new ArrayList<>(List.of("-Xmx1g", "-XX:+UseParallelGC"));
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(option -> option.startsWith("-XX:TieredStopAtLevel="))
                .forEach(options::add);
        return options;
    }

    private String awaitLocalEnv(Process up, Duration timeout) throws Exception {
        var file = dataDir.resolve("local.env");
        var written = Eventually.poll(
                timeout,
                Duration.ofMillis(250),
                () -> {
                    if (!up.isAlive())
                        throw new AssertionError("sigment up exited with " + up.exitValue() + ":\n" + output(up));
                    return Files.exists(file);
                },
                Boolean::booleanValue);
        if (!written) throw new AssertionError("no local.env after " + timeout + ":\n" + output(up));
        return Files.readString(file);
    }

    /** SIGTERM (what Ctrl-C leads to); then the JVMs and the embedded PostgreSQL must all be gone. */
    private void stopAndExpectNothingLeft(Process up) throws Exception {
        var processes = new ArrayList<ProcessHandle>(up.descendants().toList());
        processes.add(up.toHandle());
        var postmaster = Long.parseLong(Files.readAllLines(dataDir.resolve("postgres/postmaster.pid"))
                .get(0)
                .trim());
        ProcessHandle.of(postmaster).ifPresent(processes::add);
        assertThat(ProcessHandle.of(postmaster))
                .as("embedded PostgreSQL running")
                .isPresent();

        up.destroy();
        assertThat(up.waitFor(60, TimeUnit.SECONDS))
                .as("sigment up stops on SIGTERM")
                .isTrue();
        Eventually.poll(
                Duration.ofSeconds(15),
                Duration.ofMillis(200),
                () -> processes.stream().anyMatch(ProcessHandle::isAlive),
                alive -> !alive);
        assertThat(processes.stream()
                        .filter(ProcessHandle::isAlive)
                        .map(p -> p.pid() + " " + p.info().command()))
                .as("processes left behind")
                .isEmpty();
    }

    private int status(String url) throws Exception {
        return http.send(
                        HttpRequest.newBuilder(URI.create(url))
                                .timeout(Duration.ofSeconds(5))
                                .build(),
                        HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }

    private String output(Process up) throws IOException {
        return Files.readString(dataDir.resolveSibling(dataDir.getFileName() + ".out"));
    }
}
