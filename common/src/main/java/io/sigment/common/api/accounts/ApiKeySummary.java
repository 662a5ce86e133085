package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What a person may see of an API key after its creation (an entry of {@link ApiKeyList}): one of their own, or one
 * that can act in a workspace they own: its id, name, {@code display} (prefix and last 4 characters, never the key),
 * when it was created and last used (null: never), whether it is revoked, who made it ({@code userId},
 * {@code userName}) and the workspaces it can act in.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ApiKeySummary(
        String keyId,
        String name,
        String display,
        String createdAt,
        String lastUsedAt,
        boolean revoked,
        String userId,
        String userName,
        @EmptyWhenAbsent List<KeyWorkspace> workspaces) {

    public ApiKeySummary {
        workspaces = List.copyOf(workspaces);
    }

    /** Every field is written, a null {@code last_used_at} as null (as accounts answers it). */
    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ApiKeySummary fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ApiKeySummary.class);
    }
}
