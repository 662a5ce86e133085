package io.sigment.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The people's web writes no markup in Java: pages come from the templates under src/main/jte, which escape. */
class NoHtmlInJavaTest {
    /** A string literal holding a tag ("<p>", "</td>", "<svg ", "<!doctype"). */
    private static final Pattern TAG_IN_LITERAL = Pattern.compile("\"[^\"\\n]*<[/!]?[a-zA-Z][^\"\\n]*\"");

    @Test
    void no_java_source_of_the_module_holds_a_tag() throws IOException {
        var found = new ArrayList<String>();
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            for (var file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                var lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    var line = lines.get(i).strip();
                    if (line.startsWith("*") || line.startsWith("/**") || line.startsWith("//")) continue;
                    if (TAG_IN_LITERAL.matcher(line).find()) found.add(file + ":" + (i + 1) + ": " + line);
                }
            }
        }
        assertThat(found).isEmpty();
        assertThat(TAG_IN_LITERAL
                        .matcher("body.append(\"<p class=\\\"meta\\\">\")")
                        .find())
                .isTrue();
        assertThat(TAG_IN_LITERAL.matcher("return \"</svg>\";").find()).isTrue();
        assertThat(TAG_IN_LITERAL.matcher("var a = \"less < more\";").find()).isFalse();
    }
}
