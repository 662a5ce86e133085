package io.sigment.web.work;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.Platform;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.accounts.PriceTableCache;
import io.sigment.common.api.analytics.AnalysisList;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.analytics.DiscoveryList;
import io.sigment.common.api.analytics.GetAnalysisResultInput;
import io.sigment.common.api.analytics.GetDiscoveryInput;
import io.sigment.common.api.analytics.ListAnalysesInput;
import io.sigment.common.api.analytics.ListDiscoveriesInput;
import io.sigment.common.api.analytics.OverlapMatrixOption;
import io.sigment.common.api.analytics.ShareAnalysisInput;
import io.sigment.common.api.jobs.AnalyzeCreatorsInput;
import io.sigment.common.api.jobs.DiscoverCreatorsInput;
import io.sigment.common.api.jobs.GetJobInput;
import io.sigment.common.api.jobs.JobState;
import io.sigment.common.api.jobs.JobsAction;
import io.sigment.common.api.jobs.OptimizeSelectionInput;
import io.sigment.common.api.jobs.OptimizedSelection;
import io.sigment.common.api.jobs.RunAnalysisInput;
import io.sigment.common.api.jobs.WaitForJobInput;
import io.sigment.common.api.lists.CreatorListIndex;
import io.sigment.common.api.lists.CreatorListLimits;
import io.sigment.common.api.lists.CreatorListPage;
import io.sigment.common.api.lists.GetCreatorListInput;
import io.sigment.common.api.lists.ListCreatorListsInput;
import io.sigment.common.api.lists.ListsAction;
import io.sigment.common.api.lists.ListsClient;
import io.sigment.common.api.lists.MembersFromOption;
import io.sigment.common.api.lists.RevokeShareLinkInput;
import io.sigment.common.api.lists.ShareCreatorListInput;
import io.sigment.common.api.lists.ShareLinkList;
import io.sigment.common.bus.ServiceAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.web.app.AppSession;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.function.LongFunction;
import java.util.function.ToIntFunction;

/**
 * A signed-in person's work in the app's current workspace: analyses, discoveries, creator lists, their jobs and
 * share links, asked of the owning services with the same actions the agents' tools use, as the person
 * ({@link Caller#person}): the agents' daily spend cap does not apply, the plan and the balance do. A paid start
 * allows at most the list price of what it starts ({@code max_credits}), which its button names: both read from
 * accounts' price table ({@link #prices}).
 */
public final class WorkActions {
    /** The longest a job page waits for its job (wait_for_job blocks at most 25 s). */
    public static final int MAX_WAIT_SECONDS = 20;

    private final ServiceClient services;
    private final ListsClient lists;
    private final PriceTableCache priceTable;

    public WorkActions(ServiceClient services, PriceTableCache prices) {
        this.services = services;
        this.lists = new ListsClient(services);
        this.priceTable = prices;
    }

    /** The prices the pages name and the starts allow, from accounts' price table (as this process has it). */
    Future<WorkPrices> prices(AppSession session) {
        return priceTable.table(caller(session)).map(WorkPrices::of);
    }

    Future<AnalysisList> analyses(AppSession session, String platform) {
        return ask(
                        session,
                        AnalyticsAction.LIST_ANALYSES,
                        WireCodec.toJson(new ListAnalysesInput(Platform.parse(platform), null)))
                .map(AnalysisList::fromJson);
    }

    /** The latest result with every pair's overlap, which the pictures are drawn from. */
    Future<JsonObject> analysis(AppSession session, String platform, String analysisId) {
        return ask(
                session,
                AnalyticsAction.GET_ANALYSIS_RESULT,
                OverlapMatrixOption.ask(
                        WireCodec.toJson(GetAnalysisResultInput.latest(Platform.parse(platform), analysisId))));
    }

    Future<JsonObject> analyze(AppSession session, String platform, List<String> handles) {
        return start(
                session,
                JobsAction.ANALYZE_CREATORS,
                WorkPrices::analysis,
                credits -> new AnalyzeCreatorsInput(Platform.parse(platform), handles, credits, null));
    }

    Future<JsonObject> rerun(AppSession session, String platform, String analysisId) {
        return start(
                session,
                JobsAction.RUN_ANALYSIS,
                WorkPrices::rerunAtMost,
                credits -> new RunAnalysisInput(Platform.parse(platform), analysisId, credits));
    }

