package io.sigment.common.api.accounts;

import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.OneOf;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#QUOTE_COST}, which the {@code quote_cost} tool answers as it is and the job
 * kinds' pricing reads the price and the spend action of: the price of an action and whether the plan, the daily
 * agent cap and the balance allow it.
 */
public record CostQuote(
        @InEveryReply String action,
        String tool,
        @OneOf({"instagram", "youtube", "tiktok"}) String platform,
        @InEveryReply long credits,
        long listPrice,
        boolean discountChecked,
        String pricingNote,
        String workspaceId,
        String plan,
        boolean planAllows,
        long balance,
        long available,
        boolean balanceCovers,
        long agentSpendToday,
        long dailyCap,
        boolean dailyCapAllows,
        @InEveryReply boolean allowed,
        @InEveryReply String advice) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CostQuote fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CostQuote.class);
    }
}
