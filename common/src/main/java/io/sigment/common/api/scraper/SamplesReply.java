package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.sigment.common.Platform;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The answer of {@link ScraperAction#SAMPLES}: the samples of the creators found, and the handles not known. About
 * 1 MB, the largest reply on the bus; its derived codec costs about what the hand-written one it had did
 * ({@code SamplesCodecBenchmark}).
 */
@JsonPropertyOrder({"platform", "encoding", "creators", "unknown"})
public record SamplesReply(
        Platform platform,
        @EmptyWhenAbsent List<CreatorSamples> creators,
        @EmptyWhenAbsent List<String> unknown) {
    public static final String ENCODING = "roaring-portable-base64+int32le-base64";

    public SamplesReply {
        creators = List.copyOf(creators);
        unknown = List.copyOf(unknown);
    }

    /** This reply and {@code more} (another part of the same question) as one. */
    public SamplesReply plus(SamplesReply more) {
        var all = new ArrayList<>(creators);
        all.addAll(more.creators);
        var notKnown = new ArrayList<>(unknown);
        notKnown.addAll(more.unknown);
        return new SamplesReply(platform, all, notKnown);
    }

    /** How each post's {@code people} and {@code counts} are encoded; written, not read. */
    @JsonProperty("encoding")
    public String encoding() {
        return ENCODING;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SamplesReply fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SamplesReply.class);
    }
}
