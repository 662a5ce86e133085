package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.Optional;

/**
 * An analysis id ({@code an_...}), read from arguments the one way by every service that takes one: jobs-service
 * (re-runs, optimize_selection), analytics, lists (share links), accounts (holds). One length limit, checked here
 * when it is read (the agent's error names {@code analysis_id}); a value held is one that passed it.
 */
@JsonDeserialize(using = AnalysisId.Wire.class)
public record AnalysisId(String value) {
    public static final String ARG = "analysis_id";
    public static final int MAX_LENGTH = 100;

    public AnalysisId {
        if (value == null || value.isEmpty() || ToolArgs.characters(value) > MAX_LENGTH) {
            throw new IllegalArgumentException("an analysis id of 1-" + MAX_LENGTH + " characters");
        }
    }

    /** The required {@code analysis_id} of {@code args}. */
    public static AnalysisId read(JsonObject args) {
        return new AnalysisId(ToolArgs.string(args, ARG, 1, MAX_LENGTH));
    }

    /** The {@code analysis_id} of {@code args}, or empty when it is absent. */
    public static Optional<AnalysisId> readOptional(JsonObject args) {
        return Optional.ofNullable(ToolArgs.optionalString(args, ARG, 1, MAX_LENGTH))
                .map(AnalysisId::new);
    }

    /** The id in the arguments of an action that takes one. */
    public JsonObject toJson() {
        return WireCodec.toJson(new Argument(this));
    }

    /** The id as the wire has it: a plain string. */
    @JsonValue
    @Override
    public String value() {
        return value;
    }

    @Override
    public String toString() {
        return value;
    }

    /** An action's arguments that are the id alone. */
    private record Argument(AnalysisId analysisId) {}

    /** The id in a contract record's JSON, read as {@link #read} reads it. */
    static final class Wire extends ArgumentDeserializer<AnalysisId> {
        Wire() {
            super(AnalysisId.class, ARG, AnalysisId::read);
        }
    }
}
