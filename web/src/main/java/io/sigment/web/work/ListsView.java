package io.sigment.web.work;

import io.sigment.web.app.AppDates;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** {@code work/lists.jte}: the workspace's creator lists (list_creator_lists' reply, which has no record). */
public record ListsView(String email, List<Row> lists) {
    /** One list: its id as a path segment, name, platform's name, size and the day it last changed. */
    public record Row(String id, String name, String platform, int creators, String updated) {}

    public static ListsView of(String email, JsonObject reply) {
        return new ListsView(
                email,
                reply.getJsonArray("lists", new JsonArray()).stream()
                        .map(JsonObject.class::cast)
                        .map(list -> new Row(
                                WorkLinks.segment(list.getString("list_id")),
                                list.getString("name"),
                                WorkLinks.platformName(list.getString("platform")),
                                list.getInteger("member_count", 0),
                                AppDates.day(list.getString("updated_at"))))
                        .toList());
    }
}
