package io.sigment.scraper.platform;

import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The emulator's ground truth of a post, as "person id/kind" → count, comparable with what a source returned. */
final class TruthAssertions {
    private TruthAssertions() {}

    static Map<String, Integer> expected(JsonObject truthOfPost) {
        var out = new TreeMap<String, Integer>();
        for (var e : truthOfPost.getJsonArray("engagers")) {
            var engager = (JsonObject) e;
            if (engager.getInteger("likes") > 0)
                out.put(engager.getString("id") + "/LIKE", engager.getInteger("likes"));
            if (engager.getInteger("comments") > 0)
                out.put(engager.getString("id") + "/COMMENT", engager.getInteger("comments"));
        }
        return out;
    }

    static Map<String, Integer> actual(List<Engager> engagers) {
        var out = new TreeMap<String, Integer>();
        for (var e : engagers) out.merge(e.personId() + "/" + e.kind(), e.count(), Integer::sum);
        return out;
    }
}
