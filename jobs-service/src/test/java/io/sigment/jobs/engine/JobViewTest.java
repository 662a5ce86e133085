package io.sigment.jobs.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.jobs.JobState;
import org.junit.jupiter.api.Test;

class JobViewTest {
    @Test
    void a_failed_paid_job_shows_its_held_credits_refunded() {
        assertThat(JobView.credits("failed", 15, false)).isEqualTo(new JobState.Credits(0, 0, 15L, null));
        assertThat(JobView.credits("failed", 15, true)).isEqualTo(new JobState.Credits(0, 0, 15L, null));
    }

    @Test
    void a_failed_free_job_shows_no_refund_because_nothing_was_held_or_charged() {
        assertThat(JobView.credits("failed", 0, false)).isEqualTo(new JobState.Credits(0, 0, null, null));
    }

    @Test
    void a_running_job_holds_and_a_finished_one_is_charged() {
        assertThat(JobView.credits("running", 15, false)).isEqualTo(new JobState.Credits(15, 0, null, null));
        assertThat(JobView.credits("completed", 15, true)).isEqualTo(new JobState.Credits(0, 15, null, null));
    }
}
