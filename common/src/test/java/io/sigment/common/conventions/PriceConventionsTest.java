package io.sigment.common.conventions;

import static io.sigment.common.conventions.SourceScan.offenders;
import static io.sigment.common.conventions.SourceScan.read;
import static io.sigment.common.conventions.SourceScan.templates;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** CONTRIBUTING's prices: written once, in accounts' price table; pages show accounts' prices. */
class PriceConventionsTest {
    /**
     * A price written outside accounts' price table: "N credits" (or "1 credit") in a string or a comment, or a
     * {@code *_CREDITS} constant.
     */
    private static final Pattern PRICE_LITERAL = Pattern.compile("\\b\\d+ credits?\\b|(?<!MAX)_CREDITS\\s*=\\s*\\d+");
    /** The tools' specs, whose descriptions keep the spec's words, prices included. */
    private static final Pattern TOOL_SPECS =
            Pattern.compile("common/src/main/java/io/sigment/common/api/\\w+/\\w+Tools\\.java");
    /** A price written in a template's words: "20 credits a topic" (a page shows accounts' prices instead). */
    private static final Pattern TEMPLATE_PRICE = Pattern.compile("\\b\\d+ credits?\\b");

    @Test
    void prices_are_written_only_in_accounts_price_table() {
        assertThat(offenders(
                        PRICE_LITERAL,
                        path -> !path.startsWith("accounts-service/")
                                && !TOOL_SPECS.matcher(path).matches()))
                .isEmpty();
    }

    @Test
    void templates_show_prices_from_accounts_never_their_own() {
        var found = new ArrayList<String>();
        for (var path : templates()) {
            var matcher = TEMPLATE_PRICE.matcher(read(path));
            while (matcher.find()) found.add(path + ": " + matcher.group());
        }
        assertThat(found).isEmpty();
        assertThat(templates()).anyMatch(path -> path.endsWith("/work/discoveries.jte"));
    }

    @Test
    void each_rule_finds_what_it_forbids() {
        assertThat(PRICE_LITERAL.matcher("\"<p>20 credits a topic</p>\"").find())
                .isTrue();
        assertThat(PRICE_LITERAL
                        .matcher(" * else it searches at the list price (20 credits).")
                        .find())
                .isTrue();
        assertThat(PRICE_LITERAL.matcher("\"Optimize (1 credit)\"").find()).isTrue();
        assertThat(PRICE_LITERAL
                        .matcher("static final int ANALYSIS_CREDITS = 15;")
                        .find())
                .isTrue();
        assertThat(PRICE_LITERAL
                        .matcher("private static final long MAX_CREDITS = 1000;")
                        .find())
                .isFalse();
        assertThat(PRICE_LITERAL
                        .matcher("\"Insufficient credits: \" + price + \" credits needed\"")
                        .find())
                .isFalse();
        assertThat(TEMPLATE_PRICE
                        .matcher("<p class=\"muted\">20 credits a topic, free when")
                        .find())
                .isTrue();
        assertThat(TEMPLATE_PRICE.matcher("Optimize (1 credit)").find()).isTrue();
        assertThat(TEMPLATE_PRICE
                        .matcher("Analyze (up to ${prices.analysis()} credits)")
                        .find())
                .isFalse();
    }
}
