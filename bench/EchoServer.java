import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

/**
 * A bare Vert.x HTTP server that parses a JSON body and answers it back as {@code {"jsonrpc","id","result"}}:
 * the floor of what any JSON-over-HTTP server on Vert.x costs, for the gateway benchmark's ratios.
 * Run with the packaged stack's libraries: {@code java -cp 'local/target/lib/*' bench/EchoServer.java PORT}.
 */
public final class EchoServer {
  public static void main(String[] args) {
    var port = Integer.parseInt(args[0]);
    var vertx = Vertx.vertx();
    vertx.createHttpServer().requestHandler(request -> request.body().onSuccess(body -> {
      var message = new JsonObject(body);
      var reply = new JsonObject().put("jsonrpc", "2.0").put("id", message.getValue("id"))
          .put("result", new JsonObject().put("echo", message.getValue("params")));
      request.response().putHeader("Content-Type", "application/json").end(reply.encode());
    })).listen(port, "127.0.0.1").await();
    System.out.println("echo listening on " + port);
  }
}
