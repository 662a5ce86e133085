package io.sigment.local.processes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code --replicas jobs=2,scraper=2,gateway=2}: how many processes of each service; one unless named. */
public final class Replicas {
    public static final int MAX = 5;

    private Replicas() {}

    /** The count per service, every one of {@code services} present; fails naming what is wrong. */
    public static Map<String, Integer> parse(String spec, List<String> services) {
        var counts = new LinkedHashMap<String, Integer>();
        services.forEach(service -> counts.put(service, 1));
        if (spec == null || spec.isBlank()) return counts;
        for (var part : spec.split(",")) {
            var pair = part.trim().split("=", -1);
            if (pair.length != 2 || !counts.containsKey(pair[0].trim())) {
                throw new IllegalArgumentException("--replicas: \"" + part.trim()
                        + "\" is not SERVICE=COUNT with SERVICE one of " + String.join(", ", services));
            }
            int count;
            try {
                count = Integer.parseInt(pair[1].trim());
            } catch (NumberFormatException e) {
                count = 0;
            }
            if (count < 1 || count > MAX) {
                throw new IllegalArgumentException(
                        "--replicas: " + pair[0].trim() + " must be 1 to " + MAX + " processes");
            }
            counts.put(pair[0].trim(), count);
        }
        return counts;
    }
}
