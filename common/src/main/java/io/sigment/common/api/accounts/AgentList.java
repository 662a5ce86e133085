package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The reply of {@link AccountsAction#LIST_AGENTS}: the person's agents and their members' ones, newest first. */
public record AgentList(List<ListedAgent> agents) {

  public AgentList {
    agents = List.copyOf(agents);
  }

  public JsonObject toJson() {
    return new JsonObject().put("agents", new JsonArray(agents.stream().map(ListedAgent::toJson).toList()));
  }

  /** None for a reply without {@code agents}. */
  public static AgentList fromJson(JsonObject json) {
    return new AgentList(json.getJsonArray("agents", new JsonArray()).stream()
        .map(a -> ListedAgent.fromJson((JsonObject) a)).toList());
  }
}
