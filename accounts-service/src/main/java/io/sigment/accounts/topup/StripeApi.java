package io.sigment.accounts.topup;

import com.stripe.StripeClient;
import com.stripe.exception.StripeException;
import io.sigment.common.ToolError;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Stripe's API through stripe-java, for top-up checkouts and plan subscriptions alike: one client (5 s to connect,
 * 20 s to read, one retry), and each call on a worker thread, since the client blocks on HTTP.
 */
public final class StripeApi {
    private static final Logger LOG = Logger.getLogger(StripeApi.class.getName());

    /** One call of the client; may throw what stripe-java throws. */
    public interface Call<T> {
        T call(StripeClient stripe) throws StripeException;
    }

    private final Vertx vertx;
    private final StripeClient stripe;

    public StripeApi(Vertx vertx, String secretKey, String apiBase) {
        this.vertx = vertx;
        this.stripe = StripeClient.builder()
                .setApiKey(secretKey)
                .setApiBase(apiBase)
                .setConnectTimeout(5_000)
                .setReadTimeout(20_000)
                .setMaxNetworkRetries(1)
                .build();
    }

    /**
     * Runs {@code call} off the event loop. A Stripe failure is logged as {@code failure} (with the workspace and
     * Stripe's status) and fails as UNAVAILABLE with "Sigment is busy: the payment provider could not
     * {@code couldNot} right now. Retry in a minute."
     */
    public <T> Future<T> blocking(String failure, String workspaceId, String couldNot, Call<T> call) {
        return vertx.executeBlocking(
                () -> {
                    try {
                        return call.call(stripe);
                    } catch (StripeException e) {
                        Log.warn(
                                LOG,
                                failure,
                                Map.of("workspace_id", workspaceId, "status", String.valueOf(e.getStatusCode())),
                                e);
                        throw ToolError.paymentProviderFailed(couldNot);
                    }
                },
                false);
    }
}
