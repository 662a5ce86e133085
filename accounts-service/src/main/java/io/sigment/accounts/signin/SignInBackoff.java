package io.sigment.accounts.signin;

import java.time.Duration;

/**
 * How long an account refuses sign-in after failures in a row: nothing for the first few, then one minute,
 * doubling with each further failure up to {@link #LONGEST}. The lock ends by itself; a success resets the count.
 */
final class SignInBackoff {
    static final int FREE_FAILURES = 4;
    static final Duration FIRST = Duration.ofMinutes(1);
    static final Duration LONGEST = Duration.ofMinutes(15);

    private SignInBackoff() {}

    static Duration lockAfter(int failuresInARow) {
        if (failuresInARow <= FREE_FAILURES) return Duration.ZERO;
        var doublings = Math.min(failuresInARow - FREE_FAILURES - 1, 10);
        var lock = FIRST.multipliedBy(1L << doublings);
        return lock.compareTo(LONGEST) > 0 ? LONGEST : lock;
    }
}
