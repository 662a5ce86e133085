package io.sigment.common;

import java.util.Arrays;

/**
 * A failure an agent can act on: one {@link Kind} per row of the spec's error table (§7), plus input
 * validation and rate limits (spec §8). The message is the exact agent-facing text and starts with the spec's prefix
 * for the condition it reports ({@code ToolErrorPrefixesTest} ties each factory to its row). Carries no stack trace: it
 * is an answer, not a bug.
 */
public final class ToolError extends RuntimeException {

    public enum Kind {
        NOT_APPROVED(4010),
        REVOKED(4011),
        OVER_MAX_CREDITS(4020),
        INSUFFICIENT_CREDITS(4021),
        DAILY_CAP(4022),
        PLAN_LIMIT(4023),
        ALREADY_IN_PROGRESS(4090),
        TOO_MANY_ACTIVE_JOBS(4091),
        BUSY(5030),
        NOT_FOUND(4040),
        SESSION_UNCONFIRMED(5031),
        INVALID_ARGUMENTS(4000),
        RATE_LIMITED(4290),
        UNAVAILABLE(5032),
        PLATFORM_BUDGET_SPENT(5034);

        /** The failure code of an event-bus reply carrying this kind. */
        public final int code;

        Kind(int code) {
            this.code = code;
        }

        public static Kind ofCode(int code) {
            return Arrays.stream(values())
                    .filter(k -> k.code == code)
                    .findFirst()
                    .orElse(UNAVAILABLE);
        }
    }

    private final Kind kind;
    private final String reason;
    private final String hint;

    public ToolError(Kind kind, String message) {
        this(kind, message, null, null);
    }

    private ToolError(Kind kind, String message, String reason, String hint) {
        super(message, null, false, false);
        this.kind = kind;
        this.reason = reason;
        this.hint = hint;
    }

    public Kind kind() {
        return kind;
    }

    /**
     * The same error with what another service may act on: {@code reason}, a code of the sending service's contract
     * ({@code io.sigment.common.api.<service>}), and {@code hint}, the bare fact behind the message. Both travel on the
     * bus beside the message, so no service reads another's English.
     */
    public ToolError withReason(String reason, String hint) {
        return new ToolError(kind, getMessage(), reason, hint);
    }

    /** The contract's code for why, or null when the kind says all there is. */
    public String reason() {
        return reason;
    }

    /** The fact behind the message (with {@link #reason()}), or null. */
    public String hint() {
        return hint;
    }

    public static ToolError notApproved(String client) {
        return new ToolError(
                Kind.NOT_APPROVED,
                "\"" + client + "\" is not approved to use this account yet. "
                        + "Ask the user to approve it in the AI agents settings of the Sigment app, then call again.");
    }

    public static ToolError revoked(String client) {
        return new ToolError(
                Kind.REVOKED,
                "Access for \"" + client + "\" was revoked by the user. "
                        + "Only the account owner can re-approve it in the AI agents settings; tell the user.");
    }

    /** A revoked API key: keys are never re-approved, the user makes a new one. */
    public static ToolError revokedKey(String keyName) {
        return new ToolError(
                Kind.REVOKED,
                "Access for \"" + keyName + "\" was revoked by the user. API keys are not "
                        + "re-approved: tell the user to create a new key in the Sigment app and configure it in place "
                        + "of this one.");
    }

    /**
     * An agent approved in some of the user's workspaces, called in one it is not approved for: approval is per
     * workspace, and that workspace's owner gives it.
     */
    public static ToolError notApprovedInWorkspace(String client, String workspaceName) {
        return new ToolError(
                Kind.NOT_APPROVED,
                "\"" + client + "\" is not approved to use this account yet in the "
                        + "workspace \"" + workspaceName
                        + "\": agents are approved per workspace, by its owner. Ask the user to have "
                        + "the owner of \"" + workspaceName
                        + "\" approve it in the AI agents settings of the Sigment app, then call "
                        + "again; meanwhile use a workspace it is approved for (omit workspace_id for the first one).");
    }

    /** An agent revoked in one workspace it is called in: that workspace's owner alone can re-approve it there. */
    public static ToolError revokedInWorkspace(String client, String workspaceName) {
        return new ToolError(
                Kind.REVOKED,
                "Access for \"" + client + "\" was revoked by the user in the workspace \""
                        + workspaceName + "\". Only the owner of \"" + workspaceName
                        + "\" can re-approve it there, in the AI agents "
                        + "settings; tell the user.");
    }

