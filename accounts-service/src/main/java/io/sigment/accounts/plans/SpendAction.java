package io.sigment.accounts.plans;

import java.util.List;

/** The paid actions that go through spend authorization; their names are the {@code action} argument. */
public final class SpendAction {
    public static final String DISCOVERY = "discovery";
    public static final String ANALYSIS = "analysis";
    public static final String RUN_ANALYSIS = "run_analysis";
    public static final String OPTIMIZE_SELECTION = "optimize_selection";
    /**
     * In a fixed order: refusals list them ("action: must be one of [...]"), and a {@code Set.of}'s order changes per
     * JVM.
     */
    public static final List<String> ALL = List.of(DISCOVERY, ANALYSIS, RUN_ANALYSIS, OPTIMIZE_SELECTION);

    private SpendAction() {}
}
