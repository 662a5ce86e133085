package io.sigment.analytics.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Overview, per-creator and campaign metrics of a selection, computed exactly from the bitsets.
 *
 * @param members creator positions in the index, in the order the metrics are listed
 * @param coreMask the core people as a bitset (for coverage and suggestions)
 */
public record SelectionMetrics(
        Overview overview, List<CreatorMetrics> creators, CampaignMetrics campaign, int[] members, long[] coreMask) {

    public static SelectionMetrics compute(AudienceIndex index, int[] members, AnalysisOptions options) {
        int t = options.coreThreshold();
        CoreAudience.Counts counts = CoreAudience.count(index, members, t, true);
        long engagements = 0;
        double sumMedianViews = 0;
        long sumCorePeople = 0;
        for (int m = 0; m < members.length; m++) {
            engagements += index.engagements(members[m]);
            sumMedianViews += index.medianViews(members[m]);
            sumCorePeople += counts.corePeople()[m];
        }
        double frequency = ratio(engagements, counts.unique());
        double audience = ratio(sumMedianViews, frequency);
        double coreReach = audience * ratio(counts.core(), counts.unique());
        var creators = new ArrayList<CreatorMetrics>(members.length);
        double totalCost = 0;
        boolean someWithoutViews = false;
        for (int m = 0; m < members.length; m++) {
            int c = members[m];
            String handle = index.handle(c);
            double median = index.medianViews(c);
            double creatorFrequency = ratio(index.engagements(c), index.engagedPeople(c));
            double cost = options.costPerPost(handle, median);
            totalCost += cost;
            var flags = new ArrayList<String>();
            if (!index.hasViews(c)) {
                flags.add("no_views");
                someWithoutViews = true;
            }
            if (index.engagedPeople(c) == 0) {
                flags.add("no_engagers");
            }
            creators.add(new CreatorMetrics(
                    handle,
                    index.posts(c).size(),
                    index.engagedPeople(c),
                    index.engagements(c),
                    creatorFrequency,
                    median,
                    ratio(median, creatorFrequency),
                    counts.corePeople()[m],
                    coreReach * ratio(counts.corePeople()[m], sumCorePeople),
                    cost,
                    options.costPerPostOverrides().containsKey(handle),
                    ratio(cost, median),
                    flags));
        }
        var flags = new ArrayList<String>();
        if (members.length == 0) {
            flags.add("empty_selection");
        }
        if (counts.unique() == 0) {
            flags.add("no_engagers");
        }
        if (t > members.length) {
            flags.add("core_threshold_above_selection_size");
        }
        if (someWithoutViews) {
            flags.add("creators_without_views");
        }
        var overview = new Overview(
                members.length,
                t,
                counts.unique(),
                engagements,
                frequency,
                counts.core(),
                100 * ratio(counts.core(), counts.unique()),
                sumMedianViews,
                audience,
                coreReach,
                null,
                flags);
        var campaign = new CampaignMetrics(totalCost, ratio(totalCost, audience), ratio(totalCost, coreReach));
        return new SelectionMetrics(overview, List.copyOf(creators), campaign, members.clone(), counts.coreMask());
    }

    static double ratio(double numerator, double denominator) {
        return denominator == 0 ? 0 : numerator / denominator;
    }
}
