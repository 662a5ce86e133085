package io.sigment.jobs.engine;

import io.sigment.common.ToolError;

/** The readable {@code error} of a failed job: what happened, what became of the credits, what to do. */
final class JobErrors {
    private JobErrors() {}

    static String describe(JobKind kind, String stage, long price, boolean charged, Throwable cause) {
        var what = cause instanceof ToolError || cause instanceof JobStepFailure
                ? trimmed(cause.getMessage())
                : "an internal error stopped it";
        var money = price == 0
                ? "Nothing was charged."
                : charged
                        ? "The " + price + " credits charged for it were refunded."
                        : "The " + price + " credits held for it were returned; nothing was charged.";
        return "The " + kind.name() + " failed while " + stage + ": " + what + ". " + money + " "
                + kind.failureAdvice();
    }

    private static String trimmed(String message) {
        var text = message == null ? "no reason given" : message.trim();
        return text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }
}
