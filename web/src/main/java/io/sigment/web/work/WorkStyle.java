package io.sigment.web.work;

import io.sigment.web.share.AnalysisHtml;

/** The rules the work pages add to the app's stylesheet (the frame's {@code style}). */
public final class WorkStyle {
    /** The links' rules: the dashboard, which shows the links too, needs them as much as the work pages. */
    public static final String NAV = "nav.work{margin:0 0 1rem}nav.work a{margin-right:1rem}";

    public static final String CSS = NAV + ".share-url{font-family:"
            + "ui-monospace,monospace;word-break:break-all}textarea{width:100%;font-size:1rem;padding:.5rem;border:1px "
            + "solid "
            + "#c9cdd3;border-radius:6px}label{display:block;margin:.3rem 0}progress{width:100%;height:1.1rem}"
            + "input[type=number]{padding:.4rem;border:1px solid #c9cdd3;border-radius:6px;width:9rem}"
            + "ul.plain{padding-left:1.2rem}td .muted{font-size:.85rem}.description{white-space:pre-wrap}"
            + "label.inline{display:inline;margin-right:1rem}";
    /** The share page's figures inside the app's frame: its cards and sections lose the app's card and box rules. */
    public static final String ANALYSIS = CSS + AnalysisHtml.STYLE + ".analysis .card{max-width:none;margin:0}"
            + ".analysis section.cards{background:none;border:0;padding:0;overflow:visible}"
            + ".analysis td,.analysis th{padding:.45rem .8rem}";

    private WorkStyle() {}
}
