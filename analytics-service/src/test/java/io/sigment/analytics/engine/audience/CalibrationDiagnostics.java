package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;

/**
 * An audience estimate with what its core % interval was made of, for the calibration benchmark's per-selection
 * lines ({@code -Dcalibration.selections=FILE}): the half-sample spread, the gap between the two assumptions about
 * people seen nowhere, the correction (estimate - sample), and the half samples' drift (their mean core % minus the
 * full sample's: with half the posts the estimate extrapolates further, so a model that extrapolates wrongly drifts),
 * and the sample's {@link ListOrderCheck}, its repeats and its {@link CutReturnCheck}.
 */
public record CalibrationDiagnostics(
        AudienceEstimate estimate,
        double halfSampleSd,
        double gap,
        double correction,
        double drift,
        double sample,
        Unique unique,
        double listOrder,
        Repeats repeats,
        double cutReturn,
        double[] parts) {

    /**
     * How often the sample saw its people again, per creator: {@code repeat} the mean number of sampled posts a seen
     * person was seen on, {@code repeatPerVisibility} that over the sum of the posts' visibility, {@code singles} the
     * share seen on one post only, {@code meanVisibility}, {@code posts} sampled per creator and {@code perCommenter}
     * the engagements per engager of a post; each over the selection's creators weighted by their seen people.
     */
    public record Repeats(
            double repeat,
            double repeatPerVisibility,
            double singles,
            double meanVisibility,
            double posts,
            double perCommenter,
            double seenSum,
            double seenUnique) {}

    /**
     * What the unique audience's interval was made of: the half-sample spread, the half samples' drift (their mean
     * minus the full sample's), and the people seen nowhere the estimate adds to the seen ones (estimate - sample).
     */
    public record Unique(double halfSampleSd, double drift, double unseen) {}

    public static CalibrationDiagnostics of(
            AudienceIndex index, List<String> selection, AnalysisOptions options, double estimatedAudienceSize) {
        var diagnosed = EstimateDiagnosis.diagnose(index, selection, options, estimatedAudienceSize);
        var full = diagnosed.raw().full();
        double[] pct = Arrays.stream(diagnosed.raw().reps())
                .mapToDouble(AudienceFigures::corePct)
                .toArray();
        double mean = Arrays.stream(pct).average().orElse(full.corePct());
        double sd = 0;
        for (double x : pct) sd += (x - mean) * (x - mean);
        sd = pct.length < 2 ? 0 : Math.sqrt(sd / (pct.length - 1));
        return new CalibrationDiagnostics(
                diagnosed.estimate(),
                sd,
                Math.abs(full.corePct() - full.trendCorePct()),
                Math.abs(full.corePct() - full.sampleCorePct()),
                mean - full.corePct(),
                full.sampleCorePct(),
                unique(full, diagnosed.raw().reps()),
                diagnosed.raw().listOrder(),
                repeats(index, selection, options),
                diagnosed.raw().cutReturn(),
                new double[] {
                    full.trendCorePct(),
                    full.unique(),
                    full.core(),
                    full.parts().seenOnceCore(),
                    full.parts().ghostUnique(),
                    full.parts().ghostCore(),
                    full.parts().seenOnceExtra(),
                    full.parts().onOneUnseen(),
                    full.parts().onOne()
                });
    }

    private static Repeats repeats(AudienceIndex index, List<String> selection, AnalysisOptions options) {
        double seenAll = 0, sightings = 0, perVis = 0, singles = 0, vis = 0, posts = 0, engagements = 0, read = 0;
        int creators = 0;
        var everyone = new HashSet<Integer>();
        for (int member : index.indicesOf(selection)) {
            var sampled = index.posts(member);
            if (sampled.size() > CreatorPatterns.MAX_POSTS) {
                sampled = sampled.subList(0, CreatorPatterns.MAX_POSTS);
            }
            var facts = PostFacts.of(sampled, options.platform());
            var seenOn = new HashMap<Integer, Integer>();
            for (var post : sampled) {
                for (int person : post.people()) {
                    seenOn.merge(person, 1, Integer::sum);
                    everyone.add(person);
                }
                engagements += post.engagements();
                read += post.people().length;
            }
            int seen = seenOn.size();
            long sight = 0;
            long once = 0;
            for (int times : seenOn.values()) {
                sight += times;
                if (times == 1) once++;
            }
            double sumVis = Arrays.stream(facts.visibility()).sum();
            seenAll += seen;
            sightings += sight;
            singles += once;
            if (seen > 0 && sumVis > 0) perVis += seen * ((double) sight / seen / sumVis);
            vis += seen * (sampled.isEmpty() ? 0 : sumVis / sampled.size());
            posts += sampled.size();
            creators++;
        }
        double w = Math.max(1, seenAll);
        return new Repeats(
                sightings / w,
                perVis / w,
                singles / w,
                vis / w,
                posts / Math.max(1, creators),
                engagements / Math.max(1, read),
                seenAll,
                everyone.size());
    }

    private static Unique unique(AudienceFigures full, AudienceFigures[] reps) {
        double[] u = Arrays.stream(reps).mapToDouble(AudienceFigures::unique).toArray();
        double mean = Arrays.stream(u).average().orElse(full.unique());
        double sd = 0;
        for (double x : u) sd += (x - mean) * (x - mean);
        sd = u.length < 2 ? 0 : Math.sqrt(sd / (u.length - 1));
        return new Unique(sd, mean - full.unique(), full.parts().ghostUnique());
    }

    /**
     * Exploratory (issue 42 item 7): one tab-separated line per sampled post of the selection's creators: creator
     * index, post index, visibility, weight, people read, engagements read, then the read people by how many other
     * sampled posts of the creator they were seen on (0, 1, 2, 3, 4+) and by how many other uncut ones (0, 1, 2, 3+).
     */
    public static List<String> postLines(AudienceIndex index, List<String> selection, AnalysisOptions options) {
        var out = new ArrayList<String>();
        int c = 0;
        for (int member : index.indicesOf(selection)) {
            var sampled = index.posts(member);
            if (sampled.size() > CreatorPatterns.MAX_POSTS) {
                sampled = sampled.subList(0, CreatorPatterns.MAX_POSTS);
            }
            var facts = PostFacts.of(sampled, options.platform());
            var seenOn = new HashMap<Integer, Integer>();
            var seenFull = new HashMap<Integer, Integer>();
            for (int j = 0; j < sampled.size(); j++) {
                for (int person : sampled.get(j).people()) {
                    seenOn.merge(person, 1, Integer::sum);
                    if (facts.visibility()[j] >= 0.999) seenFull.merge(person, 1, Integer::sum);
                }
            }
            for (int j = 0; j < sampled.size(); j++) {
                var post = sampled.get(j);
                boolean full = facts.visibility()[j] >= 0.999;
                int[] h = new int[5];
                int[] hf = new int[4];
                for (int person : post.people()) {
                    h[Math.min(4, seenOn.get(person) - 1)]++;
                    hf[Math.min(3, seenFull.getOrDefault(person, 0) - (full ? 1 : 0))]++;
                }
                var line = new StringBuilder();
                line.append(c)
                        .append('\t')
                        .append(j)
                        .append('\t')
                        .append(facts.visibility()[j])
                        .append('\t')
                        .append(facts.weight()[j])
                        .append('\t')
                        .append(post.people().length)
                        .append('\t')
                        .append(post.engagements());
                for (int x : h) line.append('\t').append(x);
                for (int x : hf) line.append('\t').append(x);
                out.add(line.toString());
            }
            c++;
        }
        return out;
    }
}
