package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link AccountsAction#GET_ACCOUNT} answers: the caller's workspaces (the one asked about {@code selected}), and
 * for that one its plan, credits, today's agent spend, the price list, the credit packages to buy, and notes.
 */
public record AccountView(
        @InEveryReply @EmptyWhenAbsent List<AccountWorkspace> workspaces,
        @MayBeNull Workspace workspace,
        @InEveryReply Credits credits,
        @InEveryReply AgentSpend agentSpendToday,
        @InEveryReply @EmptyWhenAbsent List<PriceTable.Price> prices,
        @InEveryReply @EmptyWhenAbsent List<CreditPackageOffer> creditPackages,
        @MayBeNull String notes) {

    public AccountView {
        workspaces = List.copyOf(workspaces);
        prices = List.copyOf(prices);
        creditPackages = List.copyOf(creditPackages);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static AccountView fromJson(JsonObject json) {
        return WireCodec.fromJson(json, AccountView.class);
    }

    /** One of the caller's workspaces, as its membership lists it; {@code selected} when it is the one shown. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record AccountWorkspace(
            String workspaceId, @MayBeNull String name, String role, String plan, boolean selected) {}

    /** The workspace shown: its id, name and plan. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Workspace(String workspaceId, @MayBeNull String name, Plan plan) {}

    /** A plan: which platforms, how many creators per analysis, whether optimize_selection, how many members. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Plan(
            String planId,
            @MayBeNull String name,
            @EmptyWhenAbsent List<String> platforms,
            int maxHandlesPerAnalysis,
            boolean optimizeSelection,
            int maxMembers) {
        public Plan {
            platforms = List.copyOf(platforms);
        }
    }

    /** The balance, what is available (the balance less what running paid work holds), and what is held. */
    public record Credits(long balance, long available, long held) {}

    /** Agents' spend today (UTC) against the daily cap, what remains, the day and when it resets. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record AgentSpend(long spent, long cap, long remaining, String day, String resetsAt) {}
}
