package io.sigment.analytics.engine;

import java.util.List;

/** The hand-computed fixture for tests in sub-packages. */
public final class ThreeCreatorsAccess {
    private ThreeCreatorsAccess() {}

    public static List<CreatorSample> samples() {
        return ThreeCreators.samples();
    }

    public static AnalysisOptions options() {
        return ThreeCreators.options();
    }
}
