package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.ArgumentDeserializer;
import io.vertx.core.json.JsonObject;

/**
 * A discovery id ({@code dc_...}), as jobs-service makes it when it prices a discovery and analytics records it. One
 * length limit, checked here when it is read (the error names {@code discovery_id}); a value held is one that passed.
 */
@JsonDeserialize(using = DiscoveryId.Wire.class)
public record DiscoveryId(String value) {
    public static final String ARG = "discovery_id";
    public static final int MAX_LENGTH = 100;

    public DiscoveryId {
        if (value == null || value.isEmpty() || ToolArgs.characters(value) > MAX_LENGTH) {
            throw new IllegalArgumentException("a discovery id of 1-" + MAX_LENGTH + " characters");
        }
    }

    /** The required {@code discovery_id} of {@code args}. */
    public static DiscoveryId read(JsonObject args) {
        return new DiscoveryId(ToolArgs.string(args, ARG, 1, MAX_LENGTH));
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

    /** The id in a contract record's JSON, read as {@link #read} reads it. */
    static final class Wire extends ArgumentDeserializer<DiscoveryId> {
        Wire() {
            super(DiscoveryId.class, ARG, DiscoveryId::read);
        }
    }
}
