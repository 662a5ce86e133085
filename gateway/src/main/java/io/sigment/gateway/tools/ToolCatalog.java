package io.sigment.gateway.tools;

import io.sigment.common.api.ServiceActions;
import io.sigment.common.bus.ServiceAddress;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tools of the spec, read from {@code mcp/tools.json}: names, schemas, descriptions, annotations, owners,
 * and the gateway's own properties of a tool ({@code service}, {@code gatewayTimeoutSeconds},
 * {@code hourlyLimited}, and the job-as-task roles {@code answersAsTask}, {@code readsTasks},
 * {@code resultOfJobKind}), which are not listed to clients.
 */
public final class ToolCatalog {
  private final Map<String, ToolDefinition> tools;
  private final JsonArray listing;

  private ToolCatalog(Map<String, ToolDefinition> tools) {
    this.tools = tools;
    this.listing = new JsonArray(tools.values().stream().map(ToolDefinition::listing).toList());
  }

  public static ToolCatalog load() {
    try (var in = ToolCatalog.class.getResourceAsStream("/mcp/tools.json")) {
      if (in == null) throw new IllegalStateException("mcp/tools.json is missing from the classpath");
      var entries = new JsonArray(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      var tools = new LinkedHashMap<String, ToolDefinition>();
      for (var entry : entries) {
        var json = ((JsonObject) entry).copy();
        var service = ServiceAddress.valueOf(((String) json.remove("service")).toUpperCase());
        var action = ServiceActions.named(service, json.getString("name")).orElseThrow(() -> new IllegalStateException(
            "mcp/tools.json: " + json.getString("name") + " is not an action of " + service.address()));
        var timeout = Optional.ofNullable((Integer) json.remove("gatewayTimeoutSeconds")).map(Duration::ofSeconds);
        var hourlyLimited = Boolean.TRUE.equals(json.remove("hourlyLimited"));
        var tasks = new ToolDefinition.TaskRole(Boolean.TRUE.equals(json.remove("answersAsTask")),
            Boolean.TRUE.equals(json.remove("readsTasks")), (String) json.remove("resultOfJobKind"));
        tools.put(json.getString("name"), new ToolDefinition(json.getString("name"), action, json, timeout,
            hourlyLimited, tasks));
      }
      return new ToolCatalog(tools);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public Optional<ToolDefinition> find(String name) {
    return Optional.ofNullable(name == null ? null : tools.get(name));
  }

  /** The tool that reads a job's state ({@code readsTasks}). */
  public Optional<ToolDefinition> taskReader() {
    return tools.values().stream().filter(t -> t.tasks().readsTasks()).findFirst();
  }

  /** The tool whose result a completed job of {@code kind} delivers ({@code resultOfJobKind}). */
  public Optional<ToolDefinition> resultOf(String kind) {
    return tools.values().stream().filter(t -> kind != null && kind.equals(t.tasks().resultOfJobKind())).findFirst();
  }

  public List<ToolDefinition> all() {
    return List.copyOf(tools.values());
  }

  /** The {@code tools} array of a {@code tools/list} result. */
  public JsonArray listing() {
    return listing.copy();
  }
}
