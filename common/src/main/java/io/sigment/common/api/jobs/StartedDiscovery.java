package io.sigment.common.api.jobs;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What a start of {@code discover_creators} answers of its work ({@link JobStarted#details}): the discovery, its topic
 * and the platforms searched.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record StartedDiscovery(@InEveryReply String discoveryId, String topic, List<String> platforms) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