    public static ToolError overMaxCredits(long price, long maxCredits) {
        return new ToolError(
                Kind.OVER_MAX_CREDITS,
                "Not started: this costs " + price + " credits, above max_credits="
                        + maxCredits + ". Nothing was charged. Ask the user whether to spend " + price
                        + " credits; do not raise max_credits on your own.");
    }

    public static ToolError insufficientCredits(long price, long available) {
        return new ToolError(
                Kind.INSUFFICIENT_CREDITS,
                "Insufficient credits: this costs " + price
                        + " credits and the workspace has " + available
                        + " available. Stop and give the user the checkout URL "
                        + "from get_topup_link so they can buy credits; agents cannot pay.");
    }

    public static ToolError dailyCap(long spentToday, long cap, long price) {
        return new ToolError(
                Kind.DAILY_CAP,
                "Daily agent spend cap reached: agents spent " + spentToday + " of "
                        + cap + " credits today (UTC) and this call costs " + price
                        + ", which would exceed the cap. Nothing was "
                        + "charged. Continue in the Sigment app or wait until midnight UTC.");
    }

    public static ToolError planLimit(String whatThePlanLacks) {
        return new ToolError(
                Kind.PLAN_LIMIT,
                "Plan limit: " + whatThePlanLacks + " The user can upgrade the plan in the Sigment app.");
    }

    /** An invitation to a workspace whose plan's member seats (members plus open invitations) are all taken. */
    public static ToolError membersFull(String planName, int maxMembers) {
        return new ToolError(
                Kind.PLAN_LIMIT,
                "Plan limit: the " + planName + " plan allows up to " + maxMembers
                        + " members in a workspace, counting open invitations, and this one has no seat left. Remove a "
                        + "member or "
                        + "cancel an invitation first.");
    }

    /**
     * An invitation while the workspace's owner has a checkout open for a plan with fewer seats: it would make the
     * paid plan not fit (issue 40, M1).
     */
    public static ToolError downgradePending(String planName, int maxMembers) {
        return new ToolError(
                Kind.PLAN_LIMIT,
                "Plan limit: this workspace's change to the " + planName + " plan (up to "
                        + maxMembers + (maxMembers == 1 ? " person" : " people")
                        + ") is waiting for its payment, so no one can be "
                        + "invited until it is paid or its checkout expires (24 hours after it was opened).");
    }

    public static ToolError alreadyInProgress(String jobId) {
        return new ToolError(
                Kind.ALREADY_IN_PROGRESS,
                "Already in progress: the same work is running as job " + jobId
                        + ". Poll it with wait_for_job; do not resubmit.");
    }

    public static ToolError tooManyActiveJobs(String what, int limit) {
        return new ToolError(
                Kind.TOO_MANY_ACTIVE_JOBS,
                "Too many active jobs: this workspace already has " + limit + " active " + what
                        + " (the limit). Call wait_for_job on the running jobs, then retry.");
    }

    /** Spec §7's prefix for the platform at capacity, and for a part of Sigment or a provider not answering. */
    public static final String BUSY = "Sigment is busy: ";

    public static ToolError busy() {
        return new ToolError(Kind.BUSY, BUSY + "the platform is at capacity right now. Retry in a few minutes.");
    }

    /**
     * The deployment's whole daily budget of a platform (YouTube quota units, scraping runs) is spent: spec §7's
     * {@code Sigment is busy} (the platform is at capacity), for longer than minutes. {@code resets}: e.g. "YouTube
     * resets at ... (midnight Pacific time)".
     */
    public static ToolError platformBudgetSpent(String resets) {
        return new ToolError(
                Kind.PLATFORM_BUDGET_SPENT,
                BUSY + "Sigment's daily budget of platform calls is used up, so "
                        + "no new analysis or discovery on these platforms can start today (jobs already running "
                        + "finish). "
                        + resets
                        + ". Nothing was held or charged: retry after that, or use a platform with budget left.");
    }

    public static ToolError notFound(String hint) {
        return new ToolError(Kind.NOT_FOUND, "Not found, or this account has no access to it. " + hint);
    }

    /** The one "not found" of a workspace id the caller cannot use (unknown, or not theirs). */
    public static ToolError workspaceNotFound() {
        return notFound("Check the workspace_id with get_account, or omit it to use your first workspace.");
    }

