package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What a person may see of one of their API keys after its creation (an entry of {@link ApiKeyList}): its id, name,
 * {@code display} (prefix and last 4 characters, never the key), when it was created and last used (null: never),
 * and whether it is revoked.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ApiKeySummary(String keyId, String name, String display, String createdAt, String lastUsedAt,
                            boolean revoked) {

  /** Every field is written, a null {@code last_used_at} as null (as accounts answers it). */
  public JsonObject toJson() {
    return WireCodec.toJson(this);
  }

  public static ApiKeySummary fromJson(JsonObject json) {
    return WireCodec.fromJson(json, ApiKeySummary.class);
  }
}
