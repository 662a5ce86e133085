package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.analyses.AnalysisSummary;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.analytics.FigureNames;
import io.sigment.common.api.analytics.StoredResult;
import io.sigment.web.share.AnalysisHtml;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * One name per figure (docs "How the numbers are measured", "The names of the figures"): every text surface of a fixed
 * result (the {@code summary} agents read, the share page and the app, which render it with {@link AnalysisHtml}, the
 * MCP Apps view) gives each audience estimate's value after its fixed label, in the same sentence or table cell, with
 * no bare "core %", "core reach" or "core audience" between; the prompts, the tools' descriptions and the docs name
 * the estimates only by those labels. The fixture's estimates and sample figures differ, so each printed value
 * belongs to one figure.
 */
@Tag("stack")
class FigureNamesTest {
    /** The sample figures' and other estimates' names: none may stand between an estimate's label and its value. */
    private static final List<String> OTHER_NAMES = List.of(
            "core %",
            "core reach", "core audience", "core people", "unique audience", "audience size", "unique people");

    /** Each estimate's label and the ways the surfaces print its value (rounded and exact). */
    private static final Map<String, List<String>> VALUES = Map.of(
            FigureNames.CORE_PCT, List.of("61%", "61.4%"),
            FigureNames.CORE_REACH, List.of("758,000", "757,912"),
            FigureNames.UNIQUE_AUDIENCE, List.of("79,000", "79,400"),
            FigureNames.CORE_AUDIENCE, List.of("49,000", "48,700"));

    private static JsonObject interval(double value, double low, double high) {
        return new JsonObject()
                .put("value", value)
                .put("low", low)
                .put("high", high)
                .put("confidence", 0.95);
    }

    /** A result as get_analysis_result answers it: sample figures (core % 47.9) and audience estimates (61.4%). */
    static JsonObject fixedResult() {
        var overview = new JsonObject()
                .put("creators", 6)
                .put("core_threshold", 2)
                .put("unique_audience_sample", 20_412)
                .put("engagements", 51_230)
                .put("frequency", 2.51)
                .put("core_audience_sample", 9_777)
                .put("core_pct", 47.9)
                .put("estimated_audience_size", 1_234_567.0)
                .put("estimated_core_audience_size", 646_913.0)
                .put(
                        "intervals",
                        new JsonObject()
                                .put("estimated_audience_size", interval(1_234_567, 1_150_000, 1_320_000))
                                .put("estimated_core_audience_size", interval(646_913, 601_000, 690_000)))
                .put(
                        "audience_estimate",
                        new JsonObject()
                                .put("window_posts", 30)
                                .put("unique_audience", interval(79_400, 75_100, 83_900))
                                .put("core_audience", interval(48_700, 44_200, 52_300))
                                .put("core_pct", interval(61.4, 57.2, 65.3))
                                .put("core_reach", interval(757_912, 706_000, 806_000)));
        var creators = new JsonArray();
        for (int i = 0; i < 6; i++) {
            creators.add(new JsonObject()
                    .put("handle", "creator" + i)
                    .put("core_people", 1_500 + i)
                    .put("core_reach", 90_000 + i)
                    .put("median_views", 200_000 + i)
                    .put("estimated_engaged_audience", interval(14_100 + i, 13_000, 15_500)));
        }
        var pair = new JsonObject()
                .put("creator_a", "creator0")
                .put("creator_b", "creator1")
                .put("count", 812)
                .put("jaccard", 0.21)
                .put("lift", 3.4)
                .put("shared_audience_estimate", interval(2_310, 2_050, 2_600));
        var overviewCopy = overview.copy();
        return new JsonObject()
                .put(
                        "summary",
                        AnalysisSummary.of(WireCodec.fromJson(overviewCopy, AnalysisResult.Overview.class))
                                + AnalysisSummary.targets(
                                        false, new StoredResult.AudienceTargets(true, 0.71, null, null)))
                .put("overview", overview)
                .put("top_creators", creators)
                .put("interest_graph", new JsonObject().put("strongest_overlaps", new JsonArray().add(pair)));
    }

    @Test
    void the_summary_names_each_estimate_before_its_value_and_leads_with_the_figures_targets_are_judged_on() {
        var summary = fixedResult().getString("summary");
        var first = sentences(summary).get(0);
        assertThat(first)
                .startsWith("Targets are judged on the spec's figures, counted in the sample: core % 48% and "
                        + "core reach 647,000 (601,000–690,000, 95% interval over resampled posts)");
        assertThat(first.indexOf(FigureNames.CORE_PCT + " about 61% (57–65%, 95% interval)"))
                .as("then the estimate, with its interval")
                .isPositive();
        assertThat(first).contains(FigureNames.CORE_REACH + " about 758,000 (706,000–806,000, 95% interval)");
        assertThat(labelledEverywhere(sentences(summary))).isEmpty();
    }

