package io.sigment.lists.creatorlists;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.lists.CreatorListAddition;
import io.sigment.common.api.lists.CreatorListIndex;
import io.sigment.common.api.lists.CreatorListLimits;
import io.sigment.common.api.lists.CreatorListPage;
import io.sigment.common.api.lists.CreatorListSetting;
import io.sigment.common.api.lists.ListsTools;
import io.sigment.common.api.lists.MembersFromOption;
import io.sigment.common.db.StoredTime;
import io.sigment.lists.handles.Handles;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The creator list tools. A list holds creators of one platform as a set of normalized handles; every
 * change to one list runs in one transaction holding the list's row, so concurrent calls never lose or
 * duplicate members, and a call with any invalid handle changes nothing. A list holds at most
 * {@link CreatorList#MAX_MEMBERS} creators: an add past it changes nothing.
 */
public final class CreatorLists {
    /** Members in a {@code get_creator_list} answer; the share page shows every member, page by page. */
    static final int FIRST_MEMBERS = MembersFromOption.PAGE;

    private final ListsStore store;
    private final Clock clock;

    public CreatorLists(ListsStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /**
     * {@code list_creator_lists}: the lists of the caller's target workspace, with member counts, most recently
     * changed first: at most {@link CreatorListLimits#LISTED} (every one for the app), and a {@code note} saying how
     * to reach the rest when there are more.
     */
    public Future<JsonObject> listAll(Caller caller, JsonObject args) {
        var shown = CreatorListLimits.everyAsked(args) ? CreatorListLimits.MAX_LISTS : CreatorListLimits.LISTED;
        return store.listsIn(caller.workspaceId(), shown + 1).compose(lists -> {
            var facts = lists.stream().limit(shown).map(CreatorList::facts).toList();
            if (lists.size() <= shown) {
                return Future.succeededFuture(new CreatorListIndex(caller.workspaceId(), facts, null).toJson());
            }
            return store.countIn(caller.workspaceId())
                    .map(count -> new CreatorListIndex(
                                    caller.workspaceId(),
                                    facts,
                                    "lists holds the " + shown
                                            + " most recently changed of this workspace's " + count
                                            + " creator lists. An older list is still "
                                            + "reachable by its list_id (get_creator_list, set_creator_list; changing "
                                            + "it brings it back to the top "
                                            + "here), and the user sees every list in the Sigment app.")
                            .toJson());
        });
    }

    /**
     * {@code get_creator_list}: one list of any of the caller's workspaces, with its first {@link #FIRST_MEMBERS}
     * members (first added first; the app's list page asks for later ones, {@link MembersFromOption}); a longer list
     * says so in {@code note}, and where a person sees every member without a public link: the app's list page.
     */
    public Future<JsonObject> get(Caller caller, JsonObject args) {
        var listId = ListsTools.GET_CREATOR_LIST.read(args).listId();
        int from = MembersFromOption.from(args);
        return store.find(listId, caller.workspaceIdArray())
                .map(found -> found.orElseThrow(CreatorLists::listNotFound))
                .compose(list -> store.members(list, from, FIRST_MEMBERS)
                        .map(members -> CreatorListPage.of(
                                        list.facts(),
                                        members.stream()
                                                .map(CreatorList.Member::shown)
                                                .toList(),
                                        list.memberCount() > members.size() ? note(list, from, members.size()) : null)
                                .toJson()));
    }

    /** Which members the answer holds, and how to see the rest without sharing the list. */
    private static String note(CreatorList list, int from, int shown) {
        var which = from == 0 ? "the first " + shown : "members " + (from + 1) + "-" + (from + shown);
        return "members holds " + which + " of " + list.memberCount() + " creators (first added first); "
                + "get_creator_list answers at most " + FIRST_MEMBERS
                + ". The user sees every member in the Sigment app: "
                + "Creator lists, then \"" + list.name() + "\", " + FIRST_MEMBERS + " a page. A public link "
                + "(share_creator_list) is only for when the user asks to share the list.";
    }

    /** {@code create_creator_list}: an empty list in the caller's target workspace. */
    public Future<JsonObject> create(Caller caller, JsonObject args) {
        var input = ListsTools.CREATE_CREATOR_LIST.read(args);
        var now = now();
        var list = new CreatorList(
                Ids.random("lst_"),
                caller.workspaceId(),
                input.name(),
                input.platform(),
                input.description(),
                now,
                now,
                0);
        return store.insertBelow(list, CreatorListLimits.MAX_LISTS).map(inserted -> {
            if (!inserted) throw tooManyLists();
            return CreatorListPage.of(list.facts(), List.of(), null).toJson();
        });
    }

    /** {@code add_to_creator_list}: adds the handles; those already on the list are reported, not duplicated. */
    public Future<JsonObject> add(Caller caller, JsonObject args) {
        var input = ListsTools.ADD_TO_CREATOR_LIST.read(args);
        return store.inTransaction(tx -> tx.lock(input.listId(), caller.workspaceIdArray())
                .compose(found -> {
                    var list = found.orElseThrow(CreatorLists::listNotFound);
                    var wanted = Handles.parse(list.platform(), input.usernames());
                    var now = now();
                    return tx.addMembers(list, wanted, now).compose(added -> {
                        if (list.memberCount() + added.size() > CreatorList.MAX_MEMBERS) {
                            return Future.failedFuture(ToolError.invalidArguments("usernames: a list holds at most "
                                    + CreatorList.MAX_MEMBERS + " creators; this one has " + list.memberCount()
                                    + " and " + added.size()
                                    + " of these are new. Remove some with set_creator_list or start another list"));
                        }
                        var addedSet = new HashSet<>(added);
                        var alreadyThere = wanted.stream()
                                .filter(h -> !addedSet.contains(h))
                                .toList();
                        var touched = added.isEmpty() ? Future.<Void>succeededFuture() : tx.touch(list, now, null);
                        return touched.map(v -> new CreatorListAddition(
                                        list.listId(),
                                        inOrder(wanted, addedSet),
                                        alreadyThere,
                                        list.memberCount() + added.size())
                                .toJson());
                    });
                }));
    }

    /** {@code set_creator_list}: the list holds exactly the given handles afterwards; one transaction. */
    public Future<JsonObject> setExactly(Caller caller, JsonObject args) {
        var input = ListsTools.SET_CREATOR_LIST.read(args);
        var description = input.description();
        return store.inTransaction(tx -> tx.lock(input.listId(), caller.workspaceIdArray())
                .compose(found -> {
                    var list = found.orElseThrow(CreatorLists::listNotFound);
                    var wanted = Handles.parse(list.platform(), input.usernames());
                    var now = now();
                    return tx.removeMembersNotIn(list, wanted)
                            .compose(removed -> tx.addMembers(list, wanted, now).compose(added -> {
                                var addedSet = new HashSet<>(added);
                                var changed = !added.isEmpty() || !removed.isEmpty() || description != null;
                                var touched =
                                        changed ? tx.touch(list, now, description) : Future.<Void>succeededFuture();
                                return touched.map(v -> new CreatorListSetting(
                                                list.listId(),
                                                inOrder(wanted, addedSet),
                                                removed.stream().sorted().toList(),
                                                wanted.stream()
                                                        .filter(h -> !addedSet.contains(h))
                                                        .toList(),
                                                wanted.size(),
                                                description == null ? list.description() : description)
                                        .toJson());
                            }));
                }));
    }

    private static List<String> inOrder(List<String> wanted, Set<String> subset) {
        var ordered = new ArrayList<String>();
        for (var handle : wanted) if (subset.contains(handle)) ordered.add(handle);
        return ordered;
    }

    private OffsetDateTime now() {
        return StoredTime.now(clock);
    }

    /**
     * A workspace at {@link CreatorListLimits#MAX_LISTS}. An input refusal like the 5,000 members of one list (spec
     * §8's limits answer "Input rejected"): no plan lifts it, so not "Plan limit", and no wait frees it.
     */
    static ToolError tooManyLists() {
        return ToolError.invalidArguments("this workspace already holds " + CreatorListLimits.MAX_LISTS
                + " creator lists, the most one workspace may hold, so no list was created. Reuse one of them with "
                + "set_creator_list (it replaces the members and the description) instead of creating another");
    }

    /** The answer for a list id that is unknown or not in any of the caller's workspaces. */
    public static ToolError listNotFound() {
        return ToolError.notFound(
                "Check the list_id with list_creator_lists (pass workspace_id there for another " + "workspace).");
    }
}
