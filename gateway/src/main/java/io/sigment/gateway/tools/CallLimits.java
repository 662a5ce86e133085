package io.sigment.gateway.tools;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.cluster.SharedLimits;
import io.sigment.gateway.auth.Principal;
import io.sigment.gateway.mcp.JsonRpc;
import io.vertx.core.Future;

/**
 * The spec's limits for agent credentials (§8), shared by every gateway of the cluster: tool calls per
 * user per minute and searches per hour (tool errors saying when to retry), and tool calls in flight per
 * user plus a small allowance per credential (HTTP 429 with Retry-After).
 */
public final class CallLimits {
    private static final long MINUTE = 60_000;
    private static final long HOUR = 3_600_000;
    static final int REFUSED_PER_MINUTE = 30;

    private final SharedLimits shared;
    private final int callsPerMinute;
    private final int searchesPerHour;
    private final int inflightPerUser;
    private final int inflightPerToken;

    public CallLimits(SharedLimits shared, Config config) {
        this.shared = shared;
        this.callsPerMinute = config.integer(Setting.CALLS_PER_MINUTE);
        this.searchesPerHour = config.integer(Setting.SEARCHES_PER_HOUR);
        this.inflightPerUser = config.integer(Setting.INFLIGHT_PER_USER);
        this.inflightPerToken = config.integer(Setting.INFLIGHT_PER_TOKEN);
    }

    /** Takes an in-flight slot (the user's, else the credential's own allowance) and returns its key to release. */
    public Future<String> enter(Principal principal) {
        var userKey = "user:" + principal.userId();
        var tokenKey = "credential:" + principal.credentialId();
        return shared.tryAcquire(userKey, inflightPerUser)
                .compose(gotUserSlot -> gotUserSlot
                        ? Future.succeededFuture(userKey)
                        : shared.tryAcquire(tokenKey, inflightPerToken)
                                .compose(gotTokenSlot -> gotTokenSlot
                                        ? Future.succeededFuture(tokenKey)
                                        : Future.failedFuture(new JsonRpc.Throttled(
                                                "Too many tool calls in flight: at most " + inflightPerUser
                                                        + " at once per user. Wait for running calls to finish, then "
                                                        + "retry; call tools one at a time.",
                                                1))));
    }

    public void leave(String slot) {
        shared.release(slot);
    }

    /** Counts one tool call against the user's per-minute budget, or fails with when to retry. */
    public Future<Void> countCall(Principal principal) {
        return shared.tryCount("calls:" + principal.userId(), callsPerMinute, MINUTE)
                .compose(wait -> wait == 0
                        ? Future.succeededFuture()
                        : Future.failedFuture(ToolError.rateLimited(
                                callsPerMinute + " tool calls per minute per user", seconds(wait))));
    }

    /**
     * Counts one call of a revoked or unapproved credential against that credential's own small budget (never the
     * user's), so a leaked key the user revoked cannot hold the owner's limits.
     */
    public Future<Void> countRefused(Principal principal) {
        return shared.tryCount("refused:" + principal.credentialId(), REFUSED_PER_MINUTE, MINUTE)
                .compose(wait -> wait == 0
                        ? Future.succeededFuture()
                        : Future.failedFuture(ToolError.rateLimited(
                                REFUSED_PER_MINUTE + " refused tool calls per minute per " + "credential",
                                seconds(wait))));
    }

    /** Counts one call of an {@code hourlyLimited} tool against the user's hourly budget for that tool. */
    public Future<Void> countHourly(ToolDefinition tool, Principal principal) {
        return shared.tryCount("hourly:" + tool.name() + ":" + principal.userId(), searchesPerHour, HOUR)
                .compose(wait -> wait == 0
                        ? Future.succeededFuture()
                        : Future.failedFuture(ToolError.rateLimited(
                                searchesPerHour + " " + tool.name() + " calls per hour per user", seconds(wait))));
    }

    private static long seconds(long millis) {
        return Math.max(1, (millis + 999) / 1000);
    }
}
