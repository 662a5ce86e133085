package io.sigment.accounts.identity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.db.Migrations;
import io.sigment.common.testing.Jdbc;
import io.sigment.common.testing.TestDatabase;
import java.sql.SQLException;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * V21 makes addresses unique ignoring case. A database whose accounts already differ only in case stops it, naming
 * each clash with its accounts, and keeps everything as it was; once an operator gives them distinct addresses it
 * applies, and a new account with another case of a used address is refused.
 */
class EmailsUniqueMigrationTest {

    @Test
    void accounts_differing_only_in_case_stop_v20_loudly_until_an_operator_separates_them() throws SQLException {
        var url = TestDatabase.fresh();
        Flyway.configure()
                .dataSource(url.jdbcUrl(), url.user(), url.password())
                .schemas("accounts")
                .defaultSchema("accounts")
                .createSchemas(true)
                .locations("classpath:db/accounts")
                .target("20")
                .load()
                .migrate();
        Jdbc.run(
                url,
                "INSERT INTO accounts.users (user_id, email, name) VALUES ('usr_a', 'Bob@Example.com', 'a'), "
                        + "('usr_b', 'bob@example.com', 'b'), ('usr_c', 'carol@example.com', 'c')");

        assertThatThrownBy(() -> Migrations.migrate(url, "accounts"))
                .hasMessageContaining(
                        "accounts V21: accounts whose emails differ only in case: bob@example.com (usr_a, usr_b)")
                .hasMessageContaining("nothing was changed");
        assertThat(Jdbc.column(
                        url,
                        "SELECT version FROM accounts.flyway_schema_history WHERE success "
                                + "ORDER BY installed_rank DESC LIMIT 1"))
                .containsExactly("20");
        assertThat(Jdbc.column(url, "SELECT email FROM accounts.users ORDER BY user_id"))
                .containsExactly("Bob@Example.com", "bob@example.com", "carol@example.com");

        Jdbc.run(
                url,
                "UPDATE accounts.users SET email = 'bob+usr_b@example.com' WHERE user_id = 'usr_b'",
                "DELETE FROM accounts.flyway_schema_history WHERE NOT success");
        Migrations.migrate(url, "accounts");
        assertThatThrownBy(() -> Jdbc.run(
                        url,
                        "INSERT INTO accounts.users (user_id, email, name) "
                                + "VALUES ('usr_d', 'CAROL@example.COM', 'd')"))
                .hasMessageContaining("users_email_lower_key");
    }
}
