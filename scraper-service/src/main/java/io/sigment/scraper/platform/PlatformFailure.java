package io.sigment.scraper.platform;

import io.sigment.common.ToolError;

/**
 * A platform could not give us what we asked for. {@link Reason} says whether trying again soon can help;
 * the message is written for a person (it never contains credentials).
 */
public final class PlatformFailure extends RuntimeException {

    public enum Reason {
        /** 5xx, 429 or a network error that persisted through every retry. */
        UNAVAILABLE,
        /** The platform's circuit breaker is open: recent calls kept failing. */
        CIRCUIT_OPEN,
        /** The daily quota (ours or the platform's) is used up. */
        QUOTA,
        /** The platform refused the request: credentials, plan, or a request it does not accept. */
        REJECTED
    }

    private final Reason reason;

    public PlatformFailure(Reason reason, String message) {
        super(message, null, false, false);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }

    /**
     * The agent's message (spec §7 {@code Sigment is busy}): {@code context} (what failed, or empty) with this failure,
     * and when to retry when the platform's message does not say it.
     */
    public ToolError busy(String context) {
        var why = context + getMessage();
        return ToolError.unavailableBecause(why + (why.contains("Retry") ? "" : " Retry in a few minutes."));
    }
}
