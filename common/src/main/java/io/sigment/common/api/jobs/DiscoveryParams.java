package io.sigment.common.api.jobs;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.DiscoveryRequest;
import io.vertx.core.json.JsonObject;

/**
 * What a discovery job stores for its steps ({@code PricedJob.params}): the discovery as analytics records it, and
 * whether the job {@code reuse}s the result of the same topic the workspace ran in the last 24 hours (set from the
 * pricing fact that allowed it, never inferred from the price): then it calls no platform. The discovery's fields
 * are written flat, {@code reuse} after them.
 */
public record DiscoveryParams(@JsonUnwrapped DiscoveryRequest discovery, boolean reuse) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** The discovery read and checked as {@link DiscoveryRequest#fromJson} does, and {@code reuse} beside it. */
    public static DiscoveryParams fromJson(JsonObject json) {
        return new DiscoveryParams(
                DiscoveryRequest.fromJson(json),
                WireCodec.fromJson(json, Reuse.class).reuse());
    }

    /** The field the params add to the discovery's (Jackson 2.18 reads no {@code @JsonUnwrapped} record). */
    private record Reuse(boolean reuse) {}
}
