package io.sigment.common.api.scraper;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;

/**
 * A loop benchmark of the largest bus reply, {@code samples} (about 1 MB: {@link SamplesRequest#creatorsPerRequest}
 * creators of 12 posts of 1,000 engagers): its encoding (record to JSON to the bytes the clustered bus sends) and
 * decoding (bytes to JSON to record), through {@link SamplesReply}'s codec and through the hand-written one it had
 * (kept here to compare). Run: {@code java -cp <common's test classpath> io.sigment.common.api.scraper.SamplesCodecBenchmark}.
 */
public final class SamplesCodecBenchmark {
    private SamplesCodecBenchmark() {}

    public static void main(String[] args) {
        var rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        var reply = reply();
        var bytes = reply.toJson().toBuffer();
        System.out.printf("reply: %d creators, %,d bytes%n", reply.creators().size(), bytes.length());
        if (!handWritten(reply).toBuffer().equals(bytes)) throw new IllegalStateException("bytes differ");
        for (var round = 0; round < rounds; round++) {
            var derivedEncode = time(() -> reply.toJson().toBuffer());
            var handEncode = time(() -> handWritten(reply).toBuffer());
            var derivedDecode = time(() -> SamplesReply.fromJson(new JsonObject(bytes)));
            var handDecode = time(() -> handRead(new JsonObject(bytes)));
            System.out.printf(
                    "round %d: encode derived %.2f ms, hand %.2f ms; decode derived %.2f ms, hand %.2f ms%n",
                    round, derivedEncode, handEncode, derivedDecode, handDecode);
        }
    }

    /** Milliseconds per call, over 40 calls after 10 unmeasured ones. */
    private static double time(Runnable work) {
        for (var i = 0; i < 10; i++) work.run();
        var start = System.nanoTime();
        for (var i = 0; i < 40; i++) work.run();
        return (System.nanoTime() - start) / 40 / 1e6;
    }

    static SamplesReply reply() {
        var random = new Random(7);
        var creators = new ArrayList<CreatorSamples>();
        var count = SamplesRequest.creatorsPerRequest(12, 1000);
        for (var c = 0; c < count; c++) {
            var posts = new JsonArray();
            for (var p = 0; p < 12; p++) {
                posts.add(new JsonObject()
                        .put("post_id", "post_" + c + "_" + p)
                        .put("impressions", 10_000 + random.nextInt(90_000))
                        .put("published_at", "2026-01-0" + (1 + p % 9) + "T03:04:05Z")
                        .put("engagers", 1000)
                        .put("people", base64(random, 2400))
                        .put("counts", base64(random, 4000))
                        .put("likes", random.nextInt(5000))
                        .put("comments", random.nextInt(300)));
            }
            creators.add(new CreatorSamples("creator_" + c, "c_" + c, posts));
        }
        return new SamplesReply(Platform.INSTAGRAM, creators, List.of("gone"));
    }

    private static String base64(Random random, int bytes) {
        var raw = new byte[bytes];
        random.nextBytes(raw);
        return Base64.getEncoder().encodeToString(raw);
    }

    /** The hand-written toJson SamplesReply and CreatorSamples had. */
    private static JsonObject handWritten(SamplesReply reply) {
        var creators = new JsonArray();
        for (var creator : reply.creators()) {
            creators.add(new JsonObject()
                    .put("handle", creator.handle())
                    .put("creator_id", creator.creatorId())
                    .put("posts", creator.posts()));
        }
        return new JsonObject()
                .put("platform", reply.platform().key())
                .put("encoding", SamplesReply.ENCODING)
                .put("creators", creators)
                .put("unknown", new JsonArray(reply.unknown()));
    }

    /** The hand-written fromJson they had. */
    private static SamplesReply handRead(JsonObject json) {
        var creators = new ArrayList<CreatorSamples>();
        var array = json.getJsonArray("creators");
        if (array != null) {
            for (var item : array) {
                var creator = (JsonObject) item;
                creators.add(new CreatorSamples(
                        creator.getString("handle"),
                        creator.getString("creator_id"),
                        creator.getJsonArray("posts", new JsonArray())));
            }
        }
        var unknown = json.getJsonArray("unknown");
        return new SamplesReply(
                Platform.parse(json.getString("platform")),
                creators,
                unknown == null
                        ? List.of()
                        : unknown.stream().map(String::valueOf).toList());
    }
}