    /**
     * A workspace of the key's user that this API key was not created for: a key acts only in the workspace chosen when
     * it was made (issue 40).
     */
    public static ToolError keyNotForWorkspace(String workspaceName) {
        return notFound("This API key was not created for the workspace \"" + workspaceName + "\": a key acts only in "
                + "the workspace chosen when it was made. Tell the user to create a key for that workspace in the "
                + "Sigment "
                + "app; get_account lists the workspaces this key can use.");
    }

    /** A workspace the owner removed this credential's user from: its keys and agents lost it at once. */
    public static ToolError removedFromWorkspace(String workspaceName) {
        return notFound("The owner of the workspace \"" + workspaceName + "\" removed this user from it, so this agent "
                + "or API key no longer has access to it. Tell the user; get_account lists the workspaces left.");
    }

    /** A workspace this credential's user left: their keys and agents lost it at once. */
    public static ToolError leftWorkspace(String workspaceName) {
        return notFound(
                "This user left the workspace \"" + workspaceName + "\", so this agent or API key no longer has "
                        + "access to it. Tell the user; get_account lists the workspaces left.");
    }

    public static ToolError sessionUnconfirmed() {
        return new ToolError(Kind.SESSION_UNCONFIRMED, "Could not confirm this session right now. Retry shortly.");
    }

    public static ToolError invalidArguments(String details) {
        return new ToolError(Kind.INVALID_ARGUMENTS, "Invalid arguments: " + details + ". Fix them and call again.");
    }

    public static ToolError rateLimited(String what, long retryAfterSeconds) {
        return new ToolError(
                Kind.RATE_LIMITED, "Rate limit reached: " + what + ". Retry after " + retryAfterSeconds + " seconds.");
    }

    /** What a service answers for an action it has no handler for (a catalog tool not built yet). */
    public static ToolError notServed() {
        return new ToolError(
                Kind.UNAVAILABLE,
                BUSY + "this operation is not served by this deployment yet (it may be "
                        + "updating). Retry in a few minutes.");
    }

    /** {@code get_topup_link} on a deployment with neither a payment provider nor the sandbox switched on. */
    public static ToolError topUpsNotConfigured() {
        return new ToolError(
                Kind.UNAVAILABLE,
                "Top-ups are not configured on this Sigment: it has no payment "
                        + "provider, so there is no checkout link to give. Tell the user; retrying will not help.");
    }

    /**
     * A transient failure of an outside system or a part of Sigment, spec §7's {@code Sigment is busy}: {@code why}
     * says what failed and ends with when to retry, e.g. "the YouTube search failed. Retry in a few minutes."
     */
    public static ToolError unavailableBecause(String why) {
        return new ToolError(Kind.UNAVAILABLE, BUSY + why);
    }

    /** The payment provider failed; {@code couldNot}: what it could not do, e.g. "create a checkout link". */
    public static ToolError paymentProviderFailed(String couldNot) {
        return unavailableBecause("the payment provider could not " + couldNot + " right now. Retry in a minute.");
    }

    /**
     * A tool that does not apply to this case (e.g. an Instagram-only tool on a YouTube analysis); nothing happened.
     */
    public static ToolError notAvailable(String details) {
        return new ToolError(Kind.INVALID_ARGUMENTS, "Not available: " + details);
    }

    /** What the call needs is not done yet; {@code details} says what to wait for. */
    public static ToolError notReady(String details) {
        return new ToolError(Kind.INVALID_ARGUMENTS, "Not ready: " + details);
    }

    /** {@code read_docs} with a reference that matches no page. */
    public static ToolError noDocsPage(String reference, String docsUrl) {
        return new ToolError(
                Kind.NOT_FOUND,
                "No documentation page matches \"" + reference + "\". Find pages with "
                        + "search_docs (your question in words), or read " + docsUrl
                        + "/llms.txt, which lists every page; paths look "
                        + "like getting-started, errors or tools/analyze_creators.");
    }

    private static final String NO_ANSWER = BUSY + "part of Sigment did not answer in time. Retry in a few seconds.";

    /** A part of Sigment that did not answer in time (a process killed, restarting or overloaded). */
    public static ToolError unavailable() {
        return new ToolError(Kind.UNAVAILABLE, NO_ANSWER);
    }

    /**
     * Whether this is {@link #unavailable()}, here or from another service: the bus carries only the kind and the
     * message, so both are compared, never another factory's text.
     */
    public boolean isNoAnswer() {
        return kind == Kind.UNAVAILABLE && NO_ANSWER.equals(getMessage());
    }
}
