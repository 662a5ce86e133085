package io.sigment.lists;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.lists.ListsAction;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.db.Postgres;
import io.sigment.lists.creatorlists.CreatorLists;
import io.sigment.lists.creatorlists.ListCompletions;
import io.sigment.lists.creatorlists.ListsStore;
import io.sigment.lists.sharelinks.AnalysisLinks;
import io.sigment.lists.sharelinks.ShareLinks;
import io.sigment.lists.sharelinks.ShareLinksStore;
import io.sigment.lists.sharelinks.ShareTokens;
import io.sigment.lists.sharelinks.SharedViews;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.Map;

/** Binds {@code sigment.lists}: maps actions to handlers, nothing else. The internal actions are in the README. */
public final class ListsVerticle extends VerticleBase {
    private final Config config;
    private final Clock clock;
    private Pool pool;

    public ListsVerticle(Config config) {
        this(config, Clock.systemUTC());
    }

    /** With the clock that creation times and link expiry are measured by (tests move it). */
    public ListsVerticle(Config config, Clock clock) {
        this.config = config;
        this.clock = clock;
    }

    @Override
    public Future<?> start() {
        // Loading the pool's and the handlers' classes takes seconds in a cold JVM on a busy machine: off the event
        // loop (the verticle's context stays current there).
        return vertx.executeBlocking(this::wire).compose(actions -> ServiceAddress.LISTS.bind(vertx, actions));
    }

    private Map<ListsAction, Action> wire() {
        pool = Postgres.pool(vertx, config, "lists");
        var lists = new ListsStore(pool);
        var links = new ShareLinksStore(pool);
        var creatorLists = new CreatorLists(lists, clock);
        var tokens = new ShareTokens(config.get(Setting.SHARE_TOKEN_SECRET), config.publicBaseUrl());
        var shareLinks = new ShareLinks(links, lists, clock, tokens);
        var analysisLinks = new AnalysisLinks(links, clock, tokens);
        var views = new SharedViews(links, lists, clock);
        var completions = new ListCompletions(lists);
        return Map.ofEntries(
                Map.entry(ListsAction.LIST_CREATOR_LISTS, creatorLists::listAll),
                Map.entry(ListsAction.GET_CREATOR_LIST, creatorLists::get),
                Map.entry(ListsAction.CREATE_CREATOR_LIST, creatorLists::create),
                Map.entry(ListsAction.ADD_TO_CREATOR_LIST, creatorLists::add),
                Map.entry(ListsAction.SET_CREATOR_LIST, creatorLists::setExactly),
                Map.entry(ListsAction.SHARE_CREATOR_LIST, shareLinks::shareList),
                Map.entry(ListsAction.REVOKE_SHARE_LINK, shareLinks::revoke),
                Map.entry(ListsAction.LIST_SHARE_LINKS, shareLinks::listActive),
                Map.entry(ListsAction.SHARE_ANALYSIS_LINK, analysisLinks::share),
                Map.entry(ListsAction.RESOLVE_SHARE_LINK, views::resolve),
                Map.entry(ListsAction.COMPLETION_VALUES, completions::values));
    }

    @Override
    public Future<?> stop() {
        return pool == null ? Future.succeededFuture() : pool.close();
    }
}
