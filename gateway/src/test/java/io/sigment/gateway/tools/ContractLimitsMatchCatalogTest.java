package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.analytics.AnalysisLimits;
import io.sigment.common.api.jobs.DiscoveryDefaults;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** The schemas agents see state the defaults and limits the services apply, which live once in common's contracts. */
class ContractLimitsMatchCatalogTest {
    private static final ToolCatalog CATALOG = ToolCatalog.load();

    @Test
    void discover_creators_defaults_are_the_ones_jobs_and_analytics_apply() {
        var params = properties("discover_creators");
        assertThat(params.getJsonObject("min_followers").getInteger("default"))
                .isEqualTo(DiscoveryDefaults.MIN_FOLLOWERS);
        assertThat(params.getJsonObject("per_subtopic_limit").getInteger("default"))
                .isEqualTo(DiscoveryDefaults.PER_SUBTOPIC_LIMIT);
        assertThat(params.getJsonObject("per_subtopic_limit").getInteger("maximum"))
                .isEqualTo(DiscoveryDefaults.MAX_PER_SUBTOPIC_LIMIT);
        assertThat(params.getJsonObject("platforms").getJsonArray("default"))
                .isEqualTo(new JsonArray().add(DiscoveryDefaults.PLATFORM.key()));
    }

    @Test
    void an_analysis_takes_as_many_creators_as_the_services_accept() {
        assertThat(properties("analyze_creators").getJsonObject("handles").getInteger("maxItems"))
                .isEqualTo(AnalysisLimits.MAX_CREATORS);
    }

    private static JsonObject properties(String tool) {
        return CATALOG.find(tool).orElseThrow().inputSchema().getJsonObject("properties");
    }
}
