package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The calibration benchmark's table ({@code audience-calibration.sh --table FILE...}) from a rows file: the expected
 * text is what the benchmark printed for these rows before its table had a class of its own.
 */
@Tag("stack")
class CalibrationTableTest {
    private static final String ROWS = """
            INSTAGRAM\taudience_estimate.core_pct\t30.0\t25.0\t35.0\t32.0\tdefault
            INSTAGRAM\taudience_estimate.core_pct\t40.0\t38.0\t41.0\t42.0\tdefault
            TIKTOK\taudience_estimate.core_pct\t10.0\t9.0\t12.0\t11.0\tdefault
            INSTAGRAM\tsample core_pct read as audience (baseline)\t28.0\tNaN\tNaN\t32.0\tdefault
            TIKTOK\tsample core_pct read as audience (baseline)\t12.5\tNaN\tNaN\t11.0\tdefault
            YOUTUBE\taudience_estimate.core_pct\t20.0\t15.0\t22.0\t21.0\tbots2
            """;

    private static final String HEADER = """
            | figure | platform | n | coverage of the 95% interval | median abs error | p90 abs error | median signed error | median width |
            |---|---|---|---|---|---|---|---|
            """;

    @Test
    void a_rows_file_prints_one_table_per_world_with_each_figure_per_platform_and_for_all(@TempDir Path dir)
            throws IOException {
        var file = dir.resolve("calibration.rows");
        Files.writeString(file, ROWS);

        assertThat(table(CalibrationRow.read(file)))
                .isEqualTo(("\nWorld: default\n\n" + HEADER + """
                | audience_estimate.core_pct | instagram | 2 | 50.0% | 2.00 | 2.00 | -2.00 | 10.0 |
                | audience_estimate.core_pct | tiktok | 1 | 100.0% | 1.00 | 1.00 | -1.00 | 3.0 |
                | audience_estimate.core_pct | all | 3 | 66.7% | 2.00 | 2.00 | -2.00 | 3.0 |
                | sample core_pct read as audience (baseline) | instagram | 1 | no interval | 4.00 | 4.00 | -4.00 | — |
                | sample core_pct read as audience (baseline) | tiktok | 1 | no interval | 1.50 | 1.50 | +1.50 | — |
                | sample core_pct read as audience (baseline) | all | 2 | no interval | 4.00 | 4.00 | +1.50 | — |
                """ + "\nWorld: bots2\n\n" + HEADER + """
                | audience_estimate.core_pct | youtube | 1 | 100.0% | 1.00 | 1.00 | -1.00 | 7.0 |
                | audience_estimate.core_pct | all | 1 | 100.0% | 1.00 | 1.00 | -1.00 | 7.0 |
                """)
                        .replace("\n", System.lineSeparator()));
    }

    @Test
    void rows_written_to_a_file_read_back_the_same_and_a_line_without_a_world_is_the_default_one(@TempDir Path dir)
            throws IOException {
        var file = dir.resolve("calibration.rows");
        var rows = List.of(
                new CalibrationRow("bots2", Platform.YOUTUBE, "audience_estimate.core_pct", 20.5, 15, 22, 21),
                new CalibrationRow(
                        "default",
                        Platform.TIKTOK,
                        "sample core_pct read as audience (baseline)",
                        12.5,
                        Double.NaN,
                        Double.NaN,
                        11));
        CalibrationRow.append(file, rows.subList(0, 1));
        CalibrationRow.append(file, rows.subList(1, 2));
        Files.writeString(file, "INSTAGRAM\tpair\t1.0\t0.5\t2.0\t1.5\n", java.nio.file.StandardOpenOption.APPEND);

        assertThat(Files.readAllLines(file).get(0))
                .isEqualTo("YOUTUBE\taudience_estimate.core_pct\t20.5\t15.0\t22.0\t21.0\tbots2");
        assertThat(CalibrationRow.read(file))
                .containsExactly(
                        rows.get(0),
                        rows.get(1),
                        new CalibrationRow("default", Platform.INSTAGRAM, "pair", 1.0, 0.5, 2.0, 1.5));
    }

    private static String table(List<CalibrationRow> rows) {
        var bytes = new ByteArrayOutputStream();
        CalibrationTable.print(rows, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
