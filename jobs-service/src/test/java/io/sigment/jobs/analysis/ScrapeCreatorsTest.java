package io.sigment.jobs.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.sigment.common.api.scraper.ScrapeErrors;
import org.junit.jupiter.api.Test;

class ScrapeCreatorsTest {

    @Test
    void a_stopped_scrape_shows_the_agent_why_without_what_only_the_scrape_id_holder_can_do() {
        var error = ScrapeErrors.stopped("job_7", "TikTok", "TikTok's provider failed 3 times in a row. ");
        assertThat(ScrapeCreators.agentFacing(error))
                .isEqualTo("the scrape stopped: TikTok's provider failed 3 times in a row.");
    }

    @Test
    void the_reason_not_the_wording_decides_so_other_failures_pass_unchanged() {
        var lookalike =
                new ToolError(ToolError.Kind.UNAVAILABLE, "Sigment is busy: it stopped: x. What was fetched is saved");
        assertThat(ScrapeCreators.agentFacing(lookalike)).isEqualTo(lookalike.getMessage());
        assertThat(ScrapeCreators.agentFacing(ToolError.busy()))
                .isEqualTo(ToolError.busy().getMessage());
    }
}
