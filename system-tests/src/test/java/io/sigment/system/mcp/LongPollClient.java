package io.sigment.system.mcp;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.PoolOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The agents of {@link LongPollsAtScaleIT}, in a JVM of their own (a client and a server socket per wait
 * in one process would pass the file-descriptor limit): {@code main(port, file...)} takes one file per round, in
 * turn: it sends one {@code wait_for_job} per line {@code <api key> <job index> <job id>} of the file, all at once,
 * waits for all their answers, then goes on to the next round. It prints
 * {@code A <round> <job index> <epoch µs answered> <1 if the completed job came back, else 0 after <ms since sent>: reply>}
 * per answer, then {@code RETRIED <n>}: how many unconfirmed sessions it retried, as the answer tells agents to,
 * and {@code REWAITED <n>}: how many waits answered "running" (their 25 s passed) it sent again, as the spec says.
 */
public final class LongPollClient {
    private static final String UNCONFIRMED = "Could not confirm this session right now";
    private static final String STILL_RUNNING = "\"status\":\"running\"";
    private static final int MAX_RETRIES = 10;
    private static final AtomicInteger retried = new AtomicInteger();
    private static final AtomicInteger rewaited = new AtomicInteger();

    private LongPollClient() {}

    public static void main(String[] args) throws Exception {
        var rounds = new ArrayList<List<String>>();
        for (int r = 1; r < args.length; r++) rounds.add(Files.readAllLines(Path.of(args[r])));
        var vertx = Vertx.vertx();
        var http = vertx.createHttpClient(
                new HttpClientOptions()
                        .setDefaultHost("127.0.0.1")
                        .setDefaultPort(Integer.parseInt(args[0]))
                        .setKeepAlive(true),
                new PoolOptions()
                        .setHttp1MaxSize(
                                rounds.stream().mapToInt(List::size).max().orElse(1))
                        .setMaxWaitQueueSize(-1));
        var done = true;
        for (int r = 0; r < rounds.size() && done; r++) done = round(vertx, http, r, rounds.get(r));
        System.out.println("RETRIED " + retried.get());
        System.out.println("REWAITED " + rewaited.get());
        System.out.println(done ? "DONE" : "TIMEOUT");
        System.out.flush();
        System.exit(0);
    }

    /** Sends the round's waits all at once; true when every one was answered within two minutes. */
    private static boolean round(Vertx vertx, HttpClient http, int round, List<String> lines)
            throws InterruptedException {
        var answered = new CountDownLatch(lines.size());
        for (var line : lines) {
            var parts = line.split(" ");
            var sent = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
            sendAsAnAgentWould(vertx, http, parts[0], parts[2], MAX_RETRIES).onComplete(reply -> {
                var ok = reply.succeeded()
                        && reply.result().startsWith("200 ")
                        && reply.result().contains("\"status\":\"completed\"");
                var micros = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
                var detail = ok
                        ? ""
                        : " after " + (micros - sent) / 1000 + " ms: "
                                + (reply.succeeded() ? reply.result() : String.valueOf(reply.cause()))
                                        .replace('\n', ' ');
                synchronized (System.out) {
                    System.out.println("A " + round + " " + parts[1] + " " + micros + " " + (ok ? 1 : 0) + detail);
                }
                answered.countDown();
            });
        }
        return answered.await(120, TimeUnit.SECONDS);
    }

    /**
     * Sends the wait; "Could not confirm this session right now. Retry shortly." (the key's check timed out, as it
     * may when thousands of agents arrive at once on a loaded machine) is retried after a second, as it says; a job
     * still running after the wait's 25 s is waited for again at once.
     */
    private static Future<String> sendAsAnAgentWould(
            Vertx vertx, HttpClient http, String key, String job, int retries) {
        return send(http, key, job).compose(reply -> {
            if (reply.startsWith("200 ") && reply.contains(STILL_RUNNING)) {
                rewaited.incrementAndGet();
                return sendAsAnAgentWould(vertx, http, key, job, retries);
            }
            if (retries == 0 || !reply.contains(UNCONFIRMED)) return Future.succeededFuture(reply);
            retried.incrementAndGet();
            return vertx.timer(1, TimeUnit.SECONDS)
                    .compose(t -> sendAsAnAgentWould(vertx, http, key, job, retries - 1));
        });
    }

    private static Future<String> send(HttpClient http, String key, String job) {
        return WaitForJobRequests.send(http, key, job, 90_000);
    }
}
