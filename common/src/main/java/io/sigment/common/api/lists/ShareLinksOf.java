package io.sigment.common.api.lists;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link ListsAction#LIST_SHARE_LINKS}, for the app: the active links of one creator list
 * ({@code listId}) or of every snapshot of one analysis ({@code analysisId}); exactly one is given, the other left
 * out. Lists checks the ids' lengths (1-100) and that exactly one is there.
 */
public record ShareLinksOf(String listId, String analysisId) {
    public static ShareLinksOf list(String listId) {
        return new ShareLinksOf(listId, null);
    }

    public static ShareLinksOf analysis(String analysisId) {
        return new ShareLinksOf(null, analysisId);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
