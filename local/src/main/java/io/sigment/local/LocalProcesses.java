package io.sigment.local;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.Postgres;
import io.sigment.common.ops.Log;
import io.sigment.common.runtime.JvmOptions;
import io.vertx.core.Vertx;
import java.io.IOException;
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
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * {@code ./sigment up --processes}: every service in a JVM of its own, joined over Hazelcast on loopback,
 * the topology of Kubernetes on one machine. This process migrates and seeds, starts the children, waits
 * until the gateway is ready, and stops them all when it ends (they also exit if it is killed).
 */
final class LocalProcesses implements AutoCloseable {
  private static final Logger LOG = Logger.getLogger(LocalProcesses.class.getName());
  private static final Duration READY_TIMEOUT = Duration.ofMinutes(3);

  private final List<Process> children;
  private final List<String> summary;
  private final DemoCredentials demo;

  private LocalProcesses(List<Process> children, List<String> summary, DemoCredentials demo) {
    this.children = children;
    this.summary = summary;
    this.demo = demo;
  }

  static LocalProcesses start(Config config, LocalEnvFile envFile) throws IOException, InterruptedException {
    var modules = LocalModules.all();
    var url = Postgres.url(config);
    for (var module : modules) module.schema().ifPresent(schema -> Migrations.migrate(url, schema));
    var demo = seed(config, envFile);

    var basePort = config.integer(Setting.CLUSTER_PORT);
    var baseManagement = config.integer(Setting.MANAGEMENT_PORT);
    var members = IntStream.range(0, modules.size())
        .mapToObj(i -> config.get(Setting.CLUSTER_HOST) + ":" + (basePort + i))
        .collect(Collectors.joining(","));
    var children = new ArrayList<Process>();
    var summary = new ArrayList<String>();
    if (LocalEmulator.needed(config)) {
      var emulator = startEmulator(config);
      children.add(emulator);
      summary.add(String.format("%-10s pid %-7d http :%s", "emulator", emulator.pid(), config.get(Setting.EMULATOR_PORT)));
    }
    var gatewayManagement = 0;
    for (int i = 0; i < modules.size(); i++) {
      var module = modules.get(i);
      var management = baseManagement + i;
      if (module.name().equals("gateway")) gatewayManagement = management;
      var builder = new ProcessBuilder(command(LocalModules.artifact(module), LocalModules.mainClass(module))).inheritIO();
      builder.environment().putAll(config.asEnv());
      builder.environment().putAll(Map.of(
          Setting.CLUSTER_PORT.env(), String.valueOf(basePort + i),
          Setting.CLUSTER_MEMBERS.env(), members,
          Setting.MANAGEMENT_PORT.env(), String.valueOf(management),
          Setting.PROCESS_NAME.env(), module.name(),
          Setting.PARENT_PID.env(), String.valueOf(ProcessHandle.current().pid())));
      var eventBusPort = config.integer(Setting.EVENT_BUS_PORT);
      if (eventBusPort != 0) builder.environment().put(Setting.EVENT_BUS_PORT.env(), String.valueOf(eventBusPort + i));
      var child = builder.start();
      children.add(child);
      summary.add(String.format("%-10s pid %-7d cluster %s:%d  management :%d", module.name(), child.pid(),
          config.get(Setting.CLUSTER_HOST), basePort + i, management));
      Log.info(LOG, "started process", Map.of("service", module.name(), "pid", child.pid()));
    }
    var processes = new LocalProcesses(children, summary, demo);
    try {
      processes.awaitReady(gatewayManagement);
    } catch (IOException | InterruptedException | RuntimeException e) {
      processes.close();
      throw e;
    }
    return processes;
  }

  List<String> summary() {
    return summary;
  }

  DemoCredentials demo() {
    return demo;
  }

  private static DemoCredentials seed(Config config, LocalEnvFile envFile) {
    var vertx = Vertx.vertx();
    try {
      return LocalStack.seedDemoAccount(vertx, config, envFile);
    } finally {
      vertx.close().await();
    }
  }

  /** The emulator in a process of its own, answering before the services start. */
  private static Process startEmulator(Config config) throws IOException, InterruptedException {
    var builder = new ProcessBuilder(command("platform-emulator", "io.sigment.emulator.Main")).inheritIO();
    builder.environment().putAll(config.asEnv());
    builder.environment().put(Setting.PROCESS_NAME.env(), "emulator");
    builder.environment().put(Setting.PARENT_PID.env(), String.valueOf(ProcessHandle.current().pid()));
    var process = builder.start();
    try {
      awaitAnswer("http://127.0.0.1:" + config.get(Setting.EMULATOR_PORT) + "/", false, List.of(process),
          "the platform emulator");
      return process;
    } catch (IOException | InterruptedException | RuntimeException e) {
      process.destroyForcibly();
      throw e;
    }
  }

  private static List<String> command(String artifact, String mainClass) {
    var java = ProcessHandle.current().info().command().orElse("java");
    var command = new ArrayList<String>();
    command.add(java);
    command.add("-Xmx512m");
    command.addAll(JvmOptions.OPENS);
    var home = System.getenv("SIGMENT_HOME");
    var jar = home == null ? null : Path.of(home, artifact, "target", artifact + ".jar");
    if (jar != null && Files.exists(jar)) {
      command.add("-jar");
      command.add(jar.toString());
    } else {
      command.add("-cp");
      command.add(System.getProperty("java.class.path"));
      command.add(mainClass);
    }
    return command;
  }

  private void awaitReady(int managementPort) throws IOException, InterruptedException {
    awaitAnswer("http://127.0.0.1:" + managementPort + "/health/ready", true, children, "the gateway");
  }

  /**
   * Polls {@code url} until it answers (with 200 when {@code needOk}); fails when one of {@code watched}
   * exits first or {@link #READY_TIMEOUT} passes.
   */
  private static void awaitAnswer(String url, boolean needOk, List<Process> watched, String what)
      throws IOException, InterruptedException {
    var http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
    var request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(3)).build();
    var deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      for (var process : watched) {
        if (!process.isAlive()) throw new IllegalStateException("a process exited with " + process.exitValue()
            + " while waiting for " + what);
      }
      try {
        var status = http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        if (!needOk || status == 200) return;
      } catch (IOException notYet) {
        // not listening yet
      }
      Thread.sleep(300);
    }
    throw new IllegalStateException(what + " did not answer within " + READY_TIMEOUT.toSeconds() + " s");
  }

  /** Blocks until one of the service processes ends on its own; returns its name and exit code. */
  String awaitUnexpectedExit() throws InterruptedException {
    var ended = java.util.concurrent.CompletableFuture.anyOf(
        children.stream().map(Process::onExit).toArray(java.util.concurrent.CompletableFuture[]::new));
    try {
      var process = (Process) ended.get();
      return "pid " + process.pid() + " (exit " + process.exitValue() + ")";
    } catch (java.util.concurrent.ExecutionException e) {
      return "unknown";
    }
  }

  @Override
  public void close() {
    children.forEach(Process::destroy);
    for (var child : children) {
      try {
        if (!child.waitFor(25, TimeUnit.SECONDS)) child.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        child.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }
}
