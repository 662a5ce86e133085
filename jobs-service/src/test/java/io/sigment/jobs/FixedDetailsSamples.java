package io.sigment.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Fixed samples of what jobs' steps write into a job's stored details (and progress), as bytes: each sample's name and
 * the JSON it writes, held equal to a file in {@code src/test/resources} recorded from the steps when they still put
 * these fields together by hand. A change of a key, of its order, of a null written or left out, or of a number's form
 * fails here. With {@code -Dsigment.writeDetailsSamples=true} the samples the file does not have yet are added to it
 * (a recorded sample is never written anew).
 */
public final class FixedDetailsSamples {
    private static final boolean WRITE_NEW = Boolean.getBoolean("sigment.writeDetailsSamples");

    private final Map<String, JsonObject> samples = new LinkedHashMap<>();

    /** Adds what {@code name} writes. */
    public FixedDetailsSamples writes(String name, JsonObject written) {
        samples.put(name, written);
        return this;
    }

    /** Holds the samples equal to {@code file}'s (its name in {@code src/test/resources}). */
    public void areAsRecordedIn(String file) throws IOException {
        var path = Path.of("src/test/resources", file);
        var recorded = Files.exists(path) ? new JsonObject(Files.readString(path)) : new JsonObject();
        if (WRITE_NEW) {
            var all = new TreeMap<String, Object>(recorded.getMap());
            samples.forEach((name, written) -> all.putIfAbsent(name, written.encode()));
            recorded = new JsonObject(new LinkedHashMap<>(all));
            Files.writeString(path, recorded.encodePrettily() + "\n");
        }
        var differ = new ArrayList<String>();
        for (var name : recorded.fieldNames()) {
            var now = samples.get(name);
            var was = recorded.getString(name);
            if (now == null || !was.equals(now.encode())) {
                differ.add(name + "\n  recorded: " + was + "\n  now:      " + (now == null ? null : now.encode()));
            }
        }
        assertThat(differ).as("details samples that differ from " + file).isEmpty();
        assertThat(samples.keySet()).containsExactlyInAnyOrderElementsOf(recorded.fieldNames());
    }
}
