package io.sigment.analytics.engine.coverage;

import io.sigment.analytics.engine.optimize.SignatureTable;

/**
 * Which creators of a selection cover which core people, as signatures of core people with weights,
 * and a growing chosen set with each creator's uncovered weight kept up to date.
 */
final class CoreCoverage {
    private final SignatureTable table;
    private final boolean[] covered;
    private final boolean[] chosen;
    private final long[] gain;
    private long coveredPeople;

    CoreCoverage(SignatureTable table) {
        this.table = table;
        this.covered = new boolean[table.signatures()];
        this.chosen = new boolean[table.candidates()];
        this.gain = new long[table.candidates()];
        for (int c = 0; c < gain.length; c++) {
            gain[c] = table.audience(c);
        }
    }

    int creators() {
        return table.candidates();
    }

    long corePeople() {
        return table.people();
    }

    long covered() {
        return coveredPeople;
    }

    boolean chosen(int creator) {
        return chosen[creator];
    }

    /** Core people the creator would add to the covered ones. */
    long gain(int creator) {
        return chosen[creator] ? 0 : gain[creator];
    }

    void choose(int creator) {
        if (chosen[creator]) {
            return;
        }
        chosen[creator] = true;
        for (int p = table.signaturesStart(creator); p < table.signaturesEnd(creator); p++) {
            int s = table.signature(p);
            if (covered[s]) {
                continue;
            }
            covered[s] = true;
            long w = table.weight(s);
            coveredPeople += w;
            for (int e = table.membersStart(s); e < table.membersEnd(s); e++) {
                gain[table.member(e)] -= w;
            }
        }
    }

    /** Core people covered by exactly the given creators, computed from scratch. */
    static long coverage(SignatureTable table, boolean[] creators) {
        long sum = 0;
        for (int s = 0; s < table.signatures(); s++) {
            for (int e = table.membersStart(s); e < table.membersEnd(s); e++) {
                if (creators[table.member(e)]) {
                    sum += table.weight(s);
                    break;
                }
            }
        }
        return sum;
    }
}
