package io.sigment.local.mcp;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The agents of {@link LongPollsAtScaleTest}, in a JVM of their own (a client and a server socket per wait
 * in one process would pass the file-descriptor limit): {@code main(port, file)} sends one
 * {@code wait_for_job} per line {@code <api key> <job index> <job id>} of the file, all at once, and prints
 * {@code A <job index> <epoch µs answered> <1 if the completed job came back, else 0 after <ms since sent>: reply>}
 * per answer, then {@code RETRIED <n>}: how many unconfirmed sessions it retried, as the answer tells agents to.
 */
public final class LongPollClient {
  private static final String UNCONFIRMED = "Could not confirm this session right now";
  private static final int MAX_RETRIES = 10;
  private static final AtomicInteger retried = new AtomicInteger();

  private LongPollClient() {
  }

  public static void main(String[] args) throws Exception {
    var lines = Files.readAllLines(Path.of(args[1]));
    var vertx = Vertx.vertx();
    var http = vertx.createHttpClient(new HttpClientOptions().setDefaultHost("127.0.0.1")
        .setDefaultPort(Integer.parseInt(args[0])).setKeepAlive(true), new PoolOptions()
        .setHttp1MaxSize(lines.size()).setMaxWaitQueueSize(-1));
    var answered = new CountDownLatch(lines.size());
    for (var line : lines) {
      var parts = line.split(" ");
      var sent = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
      sendAsAnAgentWould(vertx, http, parts[0], parts[2], MAX_RETRIES).onComplete(reply -> {
        var ok = reply.succeeded() && reply.result().startsWith("200 ") && reply.result().contains("\"status\":\"completed\"");
        var micros = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
        var detail = ok ? "" : " after " + (micros - sent) / 1000 + " ms: "
            + (reply.succeeded() ? reply.result() : String.valueOf(reply.cause())).replace('\n', ' ');
        synchronized (System.out) {
          System.out.println("A " + parts[1] + " " + micros + " " + (ok ? 1 : 0) + detail);
        }
        answered.countDown();
      });
    }
    var done = answered.await(120, TimeUnit.SECONDS);
    System.out.println("RETRIED " + retried.get());
    System.out.println(done ? "DONE" : "TIMEOUT " + answered.getCount());
    System.out.flush();
    System.exit(0);
  }

  /**
   * Sends the wait; "Could not confirm this session right now. Retry shortly." (the key's check timed out, as it
   * may when thousands of agents arrive at once on a loaded machine) is retried after a second, as it says.
   */
  private static Future<String> sendAsAnAgentWould(Vertx vertx, io.vertx.core.http.HttpClient http, String key,
                                                   String job, int retries) {
    return send(http, key, job).compose(reply -> {
      if (retries == 0 || !reply.contains(UNCONFIRMED)) return Future.succeededFuture(reply);
      retried.incrementAndGet();
      return vertx.timer(1, TimeUnit.SECONDS).compose(t -> sendAsAnAgentWould(vertx, http, key, job, retries - 1));
    });
  }

  private static Future<String> send(io.vertx.core.http.HttpClient http, String key, String job) {
    var body = new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/call").put("params",
        new JsonObject().put("name", "wait_for_job").put("arguments",
            new JsonObject().put("job_id", job).put("timeout_seconds", 25))).encode();
    return http.request(new RequestOptions().setMethod(HttpMethod.POST).setURI("/mcp")
            .putHeader("Authorization", "Bearer " + key).putHeader("Content-Type", "application/json")
            .putHeader("Accept", "application/json, text/event-stream").setIdleTimeout(90_000))
        .compose(request -> request.send(Buffer.buffer(body)))
        .compose(response -> response.body().map(text -> response.statusCode() + " " + text));
  }
}
