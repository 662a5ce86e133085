package io.sigment.emulator.http;

import io.vertx.core.json.JsonObject;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the platforms were asked to do, per credential: actor runs and the dataset items they returned per
 * provider token, calls and quota units per YouTube key. Tests read it through {@code emulator.usage()} or, with
 * the truth on, {@code GET /_stats}.
 */
public final class Usage {
    /**
     * One credential's totals; {@code runs} and {@code results} are the provider's, {@code calls} and {@code units}
     * YouTube's.
     */
    public record Totals(long runs, long results, long calls, long units) {
        JsonObject toJson() {
            return new JsonObject()
                    .put("runs", runs)
                    .put("results", results)
                    .put("calls", calls)
                    .put("units", units);
        }
    }

    private final ConcurrentHashMap<String, AtomicLong[]> counters = new ConcurrentHashMap<>();

    void run(String token, int results) {
        var c = counters(token);
        c[0].incrementAndGet();
        c[1].addAndGet(results);
    }

    void youtubeCall(String key, int units) {
        var c = counters(key);
        c[2].incrementAndGet();
        c[3].addAndGet(units);
    }

    /** The totals of a provider token or YouTube key (zeros if it was never used). */
    public Totals of(String tokenOrKey) {
        var c = counters.get(tokenOrKey);
        return c == null ? new Totals(0, 0, 0, 0) : new Totals(c[0].get(), c[1].get(), c[2].get(), c[3].get());
    }

    public void reset() {
        counters.clear();
    }

    public JsonObject toJson() {
        var out = new JsonObject();
        counters.keySet().stream().sorted().forEach(key -> out.put(key, of(key).toJson()));
        return out;
    }

    private AtomicLong[] counters(String key) {
        return counters.computeIfAbsent(
                key, k -> new AtomicLong[] {new AtomicLong(), new AtomicLong(), new AtomicLong(), new AtomicLong()});
    }
}
