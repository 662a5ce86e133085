package io.sigment.common.api.scraper;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;
import static io.sigment.common.api.WireJson.strings;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The answer of {@link ScraperAction#SAMPLES}: the samples of the creators found, and the handles not known. Its codec
 * (and {@link CreatorSamples}') is written by hand, passing each creator's posts on as they are: about 1 MB, it would
 * cost WireCodec 3-8 times the time to encode and about 10 times to decode ({@code SamplesCodecBenchmark}).
 */
public record SamplesReply(Platform platform, List<CreatorSamples> creators, List<String> unknown) {
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

    public JsonObject toJson() {
        return new JsonObject()
                .put("platform", platform.key())
                .put("encoding", ENCODING)
                .put("creators", array(creators, CreatorSamples::toJson))
                .put("unknown", new JsonArray(unknown));
    }

    public static SamplesReply fromJson(JsonObject json) {
        var creators = list(json, "creators", CreatorSamples::fromJson);
        var unknown = strings(json, "unknown");
        return new SamplesReply(Platform.parse(json.getString("platform")), creators, unknown);
    }
}
