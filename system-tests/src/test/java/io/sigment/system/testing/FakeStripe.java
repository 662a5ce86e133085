package io.sigment.system.testing;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.handler.BodyHandler;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Stripe at its HTTP boundary: {@code POST /v1/checkout/sessions} (payment or subscription mode) answered in the
 * Checkout Session shape, {@code GET}/{@code DELETE /v1/subscriptions/{id}} in the Subscription shape,
 * {@code GET /v1/invoice_payments} (one paid payment per invoice) and {@code POST /v1/refunds} in theirs, so the real
 * stripe-java client talks to it; and webhook events ({@code checkout.session.completed},
 * {@code customer.subscription.updated}/{@code .deleted}) signed with Stripe's scheme
 * ({@code Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">}).
 */
public final class FakeStripe implements AutoCloseable {
    /** One create request as Stripe received it: its headers and form fields. */
    public record Received(String authorization, Map<String, String> form) {}

    private final HttpServer server;
    private final List<Received> received = new CopyOnWriteArrayList<>();
    private final List<String> cancelled = new CopyOnWriteArrayList<>();
    private final List<Received> refunds = new CopyOnWriteArrayList<>();
    private final AtomicInteger sessions = new AtomicInteger();

    private FakeStripe(Vertx vertx) {
        var router = Router.router(vertx);
        router.post("/v1/checkout/sessions").handler(BodyHandler.create()).handler(ctx -> {
            var form = new java.util.LinkedHashMap<String, String>();
            ctx.request().formAttributes().forEach(e -> form.put(e.getKey(), e.getValue()));
            received.add(new Received(ctx.request().getHeader("Authorization"), form));
            var id = "cs_test_fake" + sessions.incrementAndGet();
            var metadata = new JsonObject();
            form.forEach((k, v) -> {
                if (k.startsWith("metadata[")) metadata.put(k.substring(9, k.length() - 1), v);
            });
            ctx.response()
                    .putHeader("Content-Type", "application/json")
                    .putHeader("Request-Id", "req_fake")
                    .end(new JsonObject()
                            .put("id", id)
                            .put("object", "checkout.session")
                            .put("livemode", false)
                            .put("mode", form.getOrDefault("mode", "payment"))
                            .put("status", "open")
                            .put("payment_status", "unpaid")
                            .put("customer", form.get("customer"))
                            .putNull("subscription")
                            .put("amount_total", Long.parseLong(form.get("line_items[0][price_data][unit_amount]")))
                            .put("currency", form.get("line_items[0][price_data][currency]"))
                            .put("client_reference_id", form.get("client_reference_id"))
                            .put("success_url", form.get("success_url"))
                            .put("cancel_url", form.get("cancel_url"))
                            .put("metadata", metadata)
                            .put("url", "https://checkout.stripe.com/c/pay/" + id)
                            .encode());
        });
        router.delete("/v1/subscriptions/:id").handler(BodyHandler.create()).handler(ctx -> {
            var id = ctx.pathParam("id");
            cancelled.add(id);
            ctx.response()
                    .putHeader("Content-Type", "application/json")
                    .putHeader("Request-Id", "req_fake")
                    .end(subscription(id, "cus_unknown", "canceled", new JsonObject())
                            .encode());
        });
        router.get("/v1/subscriptions/:id").handler(ctx -> {
            var id = ctx.pathParam("id");
            ctx.response()
                    .putHeader("Content-Type", "application/json")
                    .putHeader("Request-Id", "req_fake")
                    .end(subscription(
                                    id, "cus_unknown", cancelled.contains(id) ? "canceled" : "active", new JsonObject())
                            .encode());
        });
        router.get("/v1/invoice_payments").handler(ctx -> {
            var invoice = ctx.request().getParam("invoice");
            var payment = new JsonObject()
                    .put("id", "inpay_" + invoice)
                    .put("object", "invoice_payment")
                    .put("invoice", invoice)
                    .put("status", "paid")
                    .put("amount_paid", 1900)
                    .put("currency", "usd")
                    .put("is_default", true)
                    .put("livemode", false)
                    .put(
                            "payment",
                            new JsonObject().put("type", "payment_intent").put("payment_intent", "pi_" + invoice));
            ctx.response()
                    .putHeader("Content-Type", "application/json")
                    .putHeader("Request-Id", "req_fake")
                    .end(new JsonObject()
                            .put("object", "list")
                            .put("url", "/v1/invoice_payments")
                            .put("has_more", false)
                            .put("data", new io.vertx.core.json.JsonArray().add(payment))
                            .encode());
        });
        router.post("/v1/refunds").handler(BodyHandler.create()).handler(ctx -> {
            var form = new java.util.LinkedHashMap<String, String>();
            ctx.request().formAttributes().forEach(e -> form.put(e.getKey(), e.getValue()));
            var key = ctx.request().getHeader("Idempotency-Key");
            form.put("idempotency_key", key);
            if (refunds.stream()
                    .noneMatch(r -> java.util.Objects.equals(r.form().get("idempotency_key"), key))) {
                refunds.add(new Received(ctx.request().getHeader("Authorization"), form));
            }
            ctx.response()
                    .putHeader("Content-Type", "application/json")
                    .putHeader("Request-Id", "req_fake")
                    .end(new JsonObject()
                            .put("id", "re_" + form.get("payment_intent"))
                            .put("object", "refund")
                            .put("payment_intent", form.get("payment_intent"))
                            .put("status", "succeeded")
                            .put("amount", 1900)
                            .put("currency", "usd")
                            .encode());
        });
        router.route()
                .handler(ctx -> ctx.response()
                        .setStatusCode(404)
                        .putHeader("Content-Type", "application/json")
                        .end(new JsonObject()
                                .put(
                                        "error",
                                        new JsonObject()
                                                .put("type", "invalid_request_error")
                                                .put("message", "Unrecognized request URL"))
                                .encode()));
        server = vertx.createHttpServer()
                .requestHandler(router)
                .listen(0, "127.0.0.1")
                .await();
    }

    public static FakeStripe start(Vertx vertx) {
        return new FakeStripe(vertx);
    }

    public String apiBase() {
        return "http://127.0.0.1:" + server.actualPort();
    }

    public List<Received> received() {
        return received;
    }

    /** The refunds created, once per idempotency key (as Stripe answers a repeated key), with their form fields. */
    public List<Received> refunds() {
        return refunds;
    }

    /** The subscriptions cancelled through the API, in order. */
    public List<String> cancelled() {
        return cancelled;
    }

    /** A {@code checkout.session.completed} event for a subscription-mode session, as Stripe posts it. */
    public static String subscriptionCompletedEvent(
            String sessionId, String customerId, String subscriptionId, long amountTotal) {
        return event(
                "checkout.session.completed",
                new JsonObject()
                        .put("id", sessionId)
                        .put("object", "checkout.session")
                        .put("mode", "subscription")
                        .put("status", "complete")
                        .put("payment_status", "paid")
                        .put("amount_total", amountTotal)
                        .put("currency", "usd")
                        .put("customer", customerId)
                        .put("subscription", subscriptionId)
                        .put("invoice", "in_" + subscriptionId));
    }

    /** A {@code customer.subscription.updated} or {@code .deleted} event carrying the subscription. */
    public static String subscriptionEvent(
            String type, String subscriptionId, String customerId, String status, JsonObject metadata) {
        return event(type, subscription(subscriptionId, customerId, status, metadata));
    }

    private static JsonObject subscription(String id, String customerId, String status, JsonObject metadata) {
        return new JsonObject()
                .put("id", id)
                .put("object", "subscription")
                .put("customer", customerId)
                .put("status", status)
                .put("livemode", false)
                .put("metadata", metadata)
                .put("cancel_at_period_end", false)
                .put("created", System.currentTimeMillis() / 1000);
    }

    private static String event(String type, JsonObject object) {
        return new JsonObject()
                .put("id", "evt_" + object.getString("id") + "_" + type.hashCode())
                .put("object", "event")
                .put("api_version", "2025-01-27.acacia")
                .put("created", System.currentTimeMillis() / 1000)
                .put("livemode", false)
                .put("type", type)
                .put("data", new JsonObject().put("object", object))
                .encode();
    }

    /** A {@code checkout.session.completed} event for a paid session, as Stripe posts it. */
    public static String completedEvent(String sessionId, long amountTotal, String currency) {
        return new JsonObject()
                .put("id", "evt_" + sessionId)
                .put("object", "event")
                .put("api_version", "2025-01-27.acacia")
                .put("created", System.currentTimeMillis() / 1000)
                .put("livemode", false)
                .put("type", "checkout.session.completed")
                .put(
                        "data",
                        new JsonObject()
                                .put(
                                        "object",
                                        new JsonObject()
                                                .put("id", sessionId)
                                                .put("object", "checkout.session")
                                                .put("mode", "payment")
                                                .put("status", "complete")
                                                .put("payment_status", "paid")
                                                .put("amount_total", amountTotal)
                                                .put("currency", currency)))
                .encode();
    }

    /** The {@code Stripe-Signature} header Stripe would send for {@code payload}. */
    public static String signature(String payload, String secret, long unixSeconds) {
        try {
            var mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            var digest = mac.doFinal((unixSeconds + "." + payload).getBytes(StandardCharsets.UTF_8));
            return "t=" + unixSeconds + ",v1=" + java.util.HexFormat.of().formatHex(digest);
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.close().await();
    }
}
