package io.sigment.web;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import java.util.Map;

/**
 * The people's web's pages: typed view records rendered by the jte templates under {@code src/main/jte}, which the
 * build compiled into Java (package {@code io.sigment.web.templates}); nothing is compiled at run time.
 */
public final class Templates {
    private static final TemplateEngine ENGINE = TemplateEngine.createPrecompiled(
            null, ContentType.Html, Templates.class.getClassLoader(), "io.sigment.web.templates");

    private Templates() {}

    /** The HTML of {@code template} (a path under src/main/jte, e.g. {@code share/list.jte}) showing {@code view}. */
    public static String render(String template, Object view) {
        var output = new PageOutput();
        ENGINE.render(template, view, output);
        return output.toString();
    }

    /** The same for a template of several parameters, given by name. */
    public static String render(String template, Map<String, Object> parameters) {
        var output = new PageOutput();
        ENGINE.render(template, parameters, output);
        return output.toString();
    }
}
