package io.sigment.analytics.engine.audience;

/** Sets of people (indexes into an emulated platform's population) as ascending arrays of distinct ints. */
public final class SortedPeople {
    private SortedPeople() {}

    /** People in both ascending, distinct arrays, found by one merge (boxed sets took minutes on the truth's sizes). */
    public static long shared(int[] a, int[] b) {
        long shared = 0;
        for (int i = 0, j = 0; i < a.length && j < b.length; ) {
            if (a[i] < b[j]) {
                i++;
            } else if (a[i] > b[j]) {
                j++;
            } else {
                shared++;
                i++;
                j++;
            }
        }
        return shared;
    }
}
