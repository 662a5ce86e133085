package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.io.IOException;

/**
 * A workspace of a token's user with the agent's {@code agentStatus} there ({@code approved}, {@code revoked} or
 * {@code not_approved}: approval is per workspace). Null from an accounts-service older than per-workspace approval:
 * the agent's overall status then holds. Written flat: the workspace's fields, then {@code agent_status} (left out
 * when null).
 */
@JsonDeserialize(using = AgentWorkspace.Read.class)
public record AgentWorkspace(@JsonUnwrapped MemberWorkspace workspace, String agentStatus) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** The workspace, and the status beside it. */
    public static AgentWorkspace fromJson(JsonObject json) {
        return new AgentWorkspace(
                MemberWorkspace.fromJson(json),
                WireCodec.fromJson(json, Status.class).agentStatus());
    }

    /** The field beside the workspace's (Jackson 2.18 reads no {@code @JsonUnwrapped} record). */
    private record Status(String agentStatus) {}

    /** How a record holding these reads them: as {@link #fromJson} does. */
    static final class Read extends StdDeserializer<AgentWorkspace> {
        Read() {
            super(AgentWorkspace.class);
        }

        @Override
        public AgentWorkspace deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return fromJson(parser.readValueAs(JsonObject.class));
        }
    }
}
