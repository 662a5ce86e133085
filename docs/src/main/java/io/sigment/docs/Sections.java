package io.sigment.docs;

import java.util.ArrayList;
import java.util.List;

/** A page cut at its headings (outside code blocks): what search ranks, one section at a time. */
record Sections(DocPage page, String heading, String text) {

    static List<Sections> of(DocPage page) {
        var sections = new ArrayList<Sections>();
        var heading = page.title();
        var text = new StringBuilder();
        var inCode = false;
        for (var line : page.markdown().lines().toList()) {
            if (line.startsWith("```")) inCode = !inCode;
            if (!inCode && line.matches("#{1,4} .*")) {
                if (!text.toString().isBlank())
                    sections.add(new Sections(page, heading, text.toString().strip()));
                heading = line.replaceFirst("#+ ", "").strip();
                text.setLength(0);
            } else {
                text.append(line).append('\n');
            }
        }
        if (!text.toString().isBlank() || sections.isEmpty())
            sections.add(new Sections(page, heading, text.toString().strip()));
        return sections;
    }

    /** The section's paragraphs (blank-line separated blocks), for choosing the passage to show. */
    List<String> paragraphs() {
        return List.of(text.split("\\n\\s*\\n")).stream()
                .map(String::strip)
                .filter(p -> !p.isEmpty())
                .toList();
    }
}
