package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.jackson.VertxModule;
import java.util.List;
import java.util.Map;

/**
 * How fast {@code samples}' reply could be with a derived codec (issue 41): the record written and read by Jackson
 * through a string, as {@link io.sigment.common.api.WireCodec} does now, and through {@code convertValue} (a token
 * buffer to and from the JsonObject's map, the posts' strings passed by reference), against the hand-written codec.
 * Same ~1 MB reply as {@link SamplesCodecBenchmark}. Run: {@code java -cp <common's test classpath>
 * io.sigment.common.api.scraper.SamplesDerivationBenchmark [rounds]}.
 */
public final class SamplesDerivationBenchmark {
    private SamplesDerivationBenchmark() {}

    static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .defaultPropertyInclusion(
                    JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.ALWAYS))
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .addModule(new VertxModule())
            .build();

    public record DCreator(String handle, String creatorId, JsonArray posts) {}

    @JsonPropertyOrder({"platform", "encoding", "creators", "unknown"})
    public record DReply(Platform platform, List<DCreator> creators, List<String> unknown) {
        @JsonProperty("encoding")
        public String encoding() {
            return SamplesReply.ENCODING;
        }
    }

    static DReply mirror(SamplesReply r) {
        return new DReply(
                r.platform(),
                r.creators().stream()
                        .map(c -> new DCreator(c.handle(), c.creatorId(), c.posts()))
                        .toList(),
                r.unknown());
    }

    static JsonObject viaString(Record r) throws Exception {
        return new JsonObject(MAPPER.writeValueAsString(r));
    }

    static <T> T readViaString(JsonObject j, Class<T> t) throws Exception {
        return MAPPER.readValue(j.encode(), t);
    }

    @SuppressWarnings("unchecked")
    static JsonObject viaConvert(Record r) {
        return new JsonObject((Map<String, Object>) MAPPER.convertValue(r, Map.class));
    }

    static <T> T readViaConvert(JsonObject j, Class<T> t) {
        return MAPPER.convertValue(j.getMap(), t);
    }

    interface Work {
        void run() throws Exception;
    }

    static double time(Work w) throws Exception {
        for (int i = 0; i < 10; i++) w.run();
        long s = System.nanoTime();
        for (int i = 0; i < 40; i++) w.run();
        return (System.nanoTime() - s) / 40 / 1e6;
    }

    public static void main(String[] args) throws Exception {
        var reply = SamplesCodecBenchmark.reply();
        var d = mirror(reply);
        var bytes = reply.toJson().toBuffer();
        System.out.printf("reply: %d creators, %,d bytes%n", reply.creators().size(), bytes.length());
        if (!viaString(d).toBuffer().equals(bytes))
            throw new IllegalStateException(
                    "string bytes differ: " + viaString(d).encode().substring(0, 200));
        if (!viaConvert(d).toBuffer().equals(bytes)) throw new IllegalStateException("convert bytes differ");
        var back = readViaConvert(new JsonObject(bytes), DReply.class);
        if (!viaConvert(back).toBuffer().equals(bytes)) throw new IllegalStateException("convert read differs");
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        for (int r = 0; r < rounds; r++) {
            double hE = time(() -> reply.toJson().toBuffer());
            double sE = time(() -> viaString(d).toBuffer());
            double cE = time(() -> viaConvert(d).toBuffer());
            double hD = time(() -> SamplesReply.fromJson(new JsonObject(bytes)));
            double sD = time(() -> readViaString(new JsonObject(bytes), DReply.class));
            double cD = time(() -> readViaConvert(new JsonObject(bytes), DReply.class));
            System.out.printf(
                    "round %d: encode hand %.2f, string %.2f, convert %.2f ms; decode hand %.2f, string %.2f, convert %.2f ms%n",
                    r, hE, sE, cE, hD, sD, cD);
        }
    }
}
