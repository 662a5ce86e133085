package io.sigment.web.share;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.lists.SharedList;
import io.sigment.common.api.scraper.KnownCreator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shared analysis and list pages as HTML: what they say, and that nothing a user wrote becomes markup. */
class SharePagesHtmlTest {
    private static final String MARKUP = "<script>alert(1)</script><img src=x onerror=alert(2)>\"'&";

    @Test
    void the_analysis_page_leads_with_the_audience_estimates_in_words_and_labels_the_sample() {
        var page = ShareHtml.analysis(
                HandMadeAnalysis.analysisLink(), HandMadeAnalysis.result(HandMadeAnalysis.handles(6), 3));
        assertThat(page)
                .contains("<meta name=\"robots\" content=\"noindex, nofollow\">")
                .contains(
                        "<p class=\"lead\">Estimated audience core %: about 61% (57–65%, 95% interval) of the people who engaged with any of these "
                                + "creators&#39; 30 most recent posts engage with 2 or more of them.</p>")
                .contains(">About 61%<", "57–65% (95% interval)", ">About 79,000<", "75,000–84,000 (95% interval)")
                .contains(">About 758,000<", "706,000–806,000 (95% interval)")
                .contains(
                        "Core audience % (sample)",
                        ">15.5%<", "3,100 of 20,000 people", ">1.2 million<", "from the sample")
                .contains(
                        "<h2>Estimated audience core %</h2><p class=\"big\">About 61%<",
                        "<h2>Estimated audience unique people</h2><p class=\"big\">About 79,000<",
                        "<h2>Estimated audience core reach</h2><p class=\"big\">About 758,000<")
                .contains("Top creators by core audience", "Estimated engaged audience", "2,000 (1,800–2,300)")
                .contains(
                        "Estimated shared audience", "Shared people (sample)", "Recommended selection", "in the sample")
                .contains("Coverage mixes", "61.0%")
                .contains(
                        "id=\"interest-graph\"", "id=\"overlap-heatmap\"", "Cluster 2: creator_d, creator_e, creator_f")
                .contains("What Sigment measured", "measured 2030-01-01", "link expires 2030-01-31")
                .contains("Estimated audience core %</dt><dd>61.4% (57.2% – 65.3%)", "Core audience % (sample)")
                .contains("Estimated core audience size (sample)", "not the audience's")
                .doesNotContain("Of the people who engage, the share", "between 15.0% and 16.0%")
                .doesNotContain("<script", "http://", "https://", "src=");
    }

    @Test
    void a_snapshot_from_before_audience_estimates_shows_its_sample_figures_as_the_samples_and_no_core_pct_interval() {
        var page = ShareHtml.analysis(
                HandMadeAnalysis.analysisLink(), HandMadeAnalysis.withoutEstimate(HandMadeAnalysis.handles(6), 3));
        assertThat(page)
                .contains("measured before Sigment estimated the creators' audiences")
                .contains(">15.5%<", "Core audience % (sample)", "Shared people (sample)")
                .doesNotContain("Estimated audience core", "About 61%", "15.0%", "16.0%", "95% interval");
    }

    @Test
    void handles_with_markup_never_become_markup_in_the_analysis_page() {
        var handles = List.of(MARKUP, "plain", "x\"><svg onload=alert(3)>");
        var page = ShareHtml.analysis(HandMadeAnalysis.analysisLink(), HandMadeAnalysis.result(handles, 2));
        assertThat(page)
                .doesNotContain("<script>", "<img", "<svg onload")
                .contains("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;&amp;");
        assertThat(OverlapPicturesTest.count(page, "<g class=\"node\"")).isEqualTo(3);
        onlyEscaped(page, "onerror", "&lt;img src=x ");
        onlyEscaped(page, "onload", "&lt;svg ");
    }

    @Test
    void the_list_page_escapes_name_description_and_handles_and_shows_known_followers() {
        var list = new SharedList(
                MARKUP,
                "instagram",
                MARKUP,
                "2030-01-02T00:00:00Z",
                2,
                1,
                1,
                List.of(
                        new SharedList.Member(MARKUP, null, "javascript:alert(1)\"><b>"),
                        new SharedList.Member("known", null, "https://www.instagram.com/known/")));
        var known = Map.of("known", new KnownCreator("known", 1_234_567L, 48_213.0));
        var page = ShareHtml.list(list, known);
        assertThat(page)
                .doesNotContain("<script>", "<img", "\"><b>")
                .contains("<title>&lt;script&gt;alert(1)")
                .contains("1.2 million followers · 48,000 median views")
                .contains("<meta name=\"robots\" content=\"noindex, nofollow\">", "What this is", "live view");
        assertThat(OverlapPicturesTest.count(page, "<li class=\"creator\">")).isEqualTo(2);
        onlyEscaped(page, "onerror", "&lt;img src=x ");
    }

    /** Every occurrence of {@code word} sits right after {@code escapedTag}: text, never an attribute. */
    @Test
    void a_list_pages_members_are_numbered_from_where_the_page_starts_the_last_page_included() {
        // 450 members, 200 a page: page 2 starts at 201, page 3 (50 members) at 401.
        assertThat(ShareHtml.firstNumber(2, 3, 450, 200)).isEqualTo(201);
        assertThat(ShareHtml.firstNumber(3, 3, 450, 50)).isEqualTo(401);
        assertThat(ShareHtml.firstNumber(2, 2, 400, 200)).isEqualTo(201);
    }

    private static void onlyEscaped(String page, String word, String escapedTag) {
        for (int at = page.indexOf(word); at >= 0; at = page.indexOf(word, at + 1)) {
            assertThat(page.substring(Math.max(0, at - escapedTag.length()), at))
                    .as("before " + word)
                    .isEqualTo(escapedTag);
        }
    }
}
