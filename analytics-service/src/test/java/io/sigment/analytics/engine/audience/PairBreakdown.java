package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.common.Platform;
import io.sigment.emulator.world.World;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Where a shown pair's shared-audience error comes from: per pair of a selection's strongest 15 (sample Jaccard), as
 * CSV on standard output, the true shared people by what the sample saw of them (seen on both, on a only, on b only,
 * on neither and seen nowhere, on neither and on one other creator, on neither and on two or more others) beside the
 * estimate's term for each ({@code AudienceFigures.Parts.pairTerms}). Not part of {@code verify}. Arguments as
 * {@link AudienceBreakdown}'s; {@code -Dplatforms} picks platforms, {@code -Dmixes} the mixes.
 */
public final class PairBreakdown {
    private PairBreakdown() {}

    /** The ghosts on creator c of its people seen on the other creator too, from a mixture fitted on them alone. */
    static double pairGhosts(CreatorPatterns c, PropensityMixture mixture, Set<Integer> other) {
        int n = 0;
        for (int person : c.people()) if (other.contains(person)) n++;
        long[] masks = new long[n];
        int k = 0;
        for (int i = 0; i < c.people().length; i++) if (other.contains(c.people()[i])) masks[k++] = c.masks()[i];
        var group = PatternGroup.of(masks, new int[n], 0);
        var fit = mixture.run(group.patterns(), group.counts(), null, AudienceEstimator.FULL_ITERATIONS);
        double sum = 0;
        for (int i = 0; i < n; i++) sum += fit.ghosts()[group.patternOf()[i]];
        return sum;
    }

    /** As {@link #pairGhosts}, a mixture per group of how many other creators they were seen on. */
    static double pairGhostsByGroup(
            CreatorPatterns c, PropensityMixture mixture, Set<Integer> other, java.util.Map<Integer, Integer> seenOn) {
        int n = 0;
        for (int person : c.people()) if (other.contains(person)) n++;
        long[] masks = new long[n];
        int[] groups = new int[n];
        int k = 0;
        for (int i = 0; i < c.people().length; i++) {
            if (other.contains(c.people()[i])) {
                groups[k] = AudienceEstimator.group(seenOn.get(c.people()[i]) - 1);
                masks[k++] = c.masks()[i];
            }
        }
        double sum = 0;
        var all = PatternGroup.all(masks, groups, AudienceEstimator.GROUPS);
        for (var group : all) {
            if (group.members().length == 0) continue;
            var fit = mixture.run(group.patterns(), group.counts(), null, AudienceEstimator.FULL_ITERATIONS);
            for (int i = 0; i < group.members().length; i++) sum += fit.ghosts()[group.patternOf()[i]];
        }
        return sum;
    }

    /**
     * Creator c's ghost per seen person from mixtures per (group, near): near when one of the other creators the person
     * was seen on has a sample Jaccard with c of at least half of c's highest.
     */
    static java.util.Map<Integer, Double> nearGhosts(
            int c,
            List<CreatorPatterns> patterns,
            List<PropensityMixture> mixtures,
            List<Set<Integer>> seen,
            java.util.Map<Integer, Integer> seenOn,
            double[] seenCount,
            double[][] together) {
        int n = patterns.size();
        double[] jac = new double[n];
        double max = 0;
        for (int d = 0; d < n; d++) {
            if (d == c) continue;
            int lo = Math.min(c, d), hi = Math.max(c, d);
            jac[d] = StrongestPairs.jaccard(seenCount, together, new int[] {lo, hi});
            max = Math.max(max, jac[d]);
        }
        var cp = patterns.get(c);
        int m = cp.people().length;
        int[] groups = new int[m];
        for (int i = 0; i < m; i++) {
            int person = cp.people()[i];
            int g = AudienceEstimator.group(seenOn.get(person) - 1);
            boolean isNear = false;
            for (int d = 0; d < n && !isNear; d++) {
                if (d != c && jac[d] >= 0.5 * max && seen.get(d).contains(person)) isNear = true;
            }
            groups[i] = g + (isNear ? AudienceEstimator.GROUPS : 0);
        }
        var out = new HashMap<Integer, Double>();
        var all = PatternGroup.all(cp.masks(), groups, 2 * AudienceEstimator.GROUPS);
        for (var group : all) {
            if (group.members().length == 0) continue;
            var fit = mixtures.get(c).run(group.patterns(), group.counts(), null, AudienceEstimator.FULL_ITERATIONS);
            for (int i = 0; i < group.members().length; i++) {
                out.put(cp.people()[group.members()[i]], fit.ghosts()[group.patternOf()[i]]);
            }
        }
        return out;
    }

