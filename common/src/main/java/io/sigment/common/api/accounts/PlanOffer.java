package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** A plan as {@link PlanList} offers it: what it allows (platforms, creators per analysis, seats) and its price. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record PlanOffer(
        String planId,
        String name,
        @EmptyWhenAbsent List<String> platforms,
        int maxCreatorsPerAnalysis,
        boolean optimizeSelection,
        int maxMembers,
        int monthlyUsd) {

    public PlanOffer {
        platforms = List.copyOf(platforms);
    }

    public boolean free() {
        return monthlyUsd == 0;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static PlanOffer fromJson(JsonObject json) {
        return WireCodec.fromJson(json, PlanOffer.class);
    }
}
