package io.sigment.system.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.AnalysisAgent;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** A job's entries in its agent's credit history, and what they must be once the job is done. */
final class JobCredits {
    private JobCredits() {}

    /** The credit history's entries of {@code jobId}, newest first. */
    static List<JsonObject> charges(AnalysisAgent agent, String jobId) {
        var found = new ArrayList<JsonObject>();
        agent.history().forEach(e -> {
            var entry = (JsonObject) e;
            if (jobId.equals(entry.getString("job_id"))) found.add(entry);
        });
        return found;
    }

    /**
     * If the job is still scraping both before and after its credits are read: nothing charged, {@code held} held and
     * {@code balance} left, and true; else false, nothing asserted.
     */
    static boolean assertNothingChargedIfStillScraping(AnalysisAgent agent, String jobId, int held, int balance) {
        if (!JobStageWatch.stillScraping(agent.job(jobId))) return false;
        var credits = agent.credits();
        var charged = charges(agent, jobId);
        if (!JobStageWatch.stillScraping(agent.job(jobId))) return false;
        assertThat(charged).as("nothing charged while the scrape runs").isEmpty();
        assertThat(credits.getInteger("held")).isEqualTo(held);
        assertThat(credits.getInteger("balance")).isEqualTo(balance);
        return true;
    }

    /** The job's one entry in the credit history charges {@code price}; nothing held; {@code balance} left. */
    static void assertChargedOnceAndNothingHeld(AnalysisAgent agent, String jobId, int price, int balance) {
        var charges = charges(agent, jobId);
        assertThat(charges).hasSize(1);
        assertThat(charges.get(0).getString("type")).isEqualTo("charge");
        assertThat(charges.get(0).getInteger("credits")).isEqualTo(-price);
        var credits = agent.credits();
        assertThat(credits.getInteger("balance")).isEqualTo(balance);
        assertThat(credits.getInteger("held")).isZero();
    }
}
