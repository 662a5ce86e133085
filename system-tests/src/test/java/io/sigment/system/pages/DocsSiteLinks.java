package io.sigment.system.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** The docs site's pages as its {@code llms.txt} links them, and the golden file each is compared with. */
final class DocsSiteLinks {
    private static final Pattern DOCS_LINK = Pattern.compile("\\]\\((https?://[^)]+)\\)");

    private DocsSiteLinks() {}

    /** Each page under /docs that {@code llms} links, once, in the order linked, without its .mdx suffix. */
    static List<String> pages(String llms) {
        var paths = new ArrayList<String>();
        var links = DOCS_LINK.matcher(llms);
        while (links.find()) {
            var path = PageVisits.path(links.group(1));
            if (path.endsWith(".mdx")) path = path.substring(0, path.length() - ".mdx".length());
            if (path.startsWith("/docs") && !path.endsWith(".txt") && !paths.contains(path)) paths.add(path);
        }
        return paths;
    }

    /** The golden file of the page at {@code path}: docs/ and its path, slashes made dashes. */
    static String goldenName(String path) {
        var name = path.equals("/docs") || path.equals("/docs/") || path.equals("/docs/index")
                ? "index"
                : path.substring("/docs/".length());
        return "docs/" + name.replace('/', '-');
    }
}
