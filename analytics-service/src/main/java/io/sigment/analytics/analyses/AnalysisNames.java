package io.sigment.analytics.analyses;

import java.util.List;

/** A readable name for an analysis, from its first creators: what people and the reach_plan prompt call it by. */
public final class AnalysisNames {
    static final int NAMED = 3;

    private AnalysisNames() {}

    /** {@code @a, @b, @c and 4 more}; the handles as they were given. */
    public static String of(List<String> handles) {
        var shown = handles.subList(0, Math.min(NAMED, handles.size())).stream()
                .map(h -> "@" + h)
                .toList();
        var name = String.join(", ", shown);
        return handles.size() > NAMED ? name + " and " + (handles.size() - NAMED) + " more" : name;
    }
}
