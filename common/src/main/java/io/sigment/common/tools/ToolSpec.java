package io.sigment.common.tools;

import io.sigment.common.bus.ServiceAddress;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * One MCP tool, the one place it is described: name, title, description, the service that answers it, its
 * parameters with their limits ({@link Param}), the record its arguments are read as ({@code input}, {@link #read}), what its {@code structuredContent} is ({@code output}), its kind
 * and hints, and how the gateway handles its calls ({@link Handling}). {@code tools/list}, the docs' tool pages,
 * the counts in prose and {@code gateway/src/main/resources/mcp/tools.json} (for tools outside Java, such as the
 * bench) are written from these.
 */
public record ToolSpec<I extends Record>(
        String name,
        String title,
        ServiceAddress service,
        String description,
        List<Param> params,
        Class<I> input,
        Shape output,
        ToolKind kind,
        boolean idempotent,
        boolean openWorld,
        Handling handling,
        String viewUri) {

    public ToolSpec {
        params = List.copyOf(params);
    }

    /**
     * The gateway's handling of the tool's calls, never listed to clients: a longer reply timeout (long polls), a
     * call counted against the hourly budget, and its part in following jobs as tasks: it starts a job
     * ({@code answersAsTask}), it reads a job ({@code readsTasks}), or it reads what a completed job of a kind made
     * ({@code resultOfJobKind}).
     */
    public record Handling(
            Integer timeoutSeconds,
            boolean hourlyLimited,
            boolean answersAsTask,
            boolean readsTasks,
            String resultOfJobKind) {
        public static final Handling PLAIN = new Handling(null, false, false, false, null);

        public static Handling startsJob() {
            return new Handling(null, false, true, false, null);
        }

        public static Handling readsJob() {
            return new Handling(null, false, false, true, null);
        }

        public static Handling resultOf(String jobKind) {
            return new Handling(null, false, false, false, jobKind);
        }

        public static Handling hourly() {
            return new Handling(null, true, false, false, null);
        }

        public static Handling timeout(int seconds) {
            return new Handling(seconds, false, false, false, null);
        }
    }

    /** A tool answered by {@code service}, with no parameters yet; the builder methods add the rest. */
    public static ToolSpec<Record> tool(String name, String title, ServiceAddress service) {
        return new ToolSpec<>(
                name,
                title,
                service,
                "",
                List.of(),
                null,
                Shape.object(),
                ToolKind.READ_ONLY,
                true,
                false,
                Handling.PLAIN,
                null);
    }

    public ToolSpec<I> describedAs(String text) {
        return new ToolSpec<>(
                name, title, service, text, params, input, output, kind, idempotent, openWorld, handling, viewUri);
    }

    public ToolSpec<I> params(Param... list) {
        return new ToolSpec<>(
                name,
                title,
                service,
                description,
                List.of(list),
                input,
                output,
                kind,
                idempotent,
                openWorld,
                handling,
                viewUri);
    }

    public ToolSpec<I> answers(Shape shape) {
        return new ToolSpec<>(
                name,
                title,
                service,
                description,
                params,
                input,
                shape,
                kind,
                idempotent,
                openWorld,
                handling,
                viewUri);
    }

    public ToolSpec<I> kind(ToolKind toolKind, boolean isIdempotent, boolean isOpenWorld) {
        return new ToolSpec<>(
                name,
                title,
                service,
                description,
                params,
                input,
                output,
                toolKind,
                isIdempotent,
                isOpenWorld,
                handling,
                viewUri);
    }

    public ToolSpec<I> handled(Handling how) {
        return new ToolSpec<>(
                name, title, service, description, params, input, output, kind, idempotent, openWorld, how, viewUri);
    }

    /** The MCP Apps view ({@code _meta.ui.resourceUri}) that shows the tool's result. */
    public ToolSpec<I> view(String uri) {
        return new ToolSpec<>(
                name, title, service, description, params, input, output, kind, idempotent, openWorld, handling, uri);
    }

    /**
     * The tool that takes {@code type}: its arguments read as that record ({@link #read}), one component per parameter,
     * in the parameters' order, each named as its parameter in camelCase ({@code ToolInputsTest} holds every tool to
     * it). Declared after {@link #params}.
     */
    public <R extends Record> ToolSpec<R> takes(Class<R> type) {
        return new ToolSpec<>(
                name,
                title,
                service,
                description,
                params,
                type,
                output,
                kind,
                idempotent,
                openWorld,
                handling,
                viewUri);
    }

    /**
     * The arguments as the tool's input record: each component read by its parameter's reader for the component's
     * type ({@link InputRecords}), so the limits, defaults and refusals are the parameter's, in the parameters' order.
     */
    public I read(JsonObject args) {
        if (input == null) throw new IllegalStateException(name + " has no input record");
        return InputRecords.read(input, params, args);
    }

    /** The parameter {@code paramName}. */
    public Param param(String paramName) {
        return params.stream()
                .filter(p -> p.name().equals(paramName))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(name + " has no parameter " + paramName));
    }

    public JsonObject inputSchema() {
        var properties = new JsonObject();
        params.forEach(p -> properties.put(p.name(), p.shape().json()));
        return new JsonObject()
                .put("type", "object")
                .put("properties", properties)
                .put(
                        "required",
                        new JsonArray(params.stream()
                                .filter(Param::required)
                                .map(Param::name)
                                .toList()))
                .put("additionalProperties", false);
    }

    public JsonObject annotations() {
        var annotations = new JsonObject().put("title", title).put("readOnlyHint", kind == ToolKind.READ_ONLY);
        if (kind != ToolKind.READ_ONLY) annotations.put("destructiveHint", kind == ToolKind.ASKS_BEFORE_RUNNING);
        return annotations.put("idempotentHint", idempotent).put("openWorldHint", openWorld);
    }

    /** The tool as {@code tools/list} shows it. */
    public JsonObject listing() {
        return entry(false);
    }

    /** The tool as {@code tools.json} has it: the listing plus the gateway's handling. */
    public JsonObject catalogEntry() {
        return entry(true);
    }

    private JsonObject entry(boolean withHandling) {
        var json = new JsonObject().put("name", name).put("title", title);
        if (withHandling) {
            json.put("service", service.name().toLowerCase());
            if (handling.answersAsTask()) json.put("answersAsTask", true);
            if (handling.resultOfJobKind() != null) json.put("resultOfJobKind", handling.resultOfJobKind());
            if (handling.hourlyLimited()) json.put("hourlyLimited", true);
            if (handling.timeoutSeconds() != null) json.put("gatewayTimeoutSeconds", handling.timeoutSeconds());
            if (handling.readsTasks()) json.put("readsTasks", true);
        }
        json.put("description", description)
                .put("inputSchema", inputSchema())
                .put("outputSchema", output.json())
                .put("annotations", annotations());
        if (viewUri != null)
            json.put("_meta", new JsonObject().put("ui", new JsonObject().put("resourceUri", viewUri)));
        return json;
    }
}
