package io.sigment.accounts.plans;

import io.sigment.common.Caller;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * The app's plans page ({@code list_plans}) and a workspace's upgrade or downgrade ({@code change_plan}, its owner
 * only; args {@code user_id} from the app session). Changes go through the sandbox where
 * {@code SIGMENT_SANDBOX_PAYMENTS} is on; without it they are refused, saying so. A downgrade keeps every analysis,
 * list and credit.
 */
public final class PlanChanges {
  private final PlanChangesStore store;
  private final boolean sandbox;

  public PlanChanges(PlanChangesStore store, boolean sandbox) {
    this.store = store;
    this.sandbox = sandbox;
  }

  /** {@code list_plans}: every plan and whether changes go through the sandbox here. */
  public Future<JsonObject> list(Caller caller, JsonObject args) {
    return store.plans().map(plans -> new JsonObject().put("plans", plans).put("sandbox", sandbox));
  }

  /** {@code change_plan}: args {@code user_id}, {@code workspace_id}, {@code plan_id}. */
  public Future<JsonObject> change(Caller caller, JsonObject args) {
    var userId = ToolArgs.string(args, "user_id", 1, 100);
    var workspaceId = ToolArgs.string(args, "workspace_id", 1, 100);
    var planId = ToolArgs.string(args, "plan_id", 1, 40);
    if (!sandbox) {
      return Future.failedFuture(ToolError.invalidArguments("plan_id: plan changes are not configured on this "
          + "deployment (no Stripe subscriptions, sandbox payments off)"));
    }
    return store.plans().compose(plans -> {
      if (plans.stream().noneMatch(p -> planId.equals(((JsonObject) p).getString("plan_id")))) {
        return Future.failedFuture(ToolError.invalidArguments("plan_id: must be one of " + String.join(", ",
            plans.stream().map(p -> ((JsonObject) p).getString("plan_id")).toList())));
      }
      return store.changeOwned(workspaceId, userId, planId);
    }).compose(changed -> changed
        ? Future.succeededFuture(new JsonObject().put("workspace_id", workspaceId).put("plan", planId))
        : Future.failedFuture(ToolError.notFound("Only the workspace's owner changes its plan.")));
  }
}
