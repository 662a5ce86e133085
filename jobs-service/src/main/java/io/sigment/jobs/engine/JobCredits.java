package io.sigment.jobs.engine;

import io.sigment.common.Caller;
import io.sigment.common.api.accounts.AccountsClient;
import io.sigment.common.api.accounts.HoldAuthorization;
import io.sigment.common.api.accounts.HoldSettled;
import io.vertx.core.Future;

/**
 * A job's money, moved only by accounts-service: a hold when it starts, the charge when its scrape finishes, a
 * refund when it fails. Every call is idempotent (key {@code job:<job_id>}, then the hold id), so a retry or a
 * resumed job never charges twice.
 */
final class JobCredits {
    static final String KEY_PREFIX = "job:";

    private final AccountsClient accounts;

    JobCredits(AccountsClient accounts) {
        this.accounts = accounts;
    }

    /** Holds the priced job's price as the agent (accounts checks plan, daily cap and balance). */
    Future<HoldAuthorization> authorize(Caller agent, PricedJob priced) {
        return accounts.authorize(
                agent,
                priced.authorize()
                        .priced(
                                priced.price(),
                                priced.maxCredits(),
                                KEY_PREFIX + priced.jobId().value(),
                                priced.jobId().value()));
    }

    Future<HoldSettled> capture(String workspaceId, String holdId) {
        return accounts.capture(settling(workspaceId, holdId), holdId);
    }

    /** Returns the credits: releases a hold never charged, refunds a charged one. */
    Future<HoldSettled> refund(String workspaceId, String holdId) {
        return accounts.refund(settling(workspaceId, holdId), holdId);
    }

    private static Caller settling(String workspaceId, String holdId) {
        return Caller.system(KEY_PREFIX + holdId).inWorkspace(workspaceId);
    }
}
