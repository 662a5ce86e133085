package io.sigment.common.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PgUrlTest {

    @Test
    void parses_user_password_host_port_and_database() {
        var url = PgUrl.parse("postgresql://app:s%40cret@db.internal:6543/sigment");
        assertThat(url).isEqualTo(new PgUrl("db.internal", 6543, "sigment", "app", "s@cret"));
        assertThat(url.jdbcUrl()).isEqualTo("jdbc:postgresql://db.internal:6543/sigment");
        assertThat(url.toString()).doesNotContain("s@cret");
        assertThat(PgUrl.parse(url.toUrl())).isEqualTo(url);
    }

    @Test
    void defaults_port_user_and_database_like_libpq() {
        assertThat(PgUrl.parse("postgresql://127.0.0.1"))
                .isEqualTo(new PgUrl("127.0.0.1", 5432, "postgres", "postgres", null));
        assertThat(PgUrl.parse("jdbc:postgresql://localhost/ci?sslmode=disable").database())
                .isEqualTo("ci");
    }

    @Test
    void rejects_other_schemes_with_an_example() {
        assertThatThrownBy(() -> PgUrl.parse("mysql://localhost/x")).hasMessageContaining("postgresql://");
    }
}
