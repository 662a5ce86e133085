package io.sigment.system.analytics;

import io.sigment.common.Platform;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * One figure of one selection of the calibration benchmark ({@link AudienceCalibrationBenchmark}): estimate, interval
 * (NaN: none), truth; {@code world} names the stress knob ({@code -Dcalibration.stress}, with the world size when not
 * 1,200 creators), "default" for the fit's worlds. A rows file ({@code -Dcalibration.rows=FILE}) holds one per line,
 * tab-separated, so that runs on disjoint seeds, side by side, make one table ({@code --table FILE...}).
 */
record CalibrationRow(
        String world, Platform platform, String figure, double value, double low, double high, double truth) {

    boolean hasInterval() {
        return !Double.isNaN(low);
    }

    /** Appends the rows to the file, one line each (the file is made if missing). */
    static void append(Path file, List<CalibrationRow> rows) throws IOException {
        var lines = rows.stream()
                .map(r -> String.join(
                        "\t",
                        r.platform().name(),
                        r.figure(),
                        Double.toString(r.value()),
                        Double.toString(r.low()),
                        Double.toString(r.high()),
                        Double.toString(r.truth()),
                        r.world()))
                .toList();
        Files.write(file, lines, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** The file's rows; a line of a run from before the world column is of the "default" world. */
    static List<CalibrationRow> read(Path file) throws IOException {
        return Files.readAllLines(file).stream()
                .map(line -> line.split("\t"))
                .map(f -> new CalibrationRow(
                        f.length > 6 ? f[6] : "default",
                        Platform.valueOf(f[0]),
                        f[1],
                        Double.parseDouble(f[2]),
                        Double.parseDouble(f[3]),
                        Double.parseDouble(f[4]),
                        Double.parseDouble(f[5])))
                .toList();
    }
}
