package io.sigment.common.api.analytics;

import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;

/**
 * An analysis id ({@code an_...}) as every service reads it from arguments: jobs-service (re-runs), analytics,
 * lists (share links). One length limit, here.
 */
public final class AnalysisId {
  public static final String ARG = "analysis_id";
  public static final int MAX_LENGTH = 100;

  private AnalysisId() {
  }

  public static String read(JsonObject args) {
    return ToolArgs.string(args, ARG, 1, MAX_LENGTH);
  }

  /** The id, or null when {@code analysis_id} is absent. */
  public static String readOptional(JsonObject args) {
    return ToolArgs.optionalString(args, ARG, 1, MAX_LENGTH);
  }
}
