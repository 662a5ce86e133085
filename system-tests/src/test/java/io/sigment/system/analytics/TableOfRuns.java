package io.sigment.system.analytics;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link AudienceCalibrationBenchmark}'s {@code --table FILE...}: one {@link CalibrationTable} from the rows of
 * runs made with {@code -Dcalibration.rows=FILE}.
 */
final class TableOfRuns {
    private TableOfRuns() {}

    static void print(List<Path> rowFiles, PrintStream out) throws IOException {
        var rows = new ArrayList<CalibrationRow>();
        for (var file : rowFiles) {
            rows.addAll(CalibrationRow.read(file));
        }
        CalibrationTable.print(rows, out);
    }
}
