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

/**
 * The agents of {@link LongPollsAtScaleTest}, in a JVM of their own (a client and a server socket per wait
 * in one process would pass the file-descriptor limit): {@code main(port, file)} sends one
 * {@code wait_for_job} per line {@code <api key> <job index> <job id>} of the file, all at once, and prints
 * {@code A <job index> <epoch µs answered> <1 if the completed job came back, else 0> [reply]} per answer.
 */
public final class LongPollClient {
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
      send(http, parts[0], parts[2]).onComplete(reply -> {
        var ok = reply.succeeded() && reply.result().startsWith("200 ") && reply.result().contains("\"status\":\"completed\"");
        var micros = ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
        var detail = ok ? "" : " " + (reply.succeeded() ? reply.result() : String.valueOf(reply.cause())).replace('\n', ' ');
        synchronized (System.out) {
          System.out.println("A " + parts[1] + " " + micros + " " + (ok ? 1 : 0) + detail);
        }
        answered.countDown();
      });
    }
    System.out.println(answered.await(120, TimeUnit.SECONDS) ? "DONE" : "TIMEOUT " + answered.getCount());
    System.out.flush();
    System.exit(0);
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
