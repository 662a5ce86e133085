package io.sigment.common.conventions;

import static io.sigment.common.conventions.SourceScan.mainSources;
import static io.sigment.common.conventions.SourceScan.read;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A verticle's {@code start()} hands its wiring (pools, clients, handlers: seconds of class loading in a cold JVM on a
 * busy machine) to {@code executeBlocking}, and keeps on the event loop only what must run there: subscribing, binding
 * and listening. The platform emulator is exempt: it is the outside world's fake, not ours.
 */
class VerticleStartConventionsTest {
    private static final Pattern START =
            Pattern.compile("public Future<\\?> start\\(\\) \\{(.*?)\\n    }", Pattern.DOTALL);
    /** What wiring does that start() itself must not: a pool, a client or a handler made on the event loop. */
    private static final Pattern WIRING_ON_THE_LOOP = Pattern.compile(
            "Postgres\\.pool\\(|new ServiceClient\\(|\\.load\\(\\)\\s*;|new \\w+(Store|Kind|Endpoint|Routes)\\(");

    @Test
    void every_verticle_starts_by_wiring_off_the_event_loop() {
        var verticles = mainSources().stream()
                .filter(path -> path.endsWith("Verticle.java") && !path.startsWith("platform-emulator/"))
                .toList();
        assertThat(verticles).hasSizeGreaterThanOrEqualTo(7);
        for (var path : verticles) {
            var start = START.matcher(read(path));
            assertThat(start.find()).as(path + " has start()").isTrue();
            assertThat(start.group(1)).as(path).contains("executeBlocking(");
            assertThat(WIRING_ON_THE_LOOP.matcher(start.group(1)).find())
                    .as(path + " wires in start() itself")
                    .isFalse();
        }
    }

    @Test
    void the_rule_finds_wiring_on_the_loop() {
        var before = "    public Future<?> start() {\n        pool = Postgres.pool(vertx, config, \"lists\");\n"
                + "        return ServiceAddress.LISTS.bind(vertx, Map.of());\n    }\n";
        var start = START.matcher(before);
        assertThat(start.find()).isTrue();
        assertThat(start.group(1)).doesNotContain("executeBlocking(");
        assertThat(WIRING_ON_THE_LOOP.matcher(start.group(1)).find()).isTrue();
        assertThat(WIRING_ON_THE_LOOP
                        .matcher("var quotes = new PriceQuotes(services); var s = new JobsStore(pool);")
                        .find())
                .isTrue();
        assertThat(WIRING_ON_THE_LOOP
                        .matcher("return vertx.executeBlocking(this::wire)")
                        .find())
                .isFalse();
    }
}
