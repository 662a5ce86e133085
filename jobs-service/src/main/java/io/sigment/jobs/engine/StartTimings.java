package io.sigment.jobs.engine;

import io.sigment.common.ops.Log;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Where one start's time went (issue 44): each phase's milliseconds in the order they ran, logged as a warning when
 * the whole start took {@link #SLOW_MS} or more, so a burst of slow starts can be read from the jobs' log.
 */
final class StartTimings {
    private static final Logger LOG = Logger.getLogger(StartTimings.class.getName());
    static final long SLOW_MS = 1_000;

    private final long began = System.nanoTime();
    private long last = began;
    private final Map<String, Object> phases = new LinkedHashMap<>();

    /** Ends the phase running since the previous mark. */
    synchronized void mark(String phase) {
        var now = System.nanoTime();
        phases.merge(phase + "_ms", (now - last) / 1_000_000, (a, b) -> (Long) a + (Long) b);
        last = now;
    }

    synchronized void logIfSlow(String kind, String jobId, String outcome) {
        var total = (System.nanoTime() - began) / 1_000_000;
        if (total < SLOW_MS) return;
        var fields = new LinkedHashMap<String, Object>();
        fields.put("kind", kind);
        fields.put("job_id", jobId);
        fields.put("outcome", outcome);
        fields.put("total_ms", total);
        fields.putAll(phases);
        Log.warn(LOG, "slow job start", fields, null);
    }
}
