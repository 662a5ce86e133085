package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.jackson.VertxModule;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;

/**
 * A loop benchmark of the largest bus reply, {@code samples} (about 1 MB: {@link SamplesRequest#creatorsPerRequest}
 * creators of 12 posts of 1,000 engagers): its encoding (record to JSON to the bytes the clustered bus sends) and
 * decoding (bytes to JSON to record) three ways: {@link SamplesReply}'s codec (derived by {@code WireCodec}, Jackson's
 * tokens to and from the Vert.x tree), the hand-written one it had, and Jackson through the text, as WireCodec derived
 * codecs before (both kept here to compare). Each round times 40 calls after 10 unmeasured ones; the last line gives
 * each column's best and median round. Run: {@code java -cp <common's test classpath>
 * io.sigment.common.api.scraper.SamplesCodecBenchmark [rounds]}.
 */
public final class SamplesCodecBenchmark {
    /** WireCodec's mapper as it was configured when it derived codecs through the text. */
    private static final ObjectMapper THROUGH_TEXT = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .defaultPropertyInclusion(
                    JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.ALWAYS))
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .addModule(new VertxModule())
            .build();

    private SamplesCodecBenchmark() {}

    public static void main(String[] args) throws Exception {
        var rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        var reply = reply();
        var bytes = reply.toJson().toBuffer();
        System.out.printf("reply: %d creators, %,d bytes%n", reply.creators().size(), bytes.length());
        if (!handWritten(reply).toBuffer().equals(bytes)) throw new IllegalStateException("hand-written bytes differ");
        if (!throughText(reply).toBuffer().equals(bytes)) throw new IllegalStateException("text bytes differ");
        if (!SamplesReply.fromJson(new JsonObject(bytes)).equals(handRead(new JsonObject(bytes)))
                || !readThroughText(new JsonObject(bytes)).equals(handRead(new JsonObject(bytes)))) {
            throw new IllegalStateException("the readers differ");
        }
        var names =
                List.of("encode derived", "encode hand", "encode text", "decode derived", "decode hand", "decode text");
        List<Work> works = List.of(
                () -> reply.toJson().toBuffer(),
                () -> handWritten(reply).toBuffer(),
                () -> throughText(reply).toBuffer(),
                () -> SamplesReply.fromJson(new JsonObject(bytes)),
                () -> handRead(new JsonObject(bytes)),
                () -> readThroughText(new JsonObject(bytes)));
        var wall = new ArrayList<List<Double>>();
        var cpu = new ArrayList<List<Double>>();
        names.forEach(name -> {
            wall.add(new ArrayList<>());
            cpu.add(new ArrayList<>());
        });
        for (var round = 0; round < rounds; round++) {
            var line = new StringBuilder("round " + round + ", ms a call (CPU ms):");
            for (var i = 0; i < names.size(); i++) {
                var took = time(works.get(i));
                wall.get(i).add(took[0]);
                cpu.get(i).add(took[1]);
                line.append(String.format(" %s %.2f (%.2f);", names.get(i), took[0], took[1]));
            }
            System.out.println(line);
        }
        System.out.println("best / median ms a call: " + summary(names, wall));
        System.out.println("best / median CPU ms a call: " + summary(names, cpu));
    }

    interface Work {
        void run() throws Exception;
    }

    /**
     * Milliseconds per call, over 40 calls after 10 unmeasured ones: elapsed, and the CPU time of this thread (what a
     * loaded machine's other processes do not add to).
     */
    private static double[] time(Work work) throws Exception {
        for (var i = 0; i < 10; i++) work.run();
        var threads = ManagementFactory.getThreadMXBean();
        var cpuStart = threads.getCurrentThreadCpuTime();
        var start = System.nanoTime();
        for (var i = 0; i < 40; i++) work.run();
        return new double[] {
            (System.nanoTime() - start) / 40 / 1e6, (threads.getCurrentThreadCpuTime() - cpuStart) / 40 / 1e6
        };
    }

    private static String summary(List<String> names, List<List<Double>> times) {
        var summary = new StringBuilder();
        for (var i = 0; i < names.size(); i++) {
            var sorted = times.get(i).stream().sorted().toList();
            summary.append(
                    String.format("%s %.2f / %.2f; ", names.get(i), sorted.get(0), sorted.get(sorted.size() / 2)));
        }
        return summary.toString().trim();
    }

    private static JsonObject throughText(SamplesReply reply) throws Exception {
        return new JsonObject(THROUGH_TEXT.writeValueAsString(reply));
    }

    private static SamplesReply readThroughText(JsonObject json) throws Exception {
        return THROUGH_TEXT.readValue(json.encode(), SamplesReply.class);
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
