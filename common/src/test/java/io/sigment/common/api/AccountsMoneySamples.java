package io.sigment.common.api;

import io.sigment.common.Platform;
import io.sigment.common.api.accounts.CostQuestion;
import io.sigment.common.api.accounts.HoldRef;
import io.sigment.common.api.accounts.OpenHold;
import io.sigment.common.api.accounts.OpenHoldList;
import io.sigment.common.api.accounts.OpenHoldsQuery;
import io.sigment.common.api.accounts.TopUpRequest;
import io.sigment.common.api.jobs.JobId;
import java.util.Arrays;
import java.util.List;

/**
 * Accounts' money actions in {@link FixedWireSamples}: what jobs-service and the app send to settle a hold, list open
 * holds, quote a cost and ask for a top-up link, and what accounts reads of it, in its order, with its refusals.
 */
final class AccountsMoneySamples {
    private static final String LONG_TEXT = "h".repeat(101);

    private AccountsMoneySamples() {}

    static void addTo(FixedWireSamples book) {
        book.writes("capture request", () -> new HoldRef("hold_1").toJson());
        book.writes("capture request null", () -> new HoldRef(null).toJson());
        book.reads(
                "capture",
                json -> HoldRef.fromJson(json).holdId(),
                "{\"hold_id\":\"hold_1\"}",
                "{\"hold_id\":\" hold_1 \"}",
                "{\"hold_id\":\"\"}",
                "{\"hold_id\":\"  \"}",
                "{\"hold_id\":null}",
                "{\"hold_id\":5}",
                "{\"hold_id\":\"" + LONG_TEXT + "\"}",
                "{}");
        book.writes("get_topup_link request", () -> new TopUpRequest("starter").toJson());
        book.reads(
                "get_topup_link",
                json -> String.valueOf(TopUpRequest.fromJson(json).packageId()),
                "{\"package_id\":\"growth\"}",
                "{\"package_id\":\"growth\",\"user_id\":\"usr_1\"}",
                "{\"package_id\":null}",
                "{\"package_id\":\"\"}",
                "{\"package_id\":\" \"}",
                "{\"package_id\":5}",
                "{\"package_id\":\"" + LONG_TEXT + "\"}",
                "{}");
        book.reads(
                "list_open_holds",
                json -> {
                    var query = OpenHoldsQuery.fromJson(json);
                    return values(query.olderThanSeconds(), query.limit(), query.keyPrefix());
                },
                "{\"older_than_seconds\":600,\"key_prefix\":\"job:\",\"limit\":200}",
                "{\"older_than_seconds\":600.0,\"key_prefix\":\"\",\"limit\":1000.0}",
                "{\"older_than_seconds\":0,\"key_prefix\":null,\"limit\":null}",
                "{\"older_than_seconds\":600}",
                "{}",
                "{\"older_than_seconds\":-1}",
                "{\"older_than_seconds\":1.5}",
                "{\"older_than_seconds\":\"600\"}",
                "{\"older_than_seconds\":600,\"limit\":0}",
                "{\"older_than_seconds\":600,\"limit\":1001}",
                "{\"older_than_seconds\":600,\"limit\":2.5}",
                "{\"older_than_seconds\":600,\"key_prefix\":5}",
                "{\"older_than_seconds\":600,\"key_prefix\":\"" + "k".repeat(301) + "\"}",
                "{\"older_than_seconds\":-1,\"key_prefix\":5,\"limit\":0}",
                "{\"older_than_seconds\":600,\"key_prefix\":5,\"limit\":0}",
                "{\"limit\":0,\"key_prefix\":5,\"older_than_seconds\":-1}",
                "{\"key_prefix\":5,\"limit\":0,\"older_than_seconds\":600}");
        quoteRequests(book);
        openHoldsReply(book);
        book.reads(
                "quote_cost",
                json -> {
                    var question = CostQuestion.fromJson(json);
                    return values(question.action(), question.platform(), question.handles(), question.analysisId());
                },
                "{\"action\":\"analysis\",\"platform\":\"tiktok\",\"handles\":[\"a\",5,null],\"analysis_id\":\"an_1\"}",
                "{\"action\":\"discovery\",\"topic\":\"yoga\",\"max_credits\":40}",
                "{}",
                "{\"action\":5}",
                "{\"action\":\"analysis\",\"platform\":\"myspace\"}",
                "{\"action\":\"analysis\",\"platform\":5}",
                "{\"action\":\"analysis\",\"handles\":\"a\"}",
                "{\"action\":\"analysis\",\"analysis_id\":5}",
                "{\"analysis_id\":5,\"handles\":\"a\",\"platform\":\"myspace\",\"action\":5}",
                "{\"analysis_id\":5,\"handles\":\"a\",\"platform\":\"myspace\"}",
                "{\"analysis_id\":5,\"handles\":\"a\"}");
    }

    /** What the analysis and selection kinds of jobs-service ask quote_cost to price a job (before the facts). */
    private static void quoteRequests(FixedWireSamples book) {
        book.writes(
                "quote_cost request analysis rerun",
                () -> new CostQuestion("analysis", null, Platform.TIKTOK, null, null, "an_1").toJson());
        book.writes(
                "quote_cost request analysis handles",
                () -> new CostQuestion("analysis", null, Platform.TIKTOK, null, List.of("ann", "bob"), null).toJson());
        book.writes(
                "quote_cost request optimize_selection",
                () -> new CostQuestion("optimize_selection", null, Platform.INSTAGRAM, null, null, null).toJson());
        book.writes(
                "quote_cost request discovery",
                () -> CostQuestion.discovery("vegan baking", List.of(Platform.TIKTOK, Platform.YOUTUBE))
                        .toJson());
    }

    /** What accounts answers list_open_holds (its OpenHolds), and what jobs-service's sweeper reads of it. */
    private static void openHoldsReply(FixedWireSamples book) {
        var hold = new OpenHold("hold_1", "ws_1", "job:j_1", new JobId("j_1"), 15, "2026-01-02T03:04:05Z");
        var unkeyed = new OpenHold("hold_2", "ws_1", "k", null, 5, "2026-01-02T03:04:05Z");
        book.writes("list_open_holds reply", () -> new OpenHoldList(List.of(hold, unkeyed)).toJson());
        book.writes("list_open_holds reply none", () -> new OpenHoldList(List.of()).toJson());
        book.reads(
                "list_open_holds reply",
                json -> OpenHoldList.fromJson(json).holds().toString(),
                "{\"holds\":[" + hold.toJson().encode() + "," + unkeyed.toJson().encode() + "]}",
                "{\"holds\":[]}",
                "{}");
    }

    private static String values(Object... values) {
        return Arrays.asList(values).toString();
    }
}
