package io.sigment.common.testing;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Predicate;

/**
 * Waiting in a test for something that happens asynchronously (a process answering, a job ending, a row written by
 * a batched writer): read it every so often until it is as expected or a limit passes. The one way tests wait;
 * a loop on {@code System.nanoTime()} of a test's own is a second way.
 *
 * <pre>{@code
 * var job = Eventually.poll(Duration.ofMinutes(1), Duration.ofMillis(200), () -> agent.job(id), j -> j.done());
 * assertThat(job.status()).isEqualTo("completed");         // the caller asserts on the last value read
 *
 * Eventually.await("every target up", Duration.ofSeconds(60), Duration.ofMillis(500), () -> up() == 7);
 * }</pre>
 *
 * A read that throws fails the wait at once: a read that may fail while the thing is not ready yet catches that
 * failure itself and returns what "not yet" is.
 */
public final class Eventually {
    private Eventually() {}

    /** A read that may throw (I/O, interruption); what it throws fails the test. */
    @FunctionalInterface
    public interface Read<T> {
        T read() throws Exception;
    }

    /** A condition that may throw; what it throws fails the test. */
    @FunctionalInterface
    public interface Condition {
        boolean holds() throws Exception;
    }

    /**
     * Reads every {@code every} until {@code done} holds of the value read or {@code limit} has passed, and returns
     * the last value read: the caller asserts on it, so a wait that ran out fails with the caller's own message.
     */
    public static <T> T poll(Duration limit, Duration every, Read<T> read, Predicate<? super T> done) {
        var deadline = System.nanoTime() + limit.toNanos();
        while (true) {
            var value = call(read);
            if (done.test(value) || System.nanoTime() - deadline >= 0) return value;
            pause(every);
        }
    }

    /** As {@link #poll}, failing when {@code limit} passes with what was awaited and the last value read. */
    public static <T> T await(String what, Duration limit, Duration every, Read<T> read, Predicate<? super T> done) {
        var value = poll(limit, every, read, done);
        if (!done.test(value)) throw new AssertionError(what + ": not within " + limit + "; last read: " + value);
        return value;
    }

    /** Until {@code condition} holds, failing with {@code what} when {@code limit} passes. */
    public static void await(String what, Duration limit, Duration every, Condition condition) {
        await(what, limit, every, condition::holds, Boolean::booleanValue);
    }

    /** Sleeps {@code every} between reads; an interrupted test stops waiting and fails. */
    public static void pause(Duration every) {
        LockSupport.parkNanos(every.toNanos());
        if (Thread.currentThread().isInterrupted()) throw new AssertionError("interrupted while waiting");
    }

    private static <T> T call(Read<T> read) {
        try {
            return read.read();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting", e);
        } catch (Exception e) {
            throw new AssertionError("a read failed while waiting: " + e, e);
        }
    }
}
