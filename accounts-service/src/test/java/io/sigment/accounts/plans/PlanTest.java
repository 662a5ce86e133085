package io.sigment.accounts.plans;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlanTest {
    private final Plan free = new Plan("free", "Free", List.of("instagram", "youtube"), 20, false, 1);
    private final Plan pro = new Plan("pro", "Pro", List.of("instagram", "youtube", "tiktok"), 50, true, 1);

    @Test
    void free_covers_instagram_and_youtube_up_to_20_creators_without_optimize_selection() {
        assertThat(free.lacks("analysis", List.of("instagram"), 20)).isEmpty();
        assertThat(free.lacks("analysis", List.of("youtube"), 21))
                .contains("the Free plan analyzes up to 20 creators at a time and this asks for 21.");
        assertThat(free.lacks("discovery", List.of("instagram", "tiktok"), 0))
                .contains("the Free plan does not include TikTok (it covers Instagram and YouTube).");
        assertThat(free.lacks("optimize_selection", List.of("instagram"), 0))
                .contains("the Free plan does not include optimize_selection.");
    }

    @Test
    void a_plan_limit_names_the_first_plan_that_includes_what_is_missing() {
        var team = new Plan("team", "Team", List.of("instagram", "youtube", "tiktok"), 50, true, 10);
        var plans = new java.util.LinkedHashMap<String, Plan>();
        plans.put("free", free);
        plans.put("pro", pro);
        plans.put("team", team);
        var catalog = new Catalog(plans, null, List.of());
        assertThat(catalog.lacks("free", "analysis", List.of("tiktok"), 3))
                .contains(
                        "the Free plan does not include TikTok (it covers Instagram and YouTube). The Pro plan includes it.");
        assertThat(catalog.lacks("free", "optimize_selection", List.of("instagram"), 0))
                .get()
                .asString()
                .endsWith("The Pro plan includes it.");
        assertThat(catalog.lacks("pro", "analysis", List.of("tiktok"), 51))
                .get()
                .asString()
                .doesNotContain("plan includes it");
        assertThat(catalog.lacks("pro", "analysis", List.of("tiktok"), 50)).isEmpty();
    }

    @Test
    void pro_allows_every_platform_50_creators_and_optimize_selection() {
        assertThat(pro.lacks("analysis", List.of("tiktok"), 50)).isEmpty();
        assertThat(pro.lacks("optimize_selection", List.of("instagram"), 0)).isEmpty();
        assertThat(pro.lacks("analysis", List.of("tiktok"), 51)).isPresent();
    }
}
