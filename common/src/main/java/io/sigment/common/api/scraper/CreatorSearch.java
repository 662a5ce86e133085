package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.Platform;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link ScraperAction#SEARCH_CREATORS} answers: the query as searched, the catalog's matches, a {@code message}
 * only when none matches, and {@code notes} only when a platform's search did not finish in time, failed or was
 * refused (the results may miss that platform's creators).
 */
public record CreatorSearch(
        @InEveryReply String query,
        @InEveryReply @EmptyWhenAbsent List<Found> results,
        String message,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> notes) {

    public CreatorSearch {
        results = List.copyOf(results);
        notes = notes == null ? List.of() : List.copyOf(notes);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CreatorSearch fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CreatorSearch.class);
    }

    /** A creator found: its platform id, also as {@code service_creator_id} (the spec's name for it). */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Found(
            @InEveryReply Platform platform,
            @InEveryReply String id,
            @InEveryReply String serviceCreatorId,
            @InEveryReply String handle,
            @InEveryReply @MayBeNull String name,
            @InEveryReply @MayBeNull Long followers,
            @InEveryReply @MayBeNull String url) {

        /** The creator {@code id} on {@code platform}, its id written twice. */
        public static Found of(Platform platform, String id, String handle, String name, Long followers, String url) {
            return new Found(platform, id, id, handle, name, followers, url);
        }
    }
}
