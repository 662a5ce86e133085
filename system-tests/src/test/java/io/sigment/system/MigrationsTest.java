package io.sigment.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.PgUrl;
import io.sigment.common.testing.ChildJvm;
import io.sigment.common.testing.TestDatabase;
import io.sigment.local.LocalModules;
import io.sigment.local.MigrateMain;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("stack")
class MigrationsTest {

    @Test
    void applying_all_migrations_twice_changes_nothing_the_second_time() throws Exception {
        var url = TestDatabase.fresh();
        for (var module : LocalModules.all()) {
            module.schema()
                    .ifPresent(schema ->
                            assertThat(Migrations.migrate(url, schema)).isPositive());
        }
        var before = schemaFingerprint(url);
        for (var module : LocalModules.all()) {
            module.schema()
                    .ifPresent(schema ->
                            assertThat(Migrations.migrate(url, schema)).isZero());
        }
        assertThat(schemaFingerprint(url)).isEqualTo(before);
    }

    @Test
    void two_processes_migrating_at_once_both_succeed_and_leave_one_correct_schema() throws Exception {
        var url = TestDatabase.fresh();
        var env = Map.of(Setting.PG_URL.env(), url.toUrl());
        try (var first = ChildJvm.start(MigrateMain.class.getName(), env);
                var second = ChildJvm.start(MigrateMain.class.getName(), env)) {
            assertThat(first.awaitExit(Duration.ofSeconds(90)))
                    .as(first.output())
                    .isZero();
            assertThat(second.awaitExit(Duration.ofSeconds(90)))
                    .as(second.output())
                    .isZero();
        }
        var reference = TestDatabase.fresh();
        for (var module : LocalModules.all())
            module.schema().ifPresent(schema -> Migrations.migrate(reference, schema));
        assertThat(schemaFingerprint(url)).isEqualTo(schemaFingerprint(reference));
        assertThat(query(
                        url,
                        "SELECT count(*) FROM pg_namespace WHERE nspname IN "
                                + "('accounts','jobs','scraper','analytics','lists')"))
                .isEqualTo("5");
    }

    /** Every table, column and type of the service schemas, plus each schema's applied migration versions. */
    private static String schemaFingerprint(PgUrl url) throws Exception {
        var columns = query(
                url,
                "SELECT string_agg(table_schema || '.' || table_name || '.' || column_name || ':' "
                        + "|| data_type, ',' ORDER BY table_schema, table_name, column_name) FROM information_schema.columns "
                        + "WHERE table_schema IN ('accounts','jobs','scraper','analytics','lists') "
                        + "AND table_name <> 'flyway_schema_history'");
        var versions = new StringBuilder();
        for (var module : LocalModules.all()) {
            if (module.schema().isEmpty()) continue;
            versions.append(query(
                    url,
                    "SELECT string_agg(version || '/' || success, ',' ORDER BY installed_rank) FROM "
                            + module.schema().get() + ".flyway_schema_history"));
        }
        return columns + "|" + versions;
    }

    private static String query(PgUrl url, String sql) throws Exception {
        try (var connection = DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
                var result = connection.createStatement().executeQuery(sql)) {
            result.next();
            return result.getString(1);
        }
    }
}
