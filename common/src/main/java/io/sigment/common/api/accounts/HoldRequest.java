package io.sigment.common.api.accounts;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link AccountsAction#AUTHORIZE}: hold {@code price} credits for {@code action} as the agent,
 * refused above {@code maxCredits}, once per {@code idempotencyKey}. {@code platform} or {@code platforms},
 * {@code handleCount}, {@code analysisId} and {@code description} are what the plan limits check and the ledger
 * shows. A job kind's pricing says what the work is ({@link #of}); the job engine prices it ({@link #priced}).
 */
public record HoldRequest(
        String action,
        String platform,
        List<String> platforms,
        int handleCount,
        String analysisId,
        String description,
        Long price,
        Long maxCredits,
        String idempotencyKey,
        String jobId) {

    /** The work, not yet priced: one {@code platform} or several {@code platforms} (the other null). */
    public static HoldRequest of(
            String action,
            String platform,
            List<String> platforms,
            int handleCount,
            String analysisId,
            String description) {
        return new HoldRequest(
                action,
                platform,
                platforms == null ? null : List.copyOf(platforms),
                handleCount,
                analysisId,
                description,
                null,
                null,
                null,
                null);
    }

    public HoldRequest priced(long price, long maxCredits, String idempotencyKey, String jobId) {
        return new HoldRequest(
                action,
                platform,
                platforms,
                handleCount,
                analysisId,
                description,
                price,
                maxCredits,
                idempotencyKey,
                jobId);
    }

    /** The platforms the work scrapes. */
    public List<String> platformList() {
        return platforms != null ? platforms : platform == null ? List.of() : List.of(platform);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static HoldRequest fromJson(JsonObject json) {
        return WireCodec.fromJson(json, HoldRequest.class);
    }
}
