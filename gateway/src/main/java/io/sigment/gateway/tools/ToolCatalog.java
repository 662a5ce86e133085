package io.sigment.gateway.tools;

import io.sigment.common.api.ServiceActions;
import io.sigment.common.api.ToolSpecs;
import io.sigment.common.tools.ToolSpec;
import io.vertx.core.json.JsonArray;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tools of the spec, from their {@link ToolSpec}s ({@link ToolSpecs#all()}): names, schemas, descriptions,
 * annotations, owners, and the gateway's own handling of a tool (a longer reply timeout, the hourly budget, and
 * the job-as-task roles), which is not listed to clients.
 */
public final class ToolCatalog {
    private final Map<String, ToolDefinition> tools;
    private final JsonArray listing;

    private ToolCatalog(Map<String, ToolDefinition> tools) {
        this.tools = tools;
        this.listing = new JsonArray(
                tools.values().stream().map(ToolDefinition::listing).toList());
    }

    public static ToolCatalog load() {
        return of(ToolSpecs.all());
    }

    /** The catalog of {@code specs}; stops at start when a tool names no action of its service. */
    public static ToolCatalog of(List<ToolSpec<?>> specs) {
        var tools = new LinkedHashMap<String, ToolDefinition>();
        for (var spec : specs) {
            var action = ServiceActions.named(spec.service(), spec.name())
                    .orElseThrow(() -> new IllegalStateException("tool " + spec.name() + " is not an action of "
                            + spec.service().address()));
            var handling = spec.handling();
            var tasks = new ToolDefinition.TaskRole(
                    handling.answersAsTask(), handling.readsTasks(), handling.resultOfJobKind());
            tools.put(
                    spec.name(),
                    new ToolDefinition(
                            spec.name(),
                            action,
                            spec.listing(),
                            Optional.ofNullable(handling.timeoutSeconds()).map(Duration::ofSeconds),
                            handling.hourlyLimited(),
                            tasks,
                            Optional.ofNullable(spec.viewUri())));
        }
        return new ToolCatalog(tools);
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
        return tools.values().stream()
                .filter(t -> kind != null && kind.equals(t.tasks().resultOfJobKind()))
                .findFirst();
    }

    public List<ToolDefinition> all() {
        return List.copyOf(tools.values());
    }

    /** The {@code tools} array of a {@code tools/list} result. */
    public JsonArray listing() {
        return listing.copy();
    }
}
