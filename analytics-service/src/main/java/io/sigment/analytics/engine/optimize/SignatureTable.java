package io.sigment.analytics.engine.optimize;

import io.sigment.analytics.engine.AudienceIndex;

/**
 * People grouped by the set of candidates they engaged with (their signature), each signature with
 * its weight (how many people have it). Any selection's unique and core counts follow from the
 * signatures alone, and there are far fewer signatures than people.
 */
public final class SignatureTable {
    private final int candidates;
    private final int[] weights;
    private final int[] sigOffsets;
    private final int[] sigMembers;
    private final int[] candidateOffsets;
    private final int[] candidateSigs;
    private final long[] audiences;
    private final long people;

    private SignatureTable(int candidates, int[] weights, int[] sigOffsets, int[] sigMembers) {
        this.candidates = candidates;
        this.weights = weights;
        this.sigOffsets = sigOffsets;
        this.sigMembers = sigMembers;
        long total = 0;
        for (int w : weights) {
            total += w;
        }
        this.people = total;
        this.candidateOffsets = new int[candidates + 1];
        for (int member : sigMembers) {
            candidateOffsets[member + 1]++;
        }
        for (int c = 0; c < candidates; c++) {
            candidateOffsets[c + 1] += candidateOffsets[c];
        }
        this.candidateSigs = new int[sigMembers.length];
        this.audiences = new long[candidates];
        int[] cursor = candidateOffsets.clone();
        for (int s = 0; s < weights.length; s++) {
            for (int e = sigOffsets[s]; e < sigOffsets[s + 1]; e++) {
                candidateSigs[cursor[sigMembers[e]]++] = s;
                audiences[sigMembers[e]] += weights[s];
            }
        }
    }

    /** Signatures over {@code candidates} (positions in the index) of everyone engaged with one of them. */
    public static SignatureTable of(AudienceIndex index, int[] candidates) {
        return of(index, candidates, null);
    }

    /** As {@link #of(AudienceIndex, int[])}, keeping only the people in {@code people} (a bitset) when given. */
    public static SignatureTable of(AudienceIndex index, int[] candidates, long[] people) {
        var grouping = SignatureGrouping.group(index, candidates, people);
        return new SignatureTable(candidates.length, grouping.weights(), grouping.offsets(), grouping.members());
    }

    /** A table from explicit signatures (tests, small instances): {@code members[s]} ascending. */
    public static SignatureTable of(int candidates, int[][] members, int[] weights) {
        int[] offsets = new int[members.length + 1];
        for (int s = 0; s < members.length; s++) {
            offsets[s + 1] = offsets[s] + members[s].length;
        }
        int[] flat = new int[offsets[members.length]];
        for (int s = 0; s < members.length; s++) {
            System.arraycopy(members[s], 0, flat, offsets[s], members[s].length);
        }
        return new SignatureTable(candidates, weights.clone(), offsets, flat);
    }

    public int candidates() {
        return candidates;
    }

    public int signatures() {
        return weights.length;
    }

    /** Everyone in the table: the union of all candidates' audiences. */
    public long people() {
        return people;
    }

    public int weight(int signature) {
        return weights[signature];
    }

    public int membersStart(int signature) {
        return sigOffsets[signature];
    }

    public int membersEnd(int signature) {
        return sigOffsets[signature + 1];
    }

    /** Candidate at a position between {@link #membersStart} and {@link #membersEnd}. */
    public int member(int position) {
        return sigMembers[position];
    }

    public int signaturesStart(int candidate) {
        return candidateOffsets[candidate];
    }

    public int signaturesEnd(int candidate) {
        return candidateOffsets[candidate + 1];
    }

    /** Signature at a position between {@link #signaturesStart} and {@link #signaturesEnd}. */
    public int signature(int position) {
        return candidateSigs[position];
    }

    /** People engaged with the candidate. */
    public long audience(int candidate) {
        return audiences[candidate];
    }

    /**
     * Only the people engaged with at least {@code threshold} candidates: the core audience when the
     * candidates are the selection.
     */
    public SignatureTable withAtLeast(int threshold) {
        int kept = 0;
        int entries = 0;
        for (int s = 0; s < weights.length; s++) {
            int size = sigOffsets[s + 1] - sigOffsets[s];
            if (size >= threshold) {
                kept++;
                entries += size;
            }
        }
        int[] keptWeights = new int[kept];
        int[] offsets = new int[kept + 1];
        int[] members = new int[entries];
        int k = 0;
        for (int s = 0; s < weights.length; s++) {
            int size = sigOffsets[s + 1] - sigOffsets[s];
            if (size >= threshold) {
                keptWeights[k] = weights[s];
                System.arraycopy(sigMembers, sigOffsets[s], members, offsets[k], size);
                offsets[k + 1] = offsets[k] + size;
                k++;
            }
        }
        return new SignatureTable(candidates, keptWeights, offsets, members);
    }
}
