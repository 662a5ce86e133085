package io.sigment.emulator.world;

import java.util.LinkedHashMap;
import java.util.Map;

/** Audience shares (percent) a connected creator's own platform account reports. */
public record Demographics(Map<String, Double> age, Map<String, Double> gender, Map<String, Double> country) {
    private static final String[] AGES = {"13-17", "18-24", "25-34", "35-44", "45-54", "55-64", "65+"};
    private static final String[] GENDERS = {"F", "M", "U"};

    static Demographics draw(long seed, long key, String homeCountry) {
        var age = shares(seed, key, 1, AGES, new double[] {0.5, 3, 3.5, 2, 1.2, 0.6, 0.3});
        var gender = shares(seed, key, 2, GENDERS, new double[] {4, 4, 0.3});
        var others = new String[] {homeCountry, "US", "GB", "DE", "BR", "IN"};
        var countries = new LinkedHashMap<String, Double>();
        var drawn = shares(seed, key, 3, new String[] {"a", "b", "c", "d", "e", "f"}, new double[] {6, 2, 1, 1, 1, 1});
        int i = 0;
        for (var share : drawn.values()) countries.merge(others[i++], share, Double::sum);
        return new Demographics(age, gender, countries);
    }

    private static Map<String, Double> shares(long seed, long key, int salt, String[] labels, double[] weights) {
        var raw = new double[labels.length];
        double sum = 0;
        for (int i = 0; i < labels.length; i++) {
            raw[i] = weights[i] * (0.5 + Mix.unit(Mix.hash(seed, key, salt, i)));
            sum += raw[i];
        }
        var out = new LinkedHashMap<String, Double>();
        for (int i = 0; i < labels.length; i++) out.put(labels[i], Math.round(1000 * raw[i] / sum) / 10.0);
        return out;
    }
}
