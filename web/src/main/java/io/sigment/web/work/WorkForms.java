package io.sigment.web.work;

import io.sigment.common.ToolError;
import io.vertx.ext.web.RoutingContext;
import java.util.ArrayList;
import java.util.List;

/** What the work pages read from a request, and the HTTP status a refusal is shown with. */
final class WorkForms {
    private WorkForms() {}

    /** Where a revocation returns: one of the app's own pages, never another site. */
    static String returnTo(RoutingContext ctx) {
        var asked = ctx.request().getFormAttribute("return_to");
        return asked != null
                        && asked.startsWith("/app/")
                        && !asked.startsWith("//")
                        && !asked.contains("\\")
                        && asked.chars().allMatch(c -> c > 32 && c < 127)
                ? asked
                : "/app";
    }

    /** The handles of a form: a textarea (one a line, or separated by commas or spaces) and ticked boxes. */
    static List<String> handles(RoutingContext ctx) {
        var handles = new ArrayList<String>();
        var typed = ctx.request().getFormAttribute("handles");
        if (typed != null) {
            for (var handle : typed.split("[\\s,]+"))
                if (!handle.isBlank() && !handles.contains(handle)) handles.add(handle);
        }
        for (var ticked : ctx.request().formAttributes().getAll("handle")) {
            if (!ticked.isBlank() && !handles.contains(ticked.strip())) handles.add(ticked.strip());
        }
        return handles;
    }

    /** {@code wait}: how long the job page may wait for the job to finish before answering (a long poll). */
    static int waitSeconds(RoutingContext ctx) {
        var asked = ctx.request().getParam("wait");
        return asked != null && asked.matches("[0-9]{1,2}") ? Integer.parseInt(asked) : 0;
    }

    static double number(RoutingContext ctx, String field) {
        try {
            return Double.parseDouble(String.valueOf(ctx.request().getFormAttribute(field)));
        } catch (NumberFormatException e) {
            throw ToolError.invalidArguments(field + ": must be a number");
        }
    }

    /** The HTTP status a refusal is shown with. */
    static int status(ToolError error) {
        return switch (error.kind()) {
            case NOT_FOUND -> 404;
            case INVALID_ARGUMENTS, OVER_MAX_CREDITS -> 400;
            case INSUFFICIENT_CREDITS -> 402;
            case PLAN_LIMIT -> 403;
            case ALREADY_IN_PROGRESS, TOO_MANY_ACTIVE_JOBS -> 409;
            case RATE_LIMITED -> 429;
            default -> 503;
        };
    }
}
