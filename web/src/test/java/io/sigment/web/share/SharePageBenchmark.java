package io.sigment.web.share;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Prints how long the server takes to render a 50-creator shared analysis page (target ≤ 300 ms), from the JSON
 * analytics answers to the finished HTML, and leaves the page in web/target/share-page-50.html to look at.
 * Not a test: run web/share-page-benchmark.sh.
 */
public final class SharePageBenchmark {
    private static final int CREATORS = 50;
    private static final int WARM_UP = 200;
    private static final int RUNS = 500;

    private SharePageBenchmark() {}

    public static void main(String[] ignored) throws Exception {
        var link = HandMadeAnalysis.analysisLink();
        var result = HandMadeAnalysis.result(HandMadeAnalysis.handles(CREATORS), 10);
        var first = System.nanoTime();
        var page = ShareHtml.analysis(link, result);
        double cold = (System.nanoTime() - first) / 1e6;
        for (int i = 0; i < WARM_UP; i++) ShareHtml.analysis(link, result);
        var millis = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long start = System.nanoTime();
            ShareHtml.analysis(link, result);
            millis[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        Files.writeString(Path.of("web", "target", "share-page-50.html"), page);
        System.out.printf(
                Locale.ROOT,
                "50-creator analysis page (%,d bytes): first render %.1f ms; warm p50 %.2f ms, "
                        + "p99 %.2f ms, max %.2f ms (target ≤ 300 ms)%n",
                page.length(),
                cold,
                millis[RUNS / 2],
                millis[RUNS * 99 / 100],
                millis[RUNS - 1]);
    }
}