    Future<OptimizedSelection> optimize(AppSession session, String analysisId, double minCorePct, long minCoreReach) {
        return start(
                        session,
                        JobsAction.OPTIMIZE_SELECTION,
                        WorkPrices::optimize,
                        credits -> new OptimizeSelectionInput(analysisId, minCorePct, minCoreReach, credits))
                .map(OptimizedSelection::fromJson);
    }

    Future<JsonObject> discover(AppSession session, String topic, List<String> platforms) {
        return start(
                session,
                JobsAction.DISCOVER_CREATORS,
                WorkPrices::discovery,
                credits -> new DiscoverCreatorsInput(topic, credits, platforms, null, null, null));
    }

    /**
     * Starts paid work allowing at most its list price ({@code max_credits}), which {@code price} picks, with the
     * tool's arguments {@code input} makes of that allowance.
     */
    private Future<JsonObject> start(
            AppSession session, ServiceAction action, ToIntFunction<WorkPrices> price, LongFunction<Record> input) {
        return prices(session)
                .compose(listed -> ask(session, action, WireCodec.toJson(input.apply(price.applyAsInt(listed)))));
    }

    Future<DiscoveryList> discoveries(AppSession session) {
        return ask(session, AnalyticsAction.LIST_DISCOVERIES, WireCodec.toJson(new ListDiscoveriesInput(50)))
                .map(DiscoveryList::fromJson);
    }

    Future<JsonObject> discovery(AppSession session, String discoveryId) {
        return ask(
                session, AnalyticsAction.GET_DISCOVERY, WireCodec.toJson(new GetDiscoveryInput(discoveryId, 20, null)));
    }

    Future<CreatorListIndex> lists(AppSession session) {
        return ask(
                        session,
                        ListsAction.LIST_CREATOR_LISTS,
                        CreatorListLimits.askEvery(WireCodec.toJson(new ListCreatorListsInput(null))))
                .map(CreatorListIndex::fromJson);
    }

    /** One list with its members from the {@code from}th on (first added first), a page of them. */
    Future<CreatorListPage> list(AppSession session, String listId, int from) {
        return ask(
                        session,
                        ListsAction.GET_CREATOR_LIST,
                        MembersFromOption.ask(WireCodec.toJson(new GetCreatorListInput(listId)), from))
                .map(CreatorListPage::fromJson);
    }

    /** The job now, or with {@code waitSeconds} > 0 once it finished or that wait ran out (a long poll). */
    Future<JobState> job(AppSession session, String jobId, int waitSeconds) {
        if (waitSeconds <= 0) {
            return ask(session, JobsAction.GET_JOB, WireCodec.toJson(new GetJobInput(jobId)))
                    .map(JobState::fromJson);
        }
        var seconds = Math.min(waitSeconds, MAX_WAIT_SECONDS);
        return services.request(
                        JobsAction.WAIT_FOR_JOB,
                        caller(session),
                        WireCodec.toJson(new WaitForJobInput(jobId, seconds)),
                        Duration.ofSeconds(seconds + 10))
                .map(JobState::fromJson);
    }

    /** The active share links of every snapshot of an analysis. */
    Future<ShareLinkList> analysisLinks(AppSession session, String analysisId) {
        return lists.analysisLinks(caller(session), analysisId);
    }

    /** The active share links of a creator list. */
    Future<ShareLinkList> listLinks(AppSession session, String listId) {
        return lists.listLinks(caller(session), listId);
    }

    Future<JsonObject> shareAnalysis(AppSession session, String analysisId) {
        return ask(session, AnalyticsAction.SHARE_ANALYSIS, WireCodec.toJson(new ShareAnalysisInput(analysisId, null)));
    }

    Future<JsonObject> shareList(AppSession session, String listId) {
        return ask(session, ListsAction.SHARE_CREATOR_LIST, WireCodec.toJson(new ShareCreatorListInput(listId)));
    }

    Future<JsonObject> revokeLink(AppSession session, String linkId) {
        return ask(session, ListsAction.REVOKE_SHARE_LINK, WireCodec.toJson(new RevokeShareLinkInput(linkId, null)));
    }

    private Future<JsonObject> ask(AppSession session, ServiceAction action, JsonObject args) {
        return services.request(action, caller(session), args);
    }

    private static Caller caller(AppSession session) {
        return Caller.person(
                Ids.random("app-"), session.userId(), session.currentWorkspaceId(), session.workspaceIds());
    }
}
