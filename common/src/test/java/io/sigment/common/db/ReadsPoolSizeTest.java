package io.sigment.common.db;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A service's reads pool is half its main pool, never none. */
class ReadsPoolSizeTest {
    private static int readsFor(int poolSize) {
        return Postgres.readsPoolSize(Config.of(Map.of()).with(Setting.PG_POOL_SIZE, poolSize));
    }

    @Test
    void the_reads_pool_is_half_the_main_pool_and_at_least_one_connection() {
        assertThat(readsFor(1)).isEqualTo(1);
        assertThat(readsFor(2)).isEqualTo(1);
        assertThat(readsFor(4)).isEqualTo(2);
        assertThat(readsFor(5)).isEqualTo(2);
        assertThat(readsFor(8)).isEqualTo(4);
    }
}
