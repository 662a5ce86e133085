package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#LIST_PLANS}: every plan in order, cheapest first, and how a change is paid on
 * this deployment ({@code billing}: {@code stripe}, {@code sandbox} or {@code none}; {@code sandbox} says whether
 * sandbox payments are on), and {@code notices} (absent when none): why recent paid changes of the person's
 * workspaces were refused at payment, for the plans page.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record PlanList(
        @EmptyWhenAbsent List<PlanOffer> plans,
        boolean sandbox,
        String billing,

        @EmptyWhenAbsent @JsonInclude(JsonInclude.Include.NON_EMPTY)
        List<String> notices) {

    public PlanList {
        plans = List.copyOf(plans);
        notices = List.copyOf(notices);
    }

    public PlanList(List<PlanOffer> plans, boolean sandbox, String billing) {
        this(plans, sandbox, billing, List.of());
    }

    /** Plans can be changed here at all. */
    public boolean changeable() {
        return !"none".equals(billing);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** A reply without {@code billing} is billed by sandbox if sandbox payments are on, else not at all. */
    public static PlanList fromJson(JsonObject json) {
        var list = WireCodec.fromJson(json, PlanList.class);
        if (list.billing() != null) return list;
        return new PlanList(list.plans(), list.sandbox(), list.sandbox() ? "sandbox" : "none", list.notices());
    }
}
