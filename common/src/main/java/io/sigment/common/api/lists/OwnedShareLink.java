package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import com.fasterxml.jackson.annotation.JsonValue;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * A public link as its workspace sees it: to a creator list ({@code listId} set; a live view that never expires) or
 * to an analysis ({@code analysisId} set, {@code snapshotId} null for every snapshot). The token appears only inside
 * {@code url}, which is null (and left out of the JSON) for a link made before tokens were derived; a null
 * {@code expiresAt} is left out too. The share and revoke tools answer with this JSON plus their own fields.
 */
public record OwnedShareLink(
        String linkId,
        String url,
        String listId,
        String analysisId,
        String snapshotId,
        String createdAt,
        String expiresAt) {
    /** A list link's {@code kind}. */
    public static final String LIST = "creator_list";
    /** An analysis link's {@code kind}. */
    public static final String ANALYSIS = "analysis";
    /** The {@code status} of a link that opens. */
    public static final String ACTIVE = "active";
    /** The {@code status} of a link turned off. */
    public static final String REVOKED = "revoked";

    public boolean isListLink() {
        return listId != null;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static OwnedShareLink fromJson(JsonObject json) {
        return WireCodec.fromJson(json, OwnedShareLink.class);
    }

    @JsonValue
    Object wire() {
        return wire(null);
    }

    /** What is written, with {@code status} at the end when not null: a list link's or an analysis link's fields. */
    Object wire(String status) {
        return isListLink()
                ? new ListLink(linkId, url, LIST, listId, createdAt, expiresAt, status)
                : new AnalysisLink(linkId, url, ANALYSIS, analysisId, snapshotId, createdAt, expiresAt, status);
    }

    @JsonInclude(Include.ALWAYS)
    private record ListLink(
            String linkId,
            @JsonInclude(Include.NON_NULL) String url,
            String kind,
            String listId,
            String createdAt,
            @JsonInclude(Include.NON_NULL) String expiresAt,
            @JsonInclude(Include.NON_NULL) String status) {}

    @JsonInclude(Include.ALWAYS)
    private record AnalysisLink(
            String linkId,
            @JsonInclude(Include.NON_NULL) String url,
            String kind,
            String analysisId,
            String snapshotId,
            String createdAt,
            @JsonInclude(Include.NON_NULL) String expiresAt,
            @JsonInclude(Include.NON_NULL) String status) {}
}
