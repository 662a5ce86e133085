package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/** The reply of {@link AccountsAction#LIST_AGENTS}: the person's agents and their members' ones, newest first. */
public record AgentList(List<ListedAgent> agents) {

  public AgentList {
    agents = List.copyOf(agents);
  }

  public JsonObject toJson() {
    return new JsonObject().put("agents", array(agents, ListedAgent::toJson));
  }

  /** None for a reply without {@code agents}. */
  public static AgentList fromJson(JsonObject json) {
    return new AgentList(list(json, "agents", ListedAgent::fromJson));
  }
}
