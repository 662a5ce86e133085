package io.sigment.common.api.jobs;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** What a start of {@code optimize_selection} answers of its work: the analysis it selects from. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record StartedSelection(String analysisId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