    @Test
    void the_share_page_and_the_app_name_each_estimate_in_the_cell_or_card_that_shows_it() {
        var html = AnalysisHtml.figures(fixedResult());
        assertThat(labelledEverywhere(htmlSegments(html))).isEmpty();
        assertThat(html)
                .contains("<th>" + FigureNames.capitalized(FigureNames.ENGAGED_AUDIENCE) + "</th>")
                .contains("<th>" + FigureNames.capitalized(FigureNames.SHARED_AUDIENCE) + "</th>");
    }

    @Test
    void the_mcp_apps_view_puts_each_estimate_after_its_label() throws IOException {
        var view = resource("mcp/views/view.html");
        var shown = Map.of(
                "share.value",
                FigureNames.CORE_PCT,
                "reach.value",
                FigureNames.CORE_REACH,
                "unique.value",
                FigureNames.UNIQUE_AUDIENCE,
                "core.value",
                FigureNames.CORE_AUDIENCE);
        shown.forEach((value, label) -> {
            var line = view.lines()
                    .filter(l -> l.contains("(" + value + ")"))
                    .findFirst()
                    .orElseThrow();
            assertThat(line.toLowerCase(Locale.ROOT)).as(value).contains(label);
            assertThat(line.toLowerCase(Locale.ROOT).indexOf(label))
                    .as(value + " after its label")
                    .isLessThan(line.indexOf("(" + value + ")"));
        });
        assertThat(view)
                .contains("\"" + FigureNames.capitalized(FigureNames.ENGAGED_AUDIENCE) + "\"")
                .contains("\"" + FigureNames.capitalized(FigureNames.SHARED_AUDIENCE) + "\"");
    }

    @Test
    void prompts_tool_descriptions_and_docs_name_the_estimates_only_by_their_labels() throws IOException {
        var texts = new ArrayList<String>();
        for (var prompt : List.of("build_shortlist", "hit_audience_targets", "vet_creators", "reach_plan")) {
            texts.add(resource("mcp/prompts/" + prompt + ".md"));
        }
        new JsonArray(resource("mcp/tools.json")).forEach(t -> texts.add(((JsonObject) t).getString("description")));
        for (var page : List.of("measurement.md", "metrics.md", "tools-overview.md")) {
            texts.add(Files.readString(Path.of("..", "docs", "pages", page)));
        }
        var loose =
                Pattern.compile("(?i)(audience's (core %|core reach|unique and core)|(?<!audience )estimated core reach"
                        + "|core audience % \\(estimate|core reach \\(estimate|\\(estimated\\)|\\(est\\.\\))");
        for (var text : texts) {
            assertThat(loose.matcher(text).results().map(m -> m.group()).toList())
                    .as(text.substring(0, 60))
                    .isEmpty();
        }
        assertThat(String.join("\n", texts)).contains(FigureNames.CORE_PCT, FigureNames.CORE_REACH);
    }

    /** Each estimate value printed in a segment with no label of its own right before it ("label … value"). */
    private static List<String> labelledEverywhere(List<String> segments) {
        var bare = new ArrayList<String>();
        for (var segment : segments) {
            var lower = segment.toLowerCase(Locale.ROOT);
            VALUES.forEach((label, values) -> {
                for (var value : values) {
                    var at = Pattern.compile("(?<![\\d.,])" + Pattern.quote(value) + "(?![\\d]|\\.\\d|,\\d)")
                            .matcher(segment);
                    while (at.find()) {
                        var before = lower.substring(0, at.start());
                        int named = before.lastIndexOf(label);
                        var between = named < 0 ? "" : before.substring(named + label.length());
                        if (named < 0 || OTHER_NAMES.stream().anyMatch(between::contains))
                            bare.add(value + " in: " + segment);
                    }
                }
            });
        }
        return bare;
    }

    private static List<String> sentences(String text) {
        return List.of(text.split("(?<=[.;])\\s+(?=[A-Z])"));
    }

    /** A card (its heading with its figures), a definition (term with value), a paragraph or a cell is one segment. */
    private static List<String> htmlSegments(String html) {
        var joined = html.replace("</dt><dd>", " ")
                .replaceAll("</h2><p class=\"big\">", " ")
                .replaceAll("</p><p class=\"range\">", " ");
        var segments = new ArrayList<String>();
        for (var line : joined.replaceAll("<[^>]+>", "\n").replace("&amp;", "&").split("\n")) {
            if (!line.isBlank()) segments.addAll(sentences(line.trim()));
        }
        return segments;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = FigureNamesTest.class.getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
