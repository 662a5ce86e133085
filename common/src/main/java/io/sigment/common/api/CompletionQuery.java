package io.sigment.common.api;

import static io.sigment.common.api.WireJson.text;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.vertx.core.json.JsonObject;
import java.util.Locale;

/**
 * A question of MCP's {@code completion/complete} to the service that owns the values (lists-service: list names and
 * their members' handles; analytics-service: analyses and discovery topics): the values of {@code field} that start
 * with {@code prefix} (ignoring case), in the caller's workspace when {@code workspaceNamed}, else in every workspace
 * of the caller, at most {@link #MAX_VALUES}. {@code platform} and {@code analysisId} narrow the analyses' fields
 * (null: not narrowed). The reply is {@link CompletionValues}.
 */
public record CompletionQuery(
        @JsonDeserialize(using = Field.Wire.class) Field field,
        @EmptyWhenAbsent String prefix,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean workspaceNamed,
        String platform,
        String analysisId) {
    /** MCP's cap on the values of one completion. */
    public static final int MAX_VALUES = 100;

    /** What is completed; its wire name is the constant in lower case. */
    public enum Field {
        /** lists-service: the names of the caller's lists and the handles on them. */
        LIST_NAMES_AND_HANDLES,
        /** analytics-service: the handles of the caller's analyses. */
        ANALYSIS_HANDLES,
        /** analytics-service: the caller's analyses, by name (as list_analyses shows it) and by id. */
        ANALYSIS_NAMES_AND_IDS,
        /** analytics-service: analysis ids, of {@code platform} when given. */
        ANALYSIS_IDS,
        /** analytics-service: the snapshot ids of {@code analysisId}. */
        SNAPSHOT_IDS,
        /** analytics-service: the topics of the caller's past discoveries, most recent first. */
        DISCOVERY_TOPICS;

        @JsonValue
        String wire() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The field named in lower case; anything else (none included) is refused. */
        static final class Wire extends ArgumentDeserializer<Field> {
            Wire() {
                super(
                        Field.class,
                        "field",
                        json -> Field.valueOf(text(json, "field", "").toUpperCase(Locale.ROOT)));
            }
        }
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CompletionQuery fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CompletionQuery.class);
    }
}
