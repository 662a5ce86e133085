package io.sigment.analytics.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Creators' samples converted once into what the computations need: one bitset of engaged people
 * per creator (people engaged with two or more creators at the front, see {@link BitPositions}),
 * engagement totals and median views. Immutable after {@link #of}; safe to share between threads.
 */
public final class AudienceIndex {
    private final List<String> handles;
    private final Map<String, Integer> handlePositions;
    private final BitPositions positions;
    private final long[] tailPeople;
    private final List<List<PostSample>> posts;
    private final int universe;
    private final long[][] bits;
    private final long[] engagedPeople;
    private final long[] engagements;
    private final double[] medianViews;

    private AudienceIndex(
            List<String> handles,
            List<List<PostSample>> posts,
            int universe,
            long[][] byPerson,
            long[] engagedPeople,
            long[] engagements,
            double[] medianViews) {
        this.handles = handles;
        this.posts = posts;
        this.universe = universe;
        this.positions = BitPositions.of(byPerson, universe);
        this.bits = new long[byPerson.length][];
        this.tailPeople = new long[byPerson.length];
        for (int c = 0; c < byPerson.length; c++) {
            bits[c] = positions.reorder(byPerson[c]);
            for (int w = positions.sharedWords(); w < bits[c].length; w++) {
                tailPeople[c] += Long.bitCount(bits[c][w]);
            }
        }
        this.engagedPeople = engagedPeople;
        this.engagements = engagements;
        this.medianViews = medianViews;
        this.handlePositions = new HashMap<>();
        for (int i = 0; i < handles.size(); i++) {
            if (handlePositions.put(handles.get(i), i) != null) {
                throw new IllegalArgumentException("duplicate creator handle: " + handles.get(i));
            }
        }
    }

    public static AudienceIndex of(List<CreatorSample> creators) {
        DenseIds ids = DenseIds.of(creators);
        int n = creators.size();
        int words = (ids.universe() + 63) >>> 6;
        var handles = new ArrayList<String>(n);
        var posts = new ArrayList<List<PostSample>>(n);
        long[][] bits = new long[n][];
        long[] people = new long[n];
        long[] engagements = new long[n];
        double[] medians = new double[n];
        for (int c = 0; c < n; c++) {
            CreatorSample creator = creators.get(c);
            handles.add(creator.handle());
            long[] set = new long[words];
            long[] impressions = new long[creator.posts().size()];
            var renumbered = new ArrayList<PostSample>(creator.posts().size());
            for (int p = 0; p < impressions.length; p++) {
                PostSample post = ids.renumber(creator.posts().get(p));
                renumbered.add(post);
                impressions[p] = post.impressions();
                engagements[c] += post.engagements();
                for (int person : post.people()) {
                    set[person >>> 6] |= 1L << person;
                }
            }
            bits[c] = set;
            people[c] = cardinality(set);
            medians[c] = MedianViews.of(impressions);
            posts.add(List.copyOf(renumbered));
        }
        return new AudienceIndex(
                List.copyOf(handles), List.copyOf(posts), ids.universe(), bits, people, engagements, medians);
    }

    public int size() {
        return handles.size();
    }

    public List<String> handles() {
        return handles;
    }

    public String handle(int creator) {
        return handles.get(creator);
    }

    /** Position of a handle, or -1 when the index has no such creator. */
    public int indexOf(String handle) {
        return handlePositions.getOrDefault(handle, -1);
    }

    /** Positions of the handles, in the order given; unknown handles fail. */
    public int[] indicesOf(List<String> selection) {
        int[] result = new int[selection.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = indexOf(selection.get(i));
            if (result[i] < 0) {
                throw new IllegalArgumentException("creator not in this analysis: " + selection.get(i));
            }
        }
        return result;
    }

    /** Number of person ids (bit positions). */
    public int universe() {
        return universe;
    }

    /** Bit position of a person id of {@link #posts}. */
    public int position(int person) {
        return positions.position(person);
    }

    /**
     * Number of leading words of every bitset that hold all people engaged with two or more of the
     * index's creators; beyond them each person belongs to one creator only.
     */
    public int sharedWords() {
        return positions.sharedWords();
    }

    /** The creator's people beyond {@link #sharedWords} (engaged with no other creator of the index). */
    public long tailPeople(int creator) {
        return tailPeople[creator];
    }

    /** The creator's engaged people as a bitset over positions; shared, never modify it. */
    public long[] bits(int creator) {
        return bits[creator];
    }

    /** |A_c|: distinct people who engaged with any post of the creator. */
    public long engagedPeople(int creator) {
        return engagedPeople[creator];
    }

    /** All engagements of the creator's posts (sum of counts). */
    public long engagements(int creator) {
        return engagements[creator];
    }

    /** m_c: median impressions of the creator's posts ignoring zeros; 0 when none is non-zero. */
    public double medianViews(int creator) {
        return medianViews[creator];
    }

    /** True when at least one post reported non-zero impressions. */
    public boolean hasViews(int creator) {
        return medianViews[creator] > 0;
    }

    /** The creator's posts with person ids as bit positions. */
    public List<PostSample> posts(int creator) {
        return posts.get(creator);
    }

    private static long cardinality(long[] set) {
        long sum = 0;
        for (long word : set) {
            sum += Long.bitCount(word);
        }
        return sum;
    }
}
