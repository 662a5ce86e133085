package io.sigment.accounts.topup;

import com.stripe.exception.SignatureVerificationException;
import com.stripe.net.Webhook;
import io.sigment.accounts.plans.PlanSubscriptions;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.StripeDelivery;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Logger;

/**
 * {@code stripe_webhook}: an event Stripe posted to the gateway, with its raw body and {@code Stripe-Signature}.
 * Verified with the endpoint's signing secret (HMAC-SHA256, 5 minutes' tolerance); a paid
 * {@code checkout.session.completed} credits its package once, whatever the number of deliveries. Events of plan
 * subscriptions (a completed checkout in subscription mode, {@code customer.subscription.updated} and
 * {@code .deleted}) go to {@link PlanSubscriptions}, where Stripe is configured.
 */
public final class StripeWebhooks {
    private static final Logger LOG = Logger.getLogger(StripeWebhooks.class.getName());
    private static final Set<String> PAID_EVENTS =
            Set.of("checkout.session.completed", "checkout.session.async_payment_succeeded");
    private static final Set<String> PAID_STATUSES = Set.of("paid", "no_payment_required");

    private final Optional<String> signingSecret;
    private final CheckoutCompletion completion;
    private final Clock clock;
    private final PlanSubscriptions plans;

    /** {@code plans} null where no Stripe key is set (subscription events are then acknowledged and ignored). */
    public StripeWebhooks(
            Optional<String> signingSecret, CheckoutCompletion completion, Clock clock, PlanSubscriptions plans) {
        this.signingSecret = signingSecret;
        this.completion = completion;
        this.clock = clock;
        this.plans = plans;
    }

    /**
     * Args {@code payload} (the raw body) and {@code signature}; a refusal is INVALID_ARGUMENTS (the gateway's 400).
     */
    public Future<JsonObject> receive(Caller caller, JsonObject args) {
        if (signingSecret.isEmpty()) {
            return Future.failedFuture(ToolError.invalidArguments("Stripe webhooks are not configured here"));
        }
        var delivery = StripeDelivery.fromJson(args);
        var payload = delivery.payload();
        try {
            Webhook.constructEvent(
                    payload, delivery.signature(), signingSecret.get(), Webhook.DEFAULT_TOLERANCE, clock);
        } catch (SignatureVerificationException | RuntimeException e) {
            Log.warn(LOG, "stripe webhook refused", Map.of("reason", String.valueOf(e.getMessage())), null);
            return Future.failedFuture(ToolError.invalidArguments("Stripe-Signature: does not verify"));
        }
        var event = new JsonObject(payload);
        var type = event.getString("type", "");
        var session = event.getJsonObject("data", new JsonObject()).getJsonObject("object", new JsonObject());
        var ignored = new JsonObject().put("received", true).put("event", type).put("credited", false);
        if (plans != null) {
            var subscriptionEvent = switch (type) {
                case "checkout.session.completed" ->
                    "subscription".equals(session.getString("mode")) ? plans.completed(session) : null;
                case "customer.subscription.updated" -> plans.updated(session);
                case "customer.subscription.deleted" -> plans.deleted(session);
                default -> null;
            };
            if (subscriptionEvent != null) return subscriptionEvent.map(reply -> reply.put("event", type));
        }
        if (!PAID_EVENTS.contains(type) || !PAID_STATUSES.contains(session.getString("payment_status", ""))) {
            return Future.succeededFuture(ignored);
        }
        var sessionId = session.getString("id", "");
        return completion.find(sessionId).compose(found -> {
            if (found.isEmpty() || !found.get().provider().equals("stripe")) {
                Log.warn(LOG, "stripe webhook for an unknown checkout session", Map.of("session_id", sessionId), null);
                return Future.succeededFuture(ignored.put("reason", "unknown checkout session"));
            }
            var expected = found.get();
            var paid = session.getLong("amount_total");
            if (paid == null
                    || paid != expected.priceCents()
                    || !expected.currency().equalsIgnoreCase(session.getString("currency", expected.currency()))) {
                Log.warn(
                        LOG,
                        "stripe webhook amount differs from the offered package",
                        Map.of("session_id", sessionId, "amount_total", String.valueOf(paid)),
                        null);
                return Future.succeededFuture(ignored.put("reason", "amount differs from the package"));
            }
            return completion
                    .complete(expected)
                    .map(completed -> completed.toJson().put("received", true).put("event", type));
        });
    }
}
