package io.sigment.jobs.discovery;

import io.sigment.common.Platform;
import io.sigment.jobs.FixedDetailsSamples;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a discovery job's pricing ({@link DiscoveryPricing}) asks accounts' {@code quote_cost} to price (and analytics'
 * {@code pricing_facts} about) before the facts are added, as bytes: one platform and several. Held to
 * {@code discovery-quote-samples.json}, recorded when the question was still put together by hand.
 */
class DiscoveryQuoteSamplesTest {
    @Test
    void the_pricing_asks_the_recorded_question() throws Exception {
        new FixedDetailsSamples()
                .writes("one platform", DiscoveryPricing.question("vegan baking", List.of(Platform.TIKTOK)))
                .writes(
                        "several platforms",
                        DiscoveryPricing.question(
                                "yoga \"at home\"", List.of(Platform.YOUTUBE, Platform.INSTAGRAM, Platform.TIKTOK)))
                .areAsRecordedIn("discovery-quote-samples.json");
    }
}
