package io.sigment.web.share;

/** Colours of the pictures: one per cluster (distinguishable, dark enough for white text) and the lift scale. */
final class ClusterColours {
    private static final String[] CLUSTERS = {
        "#2f6fdb", "#d9622b", "#2a9d6f", "#9b4dca", "#c23b6e", "#b38600", "#1b8fa6", "#6b7a2a", "#7a5230", "#4a5bb8"
    };
    private static final String NONE = "#8e8e93";
    private static final String HEX = "0123456789abcdef";

    private ClusterColours() {}

    static String of(int cluster) {
        return cluster < 0 ? NONE : CLUSTERS[cluster % CLUSTERS.length];
    }

    /**
     * Lift as a colour: white near 1 (as by chance), deepening orange-red up to 8× chance, pale blue below chance.
     */
    static String lift(double lift) {
        if (lift <= 0) return "#f2f2f5";
        double strength = Math.max(-1, Math.min(1, Math.log(lift) / Math.log(8)));
        if (strength >= 0) return mix(new int[] {255, 250, 244}, new int[] {179, 32, 21}, Math.sqrt(strength));
        return mix(new int[] {255, 250, 244}, new int[] {74, 130, 196}, -strength);
    }

    private static String mix(int[] from, int[] to, double t) {
        var colour = new StringBuilder(7).append('#');
        for (int k = 0; k < 3; k++) {
            int channel = (int) Math.round(from[k] + (to[k] - from[k]) * t);
            colour.append(HEX.charAt(channel >> 4)).append(HEX.charAt(channel & 15));
        }
        return colour.toString();
    }
}
