package io.sigment.common.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BucketWindowTest {
    private static final long MINUTE = 60_000;

    /** One rolling-window record driven one event at a time, remembering when each admitted event happened. */
    private static final class Record {
        long[] state;
        final List<Long> admitted = new ArrayList<>();

        long offer(long now, long limit) {
            state = BucketWindow.advance(state, BucketWindow.bucketOf(now, MINUTE));
            if (BucketWindow.take(state, 1, limit) == 1) {
                admitted.add(now);
                return 0;
            }
            return BucketWindow.waitMillis(state, now, MINUTE, limit);
        }

        int fill(long now, long limit) {
            var count = 0;
            while (offer(now, limit) == 0) count++;
            return count;
        }

        /** The most admitted events in any half-open span of one window. */
        long busiestWindow() {
            long most = 0;
            for (int first = 0, last = 0; first < admitted.size(); first++) {
                while (last < admitted.size() && admitted.get(last) < admitted.get(first) + MINUTE) last++;
                most = Math.max(most, last - first);
            }
            return most;
        }
    }

    @Test
    void admits_exactly_the_limit_within_one_window() {
        assertThat(new Record().fill(5 * MINUTE + 10, 120)).isEqualTo(120);
    }

    @Test
    void a_burst_at_a_window_edge_gets_no_second_budget() {
        // The old two-window estimate let ~180 through here: 120 at the end of a minute, 60 in the next half.
        var record = new Record();
        record.fill(10 * MINUTE + 59_500, 120);
        assertThat(record.fill(11 * MINUTE + 1_000, 120)).isZero();
        assertThat(record.fill(11 * MINUTE + 30_000, 120)).isZero();
        assertThat(record.fill(11 * MINUTE + 59_000, 120)).isZero();
        assertThat(record.fill(11 * MINUTE + 60_500, 120))
                .as("a bucket after the window ends")
                .isEqualTo(120);
        assertThat(record.busiestWindow()).isEqualTo(120);
    }

    @Test
    void no_span_of_one_window_ever_holds_more_than_the_limit_and_little_is_refused_beyond_it() {
        var random = new Random(7);
        var record = new Record();
        var strict = new ArrayList<Long>();
        var now = 3 * MINUTE;
        for (int i = 0; i < 20_000; i++) {
            now += random.nextInt(random.nextInt(10) == 0 ? 5_000 : 400);
            record.offer(now, 120);
            var from = now - MINUTE;
            if (strict.stream().filter(t -> t > from).count() < 120) strict.add(now);
        }
        assertThat(record.busiestWindow()).isLessThanOrEqualTo(120);
        // Beyond strict need it refuses only while an event's last 1 s bucket still counts.
        assertThat(record.admitted.size()).isBetween((int) (strict.size() * 0.97), strict.size());
    }

    @Test
    void the_wait_is_until_one_more_event_fits_and_not_a_bucket_longer() {
        var record = new Record();
        var now = 20 * MINUTE + 30_200;
        record.fill(now, 120);
        var wait = record.offer(now, 120);
        assertThat(wait).isBetween(60_000L, 61_000L);
        assertThat(record.offer(now + wait - 1, 120)).as("one ms early").isPositive();
        assertThat(record.offer(now + wait, 120)).isZero();
    }

    @Test
    void events_given_back_no_longer_count_and_a_past_window_is_forgotten() {
        var state = BucketWindow.advance(null, 100);
        assertThat(BucketWindow.take(state, 50, 120)).isEqualTo(50);
        assertThat(BucketWindow.take(state, 100, 120)).as("only what fits").isEqualTo(70);
        BucketWindow.giveBack(state, 100, 30);
        assertThat(BucketWindow.count(state)).isEqualTo(90);
        BucketWindow.giveBack(state, 100 - 61, 30);
        assertThat(BucketWindow.count(state))
                .as("a bucket outside the ring is left alone")
                .isEqualTo(90);
        assertThat(BucketWindow.count(BucketWindow.advance(state, 160))).isEqualTo(90);
        assertThat(BucketWindow.count(BucketWindow.advance(state, 161))).isZero();
        assertThat(BucketWindow.advance(state, 90)[0])
                .as("a clock behind counts in the newest bucket")
                .isEqualTo(100);
    }
}
