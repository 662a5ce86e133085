package io.sigment.common.api.analytics;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AnalyticsAction#FAIL_DISCOVERY}: the {@code message} get_discovery says to the agent. */
public record DiscoveryFailure(
        DiscoveryId discoveryId,
        @JsonDeserialize(using = Message.class) String message) {
    public static final int MAX_MESSAGE_LENGTH = 2000;

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static DiscoveryFailure fromJson(JsonObject json) {
        return WireCodec.fromJson(json, DiscoveryFailure.class);
    }

    /** The message: required, 1 to {@link #MAX_MESSAGE_LENGTH} characters. */
    static final class Message extends ArgumentDeserializer<String> {
        Message() {
            super(String.class, "message", json -> ToolArgs.string(json, "message", 1, MAX_MESSAGE_LENGTH));
        }
    }
}
