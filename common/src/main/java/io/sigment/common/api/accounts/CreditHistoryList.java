package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link AccountsAction#GET_CREDIT_HISTORY} answers: the workspace's charges, refunds and top-ups, newest first,
 * and how many there are.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CreditHistoryList(
        String workspaceId, @InEveryReply @EmptyWhenAbsent List<Entry> entries, int count) {

    public CreditHistoryList {
        entries = List.copyOf(entries);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CreditHistoryList fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CreditHistoryList.class);
    }

    /**
     * A ledger entry: its id, type ({@code top_up}, {@code charge}, {@code refund}), credits (a charge negative), the
     * balance after it, the action it was {@code for}, its description, job and analysis (null when none), and when
     * (UTC); every field written.
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Entry(
            String entryId,
            String type,
            long credits,
            Long balanceAfter,
            @JsonProperty("for") String action,
            @MayBeNull String description,
            @MayBeNull String jobId,
            @MayBeNull String analysisId,
            String at) {}
}
