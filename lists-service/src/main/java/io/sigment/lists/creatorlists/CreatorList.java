package io.sigment.lists.creatorlists;

import io.sigment.common.Platform;
import io.sigment.common.api.lists.CreatorListFacts;
import io.sigment.common.api.lists.CreatorListPage;
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
    public CreatorListFacts facts() {
        return new CreatorListFacts(
                listId,
                workspaceId,
                name,
                platform.key(),
                description,
                memberCount,
                StoredTime.text(createdAt),
                StoredTime.text(updatedAt));
    }

    /** One member: its handle (or YouTube channel id) and when it was added. */
    public record Member(String handle, OffsetDateTime addedAt) {
        /** As the share page's list shows it (with its profile link added there). */
        public JsonObject toJson() {
            return shown().toJson();
        }

        public CreatorListPage.Member shown() {
            return new CreatorListPage.Member(handle, StoredTime.text(addedAt));
        }
    }
}
