package io.sigment.accounts.mail;

import io.sigment.common.runtime.ClasspathText;
import java.util.EnumMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plain-text and HTML bodies of each {@link MailKind} from {@code mail/<kind>.txt} and {@code mail/<kind>.html}:
 * {@code {{name}}} placeholders, filled as given in the text and subject (line breaks removed from the subject) and
 * HTML-escaped in the HTML. Every template is read once at start; a placeholder without a value is a bug and throws.
 */
public final class MailTemplates {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([a-z_]+)}}");

    private record Template(String subject, String text, String html) {}

    private final Map<MailKind, Template> templates = new EnumMap<>(MailKind.class);

    public MailTemplates() {
        for (var kind : MailKind.values()) {
            var text = resource(kind.templateName() + ".txt");
            if (!text.startsWith("Subject: ")) {
                throw new IllegalStateException("mail/" + kind.templateName() + ".txt must start with 'Subject: '");
            }
            var lineEnd = text.indexOf('\n');
            templates.put(
                    kind,
                    new Template(
                            text.substring("Subject: ".length(), lineEnd).strip(),
                            text.substring(lineEnd + 1).stripLeading(),
                            resource(kind.templateName() + ".html")));
        }
    }

    /**
     * The message of {@code kind} to {@code to}, caused by {@code accountId} (or null), with {@code values} filled in.
     */
    public MailMessage render(MailKind kind, String to, String accountId, Map<String, String> values) {
        var template = templates.get(kind);
        var subject = fill(template.subject(), values, false).replaceAll("[\\r\\n]+", " ");
        return new MailMessage(
                kind,
                to,
                accountId,
                subject,
                fill(template.text(), values, false),
                fill(template.html(), values, true));
    }

    private static String fill(String template, Map<String, String> values, boolean html) {
        var matcher = PLACEHOLDER.matcher(template);
        var out = new StringBuilder();
        while (matcher.find()) {
            var value = values.get(matcher.group(1));
            if (value == null) throw new IllegalArgumentException("no value for {{" + matcher.group(1) + "}}");
            matcher.appendReplacement(out, Matcher.quoteReplacement(html ? escapeHtml(value) : value));
        }
        return matcher.appendTail(out).toString();
    }

    static String escapeHtml(String value) {
        var out = new StringBuilder(value.length() + 16);
        for (int i = 0; i < value.length(); i++) {
            var c = value.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static String resource(String name) {
        return ClasspathText.read("/mail/" + name);
    }
}
