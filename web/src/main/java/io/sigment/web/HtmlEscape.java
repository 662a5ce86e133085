package io.sigment.web;

/**
 * The one escaping of text into HTML: the five characters that could end text or an attribute value, in element
 * content and attribute values alike. Templates apply it to every {@code ${...}} (through {@link PageOutput}).
 */
public final class HtmlEscape {
    private HtmlEscape() {}

    /** {@code text} as HTML text or attribute value; null is empty. */
    public static String escape(String text) {
        if (text == null) return "";
        var out = new StringBuilder(text.length() + 16);
        escapeTo(text, out);
        return out.toString();
    }

    static void escapeTo(String text, StringBuilder out) {
        for (int i = 0; i < text.length(); i++) {
            var c = text.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
    }
}
