package io.sigment.analytics.analyses;

import io.sigment.analytics.engine.CampaignMetrics;
import io.sigment.analytics.engine.CreatorMetrics;
import io.sigment.analytics.engine.Overview;
import io.sigment.analytics.engine.RecommendedSelection;
import io.sigment.analytics.engine.coverage.CoverageMix;
import io.sigment.analytics.engine.graph.CreatorCluster;
import io.sigment.analytics.engine.graph.OverlapPair;
import io.sigment.analytics.engine.optimize.Gaps;
import io.sigment.analytics.engine.optimize.SelectionSummary;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.analytics.engine.stats.Estimate;
import io.sigment.analytics.engine.stats.OverviewIntervals;
import io.sigment.common.api.analytics.StoredResult;

/**
 * The engine's result records as a snapshot stores them: each onto its {@link StoredResult} record, field for field in
 * the same order, a number that is not finite as null.
 */
final class ResultRecords {
    private ResultRecords() {}

    /** The overview with the audience estimate beside the sample's figures. */
    static StoredResult.Overview overview(Overview o, StoredResult.AudienceEstimate estimate) {
        return new StoredResult.Overview(
                o.creators(),
                o.coreThreshold(),
                o.uniqueAudienceSample(),
                o.engagements(),
                finite(o.frequency()),
                o.coreAudienceSample(),
                finite(o.corePct()),
                finite(o.sumMedianViews()),
                finite(o.estimatedAudienceSize()),
                finite(o.estimatedCoreAudienceSize()),
                intervals(o.intervals()),
                o.flags(),
                estimate);
    }

    static StoredResult.Intervals intervals(OverviewIntervals i) {
        if (i == null) return null;
        return new StoredResult.Intervals(
                sample(i.frequency()),
                sample(i.estimatedAudienceSize()),
                sample(i.estimatedCoreAudienceSize()),
                i.bootstrapReplicates(),
                i.seed());
    }

    static StoredResult.SampleInterval sample(Estimate e) {
        if (e == null) return null;
        return new StoredResult.SampleInterval(
                finite(e.value()),
                finite(e.low()),
                finite(e.high()),
                finite(e.confidence()),
                e.estimand(),
                e.method(),
                e.sampleSize(),
                e.sampleUnit(),
                e.smallSample());
    }

    static StoredResult.Campaign campaign(CampaignMetrics c) {
        return new StoredResult.Campaign(
                finite(c.totalCost()), finite(c.costPerEstimatedReachedPerson()), finite(c.costPerCorePerson()));
    }

    /** A creator's figures in the sample, with its engaged audience's estimate. */
    static StoredResult.RankedCreator creator(CreatorMetrics c, StoredResult.Range estimated) {
        return new StoredResult.RankedCreator(
                c.handle(),
                c.posts(),
                c.engagedPeople(),
                c.engagements(),
                finite(c.frequency()),
                finite(c.medianViews()),
                finite(c.reach()),
                c.corePeople(),
                finite(c.coreReach()),
                finite(c.costPerPost()),
                c.costOverridden(),
                finite(c.effectiveCpv()),
                c.flags(),
                estimated);
    }

    static StoredResult.RecommendedSelection recommended(RecommendedSelection r) {
        return new StoredResult.RecommendedSelection(targets(r.targets()), selection(r.selection()), r.method());
    }

    static StoredResult.Targets targets(Targets t) {
        if (t == null) return null;
        return new StoredResult.Targets(finite(t.minCorePct()), finite(t.minCoreReach()));
    }

    static StoredResult.Selection selection(SelectionSummary s) {
        if (s == null) return null;
        return new StoredResult.Selection(
                s.members(),
                s.uniqueAudienceSample(),
                s.coreAudienceSample(),
                finite(s.corePct()),
                finite(s.estimatedAudienceSize()),
                finite(s.estimatedCoreAudienceSize()),
                finite(s.totalCost()),
                s.targetsMet(),
                gaps(s.gaps()),
                s.added(),
                s.removed());
    }

    static StoredResult.Gaps gaps(Gaps g) {
        if (g == null) return null;
        return new StoredResult.Gaps(finite(g.corePct()), finite(g.coreReach()), finite(g.normalizedShortfall()));
    }

    static StoredResult.CoverageMix mix(CoverageMix m) {
        return new StoredResult.CoverageMix(
                m.k(), m.creators(), m.coveredCorePeople(), finite(m.coveragePct()), finite(m.totalCost()));
    }

    static StoredResult.Pair pair(OverlapPair p) {
        if (p == null) return null;
        return new StoredResult.Pair(
                p.creatorA(),
                p.creatorB(),
                p.count(),
                finite(p.jaccard()),
                finite(p.overlapCoefficient()),
                finite(p.lift()));
    }

    /** A strongest overlap with its shared audience's estimate. */
    static StoredResult.EstimatedPair pair(OverlapPair p, StoredResult.Range shared) {
        return new StoredResult.EstimatedPair(
                p.creatorA(),
                p.creatorB(),
                p.count(),
                finite(p.jaccard()),
                finite(p.overlapCoefficient()),
                finite(p.lift()),
                shared);
    }

    static StoredResult.Cluster cluster(CreatorCluster c) {
        return new StoredResult.Cluster(c.id(), c.members(), pair(c.strongestPair()));
    }

    /** A number as stored: null when it is not finite. */
    static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
