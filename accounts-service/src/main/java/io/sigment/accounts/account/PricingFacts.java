package io.sigment.accounts.account;

import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Optional;

/**
 * Asks analytics-service ({@code sigment.analytics}, action {@value #ACTION}) for the facts behind the
 * discounts accounts-service cannot see: which creators this workspace analyzed in the last 30 days,
 * whether an analysis ever completed, whether a topic ran in the last 24 hours. The contract is in
 * accounts-service/README.md. No answer means the discount cannot be checked; it is never assumed.
 */
public final class PricingFacts {
  private final ServiceClient analytics;
  private final Duration timeout;

  public PricingFacts(ServiceClient analytics, Duration timeout) {
    this.analytics = analytics;
    this.timeout = timeout;
  }

  /** The facts, or empty when analytics did not answer; its "Not found" (an unknown analysis) is passed on. */
  public Future<Optional<JsonObject>> ask(Caller caller, JsonObject question) {
    return analytics.request(AnalyticsAction.PRICING_FACTS, caller, question, timeout)
        .map(Optional::of)
        .recover(cause -> cause instanceof ToolError error && error.kind() == ToolError.Kind.NOT_FOUND
            ? Future.failedFuture(error) : Future.succeededFuture(Optional.empty()));
  }
}
