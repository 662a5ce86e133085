package io.sigment.web.work;

import io.sigment.common.api.lists.CreatorListIndex;
import io.sigment.web.app.AppDates;
import java.util.List;

/** {@code work/lists.jte}: the workspace's creator lists (list_creator_lists' reply, {@link CreatorListIndex}). */
public record ListsView(String email, List<Row> lists) {
    /** One list: its id as a path segment, name, platform's name, size and the day it last changed. */
    public record Row(String id, String name, String platform, int creators, String updated) {}

    public static ListsView of(String email, CreatorListIndex reply) {
        return new ListsView(
                email,
                reply.lists().stream()
                        .map(list -> new Row(
                                WorkLinks.segment(list.listId()),
                                list.name(),
                                WorkLinks.platformName(list.platform()),
                                list.memberCount(),
                                AppDates.day(list.updatedAt())))
                        .toList());
    }
}
