package io.sigment.jobs.engine;

import io.sigment.jobs.FixedDetailsSamples;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * What a synchronous job ({@code optimize_selection}) answers within its call ({@link JobRun#withCredits}), as bytes:
 * its last step's output followed by {@code credits}, charged with the balance after, charged with no balance known,
 * and nothing charged. Held to {@code synchronous-reply-samples.json}, recorded when {@code credits} was still put
 * together by hand.
 */
class SynchronousReplySamplesTest {
    private static final JsonObject OUTPUT =
            new JsonObject("{\"analysis_id\":\"an_1\",\"snapshot_id\":\"sn_1\",\"targets_met\":false,\"note\":null}");

    @Test
    void the_reply_carries_the_recorded_credits() throws Exception {
        new FixedDetailsSamples()
                .writes("charged with balance", JobRun.withCredits(OUTPUT, 7, 93L))
                .writes("charged without balance", JobRun.withCredits(OUTPUT, 7, null))
                .writes("nothing charged", JobRun.withCredits(OUTPUT, 0, 100L))
                .writes("empty output", JobRun.withCredits(new JsonObject(), 0, null))
                .areAsRecordedIn("synchronous-reply-samples.json");
    }
}
