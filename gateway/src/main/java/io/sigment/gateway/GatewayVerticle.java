package io.sigment.gateway;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.ext.web.Router;

/** The public HTTP face of Sigment: {@code /mcp} and the pages around it. */
public final class GatewayVerticle extends VerticleBase {
  private final Config config;

  public GatewayVerticle(Config config) {
    this.config = config;
  }

  @Override
  public Future<?> start() {
    var router = Router.router(vertx);
    router.get("/mcp").handler(ctx -> ctx.response().setStatusCode(405).putHeader("Allow", "POST").end());
    return vertx.createHttpServer().requestHandler(router).listen(config.integer(Setting.HTTP_PORT));
  }
}
