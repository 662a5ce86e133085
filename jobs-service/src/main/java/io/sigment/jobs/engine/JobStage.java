package io.sigment.jobs.engine;

/** The spec's job stages (§3). A step of stage {@link #QUEUED} runs when the job starts and needs no scrape slot. */
public enum JobStage {
    QUEUED,
    SCRAPING,
    ANALYZING;

    public String key() {
        return name().toLowerCase();
    }
}
