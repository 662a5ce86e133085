package io.sigment.common.bus;

import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.core.internal.ContextInternal;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.function.Function;

/**
 * A request to an idempotent, read-only action that is sent again when a cluster member leaves while it waits for
 * its reply ({@link MemberLoss}), within its original deadline: the process that took it may be the one that died,
 * and Vert.x would let the request wait for its whole timeout. Every waiting request is sent again on a member's
 * loss (which one got it cannot be told); an answer from any attempt ends the request, later answers are dropped;
 * it fails as unanswered only when every attempt went unanswered.
 *
 * <p>The signal comes after the cluster manager removed the member's subscriptions from the cluster's map; each
 * process's view of them follows through entry events within milliseconds. The new attempt waits {@link #SETTLE}
 * so it cannot be routed to the dead member (whose connection would take the message and never answer), and is
 * retried every {@link #SETTLE} while nobody serves the address (a lone replica restarting).
 */
final class ResentRequest {
    /** From a member's loss to the new attempt, and between attempts that found no handler. */
    static final Duration SETTLE = Duration.ofMillis(500);
    /** Less time than this left: not sent again (a wait could not be answered in time anyway). */
    static final Duration MIN_LEFT = Duration.ofSeconds(2);

    private final Vertx vertx;
    private final Function<Duration, Future<JsonObject>> send;
    private final Runnable onResend;
    /** Bound to the caller's context: its listeners run there whichever attempt's reply completes it. */
    private final Promise<JsonObject> outcome;

    private long deadline;
    private int attempts;
    /** Attempts sent and not yet ended. */
    private int pending;

    private Throwable lastSilence;
    private boolean resendPending;

    /** {@code send} sends the request once with the given timeout; {@code onResend} counts each new attempt. */
    ResentRequest(Vertx vertx, Function<Duration, Future<JsonObject>> send, Runnable onResend) {
        this.vertx = vertx;
        this.send = send;
        this.onResend = onResend;
        this.outcome = ((ContextInternal) vertx.getOrCreateContext()).promise();
    }

    Future<JsonObject> run(Duration timeout) {
        synchronized (this) {
            deadline = System.nanoTime() + timeout.toNanos();
        }
        attempt(timeout);
        return outcome.future();
    }

    boolean done() {
        return outcome.future().isComplete();
    }

    /** A member left: send again, unless answered or too late. */
    void memberLeft() {
        synchronized (this) {
            if (done() || resendPending || left().minus(SETTLE).compareTo(MIN_LEFT) < 0) return;
            resendPending = true;
        }
        vertx.setTimer(Math.max(1, SETTLE.toMillis()), t -> resend());
    }

    private void resend() {
        Duration left;
        Throwable unanswered = null;
        synchronized (this) {
            resendPending = false;
            left = left();
            if (done()) return;
            if (left.compareTo(MIN_LEFT) < 0) {
                if (pending > 0) return;
                unanswered = lastSilence != null
                        ? lastSilence
                        : new ReplyException(ReplyFailure.TIMEOUT, "no time left to send again");
            }
        }
        if (unanswered != null) {
            outcome.tryFail(unanswered);
            return;
        }
        onResend.run();
        attempt(left);
    }

    private void attempt(Duration timeout) {
        int number;
        synchronized (this) {
            number = ++attempts;
            pending++;
        }
        send.apply(timeout).onComplete(done -> {
            if (done.succeeded()) {
                outcome.tryComplete(done.result());
                return;
            }
            var cause = done.cause();
            if (cause instanceof ToolError) {
                outcome.tryFail(cause);
                return;
            }
            synchronized (this) {
                pending--;
                lastSilence = cause;
                if (done()) return;
                // A new attempt found nobody serving the address (a lone replica restarting): try again shortly.
                if (number > 1
                        && noHandlers(cause)
                        && !resendPending
                        && left().minus(SETTLE).compareTo(MIN_LEFT) >= 0) {
                    resendPending = true;
                    vertx.setTimer(Math.max(1, SETTLE.toMillis()), t -> resend());
                    return;
                }
                // Another attempt may still answer.
                if (pending > 0 || resendPending) return;
            }
            outcome.tryFail(cause);
        });
    }

    private Duration left() {
        return Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
    }

    private static boolean noHandlers(Throwable cause) {
        return cause instanceof ReplyException reply && reply.failureType() == ReplyFailure.NO_HANDLERS;
    }
}
