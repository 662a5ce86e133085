package io.sigment.accounts.ledger;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.accounts.plans.SpendAction;
import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.Characters;
import io.sigment.common.api.NonNegative;
import io.sigment.common.api.Whole;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.accounts.HoldRequest;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@link HoldRequest} of {@code authorize}, read through its contract record and checked ({@link Checked}); the
 * workspace and credential come from the caller.
 */
record AuthorizeRequest(
        String workspaceId,
        String action,
        long price,
        long maxCredits,
        String idempotencyKey,
        List<String> platforms,
        int handleCount,
        String description,
        String jobId,
        String analysisId,
        boolean agent,
        String credentialId) {

    static AuthorizeRequest parse(Caller caller, JsonObject args) {
        if (caller.workspaceId() == null) throw ToolError.invalidArguments("caller.workspace_id: required");
        HoldRequest hold;
        try {
            hold = HoldRequest.fromJson(args);
        } catch (DecodeException e) {
            throw ToolError.invalidArguments(e.getMessage());
        }
        var checked = WireCodec.fromJson(hold.toJson(), Checked.class);
        var platforms = new ArrayList<String>();
        if (checked.platform() != null) platforms.add(checked.platform().key());
        for (var p : checked.platforms()) {
            if (!platforms.contains(p)) platforms.add(p);
        }
        return new AuthorizeRequest(
                caller.workspaceId(),
                checked.action(),
                checked.price(),
                checked.maxCredits(),
                checked.idempotencyKey(),
                List.copyOf(platforms),
                checked.handleCount(),
                checked.description(),
                checked.jobId(),
                checked.analysisId(),
                caller.isAgent(),
                caller.credentialId());
    }

    /**
     * The {@link HoldRequest} as read (Jackson's coercions included: a number where a string goes reads as its text,
     * {@code "40"} or {@code 1.5} as a price) and written again, checked field by field in this order with
     * {@link ToolArgs}' wording: the first refusal is the agent's.
     */
    private record Checked(
            @JsonDeserialize(using = Action.class) String action,
            @JsonDeserialize(using = Price.class) long price,
            @NonNegative long maxCredits,
            @Characters(min = 1, max = 300) String idempotencyKey,
            @JsonDeserialize(using = OptionalPlatform.class) Platform platform,
            @JsonDeserialize(using = Platforms.class) List<String> platforms,
            @Whole(min = 0, max = Integer.MAX_VALUE) int handleCount,
            String description,

            @Characters(min = 1, max = JobId.MAX_LENGTH, optional = true)
            String jobId,

            @Characters(min = 1, max = AnalysisId.MAX_LENGTH, optional = true)
            String analysisId) {}

    /** A spend action: 1-50 characters, one of {@link SpendAction#ALL}. */
    private static final class Action extends ArgumentDeserializer<String> {
        Action() {
            super(String.class, "action", json -> {
                var action = ToolArgs.string(json, "action", 1, 50);
                if (!SpendAction.ALL.contains(action))
                    throw ToolError.invalidArguments("action: must be one of " + SpendAction.ALL);
                return action;
            });
        }
    }

    /** Credits of 0 to {@link LedgerEntry#MAX_AMOUNT}. */
    private static final class Price extends ArgumentDeserializer<Long> {
        Price() {
            super(Long.class, "price", json -> {
                var price = ToolArgs.nonNegative(json, "price");
                if (price > LedgerEntry.MAX_AMOUNT)
                    throw ToolError.invalidArguments("price: at most " + LedgerEntry.MAX_AMOUNT);
                return price;
            });
        }
    }

    /** One platform, or null when absent. */
    private static final class OptionalPlatform extends ArgumentDeserializer<Platform> {
        OptionalPlatform() {
            super(Platform.class, "platform", json -> {
                var platform = json.getValue("platform");
                return platform == null ? null : Platform.parse(platform);
            });
        }
    }

    /** 1-3 non-blank strings, each trimmed, each once (not checked as platforms), or empty when absent. */
    private static final class Platforms extends ArgumentDeserializer<List<String>> {
        Platforms() {
            super(
                    List.class,
                    "platforms",
                    json -> ToolArgs.stringsIfGiven(json, "platforms", Platform.values().length));
        }
    }

    LedgerEntry hold(String holdId, Totals after, java.time.OffsetDateTime at) {
        return new LedgerEntry(
                workspaceId,
                LedgerEntry.HOLD,
                price,
                after,
                holdId,
                action,
                description,
                jobId,
                analysisId,
                agent,
                credentialId,
                idempotencyKey,
                at);
    }
}
