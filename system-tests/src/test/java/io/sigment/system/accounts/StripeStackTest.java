package io.sigment.system.accounts;

import io.sigment.accounts.AccountsService;
import io.sigment.common.Setting;
import io.sigment.common.runtime.ServiceRuntime;
import io.sigment.common.testing.TestConfig;
import io.sigment.gateway.GatewayService;
import io.sigment.system.testing.FakeStripe;
import io.sigment.system.testing.McpHttp;
import io.vertx.core.Vertx;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The Stripe tests' common ground: accounts and the gateway configured for Stripe (the shared test stack runs the
 * sandbox, the local default) against {@link FakeStripe}, and webhook delivery as Stripe makes it.
 */
abstract class StripeStackTest {
    static final String WEBHOOK_SECRET = "whsec_test_" + "c2lnbWVudC1zdHJpcGUtdGVzdA";
    static Vertx vertx;
    static FakeStripe stripe;
    static ServiceRuntime runtime;
    static String gateway;

    @BeforeAll
    static void startStripeStack() {
        vertx = Vertx.vertx();
        stripe = FakeStripe.start(vertx);
        var config = TestConfig.withFreshDatabase(TestConfig.node())
                .with(Setting.STRIPE_SECRET_KEY, "sk_test_fake_key")
                .with(Setting.STRIPE_API_BASE, stripe.apiBase())
                .with(Setting.STRIPE_WEBHOOK_SECRET, WEBHOOK_SECRET);
        runtime = ServiceRuntime.start(config, List.of(AccountsService.module(), GatewayService.module()));
        gateway = "http://127.0.0.1:" + config.integer(Setting.HTTP_PORT);
    }

    @AfterAll
    static void stopStripeStack() {
        if (runtime != null) runtime.stop().await();
        if (stripe != null) stripe.close();
        if (vertx != null) vertx.close().await();
    }

    /** Posts {@code payload} to the webhook as Stripe does, with this signature header (none when null). */
    static McpHttp.Reply deliver(String payload, String signature) {
        var request = HttpRequest.newBuilder(URI.create(gateway + "/webhooks/stripe"))
                .header("Content-Type", "application/json; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(payload));
        if (signature != null) request.header("Stripe-Signature", signature);
        return McpHttp.send(request.build());
    }
}
