package io.sigment.common.api;

import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * Hand-picked values of the records whose wire has more than one shape (flattened, keyed by a kind, written only in
 * part) or whose reader checks arguments: what each writes, and what each reads from inputs a sender may send (errors
 * with their messages). {@link WireSamplesTest} holds them equal to {@code wire-fixed-samples.json}, recorded from the
 * hand-written codecs before they were derived. Each service's samples are in its own class
 * ({@link AccountsWireSamples}, {@link AccountsRequestSamples}, {@link AccountsMoneySamples} and {@link AccountsReplySamples}, {@link AnalyticsWireSamples} and {@link AnalyticsRequestSamples}, {@link JobsWireSamples}, {@link ListsWireSamples},
 * {@link ScraperWireSamples}; the broadcasts in {@link EventSamples}). Five reads of malformed input changed when they were derived, none of
 * them sent by a service: a {@code reuse} of null (a failure, now false) or not a boolean (a failure still, now
 * Jackson's) in stored {@code DiscoveryParams}, an {@code active} that is no boolean in a token verification and a {@code same_topic_within_24h} likewise in
 * pricing facts (likewise),
 * and a list link whose {@code list} is null (a view neither list nor analysis, now the list link's empty page).
 */
final class FixedWireSamples {
    private final Map<String, Callable<Object>> samples = new LinkedHashMap<>();

    private FixedWireSamples() {}

    /** Each sample's name and what it gives now ("fails: Type: message" for what it throws). */
    static Map<String, String> now() {
        var all = new FixedWireSamples();
        AccountsWireSamples.addTo(all);
        AccountsRequestSamples.addTo(all);
        AccountsMoneySamples.addTo(all);
        AccountsReplySamples.addTo(all);
        AnalyticsWireSamples.addTo(all);
        AnalyticsRequestSamples.addTo(all);
        JobsWireSamples.addTo(all);
        ListsWireSamples.addTo(all);
        ScraperWireSamples.addTo(all);
        EventSamples.addTo(all);
        var out = new LinkedHashMap<String, String>();
        all.samples.forEach((name, sample) -> out.put(name, run(sample)));
        return out;
    }

    private static String run(Callable<Object> sample) {
        try {
            var value = sample.call();
            return value instanceof JsonObject json ? json.encode() : String.valueOf(value);
        } catch (Exception e) {
            var kind = e instanceof ToolError error
                    ? "ToolError(" + error.kind() + ")"
                    : e.getClass().getSimpleName();
            return "fails: " + kind + ": " + e.getMessage();
        }
    }

    void writes(String name, Callable<JsonObject> write) {
        samples.put(name + " writes", write::call);
    }

    void reads(String name, Function<JsonObject, Object> read, String... inputs) {
        for (var i = 0; i < inputs.length; i++) {
            var input = inputs[i];
            samples.put(name + " reads " + input, () -> read.apply(new JsonObject(input)));
        }
    }
}
