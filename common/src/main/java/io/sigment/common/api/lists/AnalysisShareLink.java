package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.OneOf;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What {@code share_analysis} answers (lists writes it, analytics passes it on): the analysis's public link as its
 * workspace sees it, active, and whether it was the active link already ({@code reused}) rather than a new one. Its URL
 * is always there (a link made before tokens were derived gets one when it is shared again), its snapshot is null for
 * every snapshot's, and it always expires (lists.share_links: a link without a list has an expiry).
 */
@JsonInclude(Include.ALWAYS)
public record AnalysisShareLink(
        @InEveryReply String linkId,
        @InEveryReply @JsonInclude(Include.NON_NULL) String url,
        @InEveryReply @OneOf("analysis") String kind,
        @InEveryReply String analysisId,
        @InEveryReply @MayBeNull String snapshotId,
        @InEveryReply String createdAt,
        @InEveryReply @JsonInclude(Include.NON_NULL) String expiresAt,
        @InEveryReply @OneOf("active") String status,
        @InEveryReply boolean reused) {

    /** {@code link}, an analysis's, as shared: active, and already there ({@code reused}) or new. */
    public static AnalysisShareLink of(OwnedShareLink link, boolean reused) {
        if (link.isListLink()) throw new IllegalArgumentException(link.linkId() + " is not an analysis's link");
        return new AnalysisShareLink(
                link.linkId(),
                link.url(),
                OwnedShareLink.ANALYSIS,
                link.analysisId(),
                link.snapshotId(),
                link.createdAt(),
                link.expiresAt(),
                OwnedShareLink.ACTIVE,
                reused);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static AnalysisShareLink fromJson(JsonObject json) {
        return WireCodec.fromJson(json, AnalysisShareLink.class);
    }
}
