package io.sigment.web.work;

import io.sigment.common.api.lists.CreatorListPage;
import io.sigment.common.api.lists.MembersFromOption;
import io.sigment.common.api.lists.OwnedShareLink;
import io.sigment.web.app.AppDates;
import java.util.List;

/**
 * {@code work/list.jte}: one creator list (get_creator_list's reply, {@link CreatorListPage}): a page of its members
 * from
 * the {@code from}th on, the links to the pages before and after, and its public links.
 *
 * @param pages "Creators 1–100 of 450" when the list has more than one page, else null
 * @param previous the {@code from} of the page before, null on the first; {@code next} likewise after
 */
public record ListView(
        String email,
        String id,
        String name,
        String platform,
        int creators,
        String updated,
        String description,
        List<String> members,
        String pages,
        Integer previous,
        Integer next,
        ShareSection share) {

    public static ListView of(String email, String csrf, CreatorListPage list, int from, List<OwnedShareLink> links) {
        var id = WorkLinks.segment(list.listId());
        var members =
                list.members().stream().map(CreatorListPage.Member::handle).toList();
        int shown = members.size();
        int total = list.memberCount();
        var paged = from > 0 || from + shown < total;
        return new ListView(
                email,
                id,
                list.name(),
                WorkLinks.platformName(list.platform()),
                total,
                AppDates.day(list.updatedAt()),
                list.description(),
                members,
                paged ? "Creators " + (shown == 0 ? 0 : from + 1) + "–" + (from + shown) + " of " + total : null,
                paged && from > 0 ? Math.max(0, from - MembersFromOption.PAGE) : null,
                paged && from + shown < total ? from + shown : null,
                ShareSection.of("/app/lists/" + id + "/share", "/app/lists/" + id, links, csrf));
    }

    /** The app page's {@code from} (members to skip), 0 when absent or not a whole number in range. */
    public static int from(String typed) {
        try {
            int from = typed == null ? 0 : Integer.parseInt(typed.strip());
            return from < 0 || from > MembersFromOption.MAX_FROM ? 0 : from;
        } catch (NumberFormatException notANumber) {
            return 0;
        }
    }
}
