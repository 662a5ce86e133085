package io.sigment.lists.creatorlists;

import io.sigment.common.Platform;
import io.sigment.common.db.StoredTime;
import io.vertx.core.json.JsonObject;
import java.time.OffsetDateTime;

/** A creator list as stored, with how many members it has. */
public record CreatorList(
        String listId,
        String workspaceId,
        String name,
        Platform platform,
        String description,
        OffsetDateTime createdAt,
        OffsetDateTime updatedAt,
        int memberCount) {
    /** The most creators one list holds (documented in lists-service's README). */
    public static final int MAX_MEMBERS = 5_000;

    /** What its owner sees (an agent of the workspace); never shown on a public page. */
    public JsonObject toJson() {
        return new JsonObject()
                .put("list_id", listId)
                .put("workspace_id", workspaceId)
                .put("name", name)
                .put("platform", platform.key())
                .put("description", description)
                .put("member_count", memberCount)
                .put("created_at", StoredTime.text(createdAt))
                .put("updated_at", StoredTime.text(updatedAt));
    }

    /** One member: its handle (or YouTube channel id) and when it was added. */
    public record Member(String handle, OffsetDateTime addedAt) {
        public JsonObject toJson() {
            return new JsonObject().put("handle", handle).put("added_at", StoredTime.text(addedAt));
        }
    }
}