    public static void main(String[] args) {
        int seeds = Integer.parseInt(args[0]);
        int per = Integer.parseInt(args[1]);
        long first = Long.parseLong(args[2]);
        int size = args.length > 3 ? Integer.parseInt(args[3]) : 1200;
        String platforms = System.getProperty("platforms", "INSTAGRAM");
        String mixes = System.getProperty("mixes", "SAME_TOPIC,SAME_SUBTOPIC");
        System.out.println("seed,platform,mix,n,rank,a,b,truth,t_both,t_a,t_b,t_none,t_third,t_twins,"
                + "e_both,e_a,e_b,e_none,e_third,e_twins,p_a,p_b,q_a,q_b,s_a,s_b");
        for (int s = 0; s < seeds; s++) {
            long seed = first + 17L * s;
            var world = World.generate(seed, size);
            var random = new SplittableRandom(seed);
            for (int i = 0; i < per; i++) {
                for (var platform : Platform.values()) {
                    var pw = world.platform(platform);
                    var selection = CalibrationDraws.draw(pw, random);
                    if (!platforms.contains(platform.name()) || !mixes.contains(selection.mix())) {
                        continue;
                    }
                    var samples = CalibrationDraws.samples(pw, selection.creators());
                    var handles =
                            selection.creators().stream().map(c -> c.handle()).toList();
                    var defaults = AnalysisOptions.defaults(platform);
                    var options = new AnalysisOptions(
                            platform,
                            defaults.coreThreshold(),
                            defaults.costPerView(),
                            defaults.costPerPostOverrides(),
                            0,
                            defaults.seed());
                    var full = AudienceEstimator.raw(AudienceIndex.of(samples), handles, options)
                            .full();
                    List<Set<Integer>> truth = CalibrationDraws.audiences(pw, selection.creators());
                    List<Set<Integer>> seen = new java.util.ArrayList<>();
                    var seenOn = new HashMap<Integer, Integer>();
                    for (var cs : samples) {
                        var set = new HashSet<Integer>();
                        for (var post :
                                cs.posts().subList(0, Math.min(cs.posts().size(), CreatorPatterns.MAX_POSTS))) {
                            for (int p : post.people()) set.add(p);
                        }
                        seen.add(set);
                        set.forEach(p -> seenOn.merge(p, 1, Integer::sum));
                    }
                    var index = AudienceIndex.of(samples);
                    int[] ids = index.indicesOf(handles);
                    List<CreatorPatterns> patterns = new java.util.ArrayList<>();
                    List<PropensityMixture> mixtures = new java.util.ArrayList<>();
                    long[] scratch = new long[pw.peopleCount()];
                    int[] touched = new int[pw.peopleCount()];
                    for (int c = 0; c < ids.length; c++) {
                        var posts = samples.get(c).posts();
                        var f = PostFacts.of(posts, platform);
                        patterns.add(CreatorPatterns.of(
                                posts,
                                java.util.stream.IntStream.range(0, posts.size())
                                        .toArray(),
                                scratch,
                                touched));
                        mixtures.add(PropensityMixture.of(
                                f.visibility(), f.weight(), Math.max(AudienceEstimator.WINDOW_POSTS, posts.size())));
                    }
                    var near = new java.util.ArrayList<java.util.Map<Integer, Double>>();
                    for (int c = 0; c < ids.length; c++) {
                        near.add(nearGhosts(
                                c, patterns, mixtures, seen, seenOn, full.sampleCreators(), full.samplePairs()));
                    }
                    var ranked = StrongestPairs.ranked(full.sampleCreators(), full.samplePairs(), handles, 15);
                    for (int k = 0; k < ranked.size(); k++) {
                        int a = ranked.get(k)[0];
                        int b = ranked.get(k)[1];
                        long[] t = new long[6];
                        long shared = 0;
                        for (int p : truth.get(a)) {
                            if (!truth.get(b).contains(p)) continue;
                            shared++;
                            boolean onA = seen.get(a).contains(p);
                            boolean onB = seen.get(b).contains(p);
                            int others = seenOn.getOrDefault(p, 0) - (onA ? 1 : 0) - (onB ? 1 : 0);
                            t[onA && onB ? 0 : onA ? 1 : onB ? 2 : others == 0 ? 3 : others == 1 ? 4 : 5]++;
                        }
                        double[] e = full.parts().pairTerms()[a][b];
                        double pa = pairGhosts(patterns.get(b), mixtures.get(b), seen.get(a));
                        double pb = pairGhosts(patterns.get(a), mixtures.get(a), seen.get(b));
                        double qa = pairGhostsByGroup(patterns.get(b), mixtures.get(b), seen.get(a), seenOn);
                        double qb = pairGhostsByGroup(patterns.get(a), mixtures.get(a), seen.get(b), seenOn);
                        double sa = 0, sb = 0;
                        for (var en : near.get(b).entrySet())
                            if (seen.get(a).contains(en.getKey())) sa += en.getValue();
                        for (var en : near.get(a).entrySet())
                            if (seen.get(b).contains(en.getKey())) sb += en.getValue();
                        System.out.printf(
                                "%d,%s,%s,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f%n",
                                seed,
                                platform,
                                selection.mix(),
                                handles.size(),
                                k,
                                a,
                                b,
                                shared,
                                t[0],
                                t[1],
                                t[2],
                                t[3],
                                t[4],
                                t[5],
                                e[0],
                                e[1],
                                e[2],
                                e[3],
                                e[4],
                                e[5],
                                pa,
                                pb,
                                qa,
                                qb,
                                sa,
                                sb);
                    }
                }
            }
        }
    }
}
