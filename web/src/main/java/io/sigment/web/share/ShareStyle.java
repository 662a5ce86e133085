package io.sigment.web.share;

/** The share pages' stylesheet (the analysis figures' rules included): plain, readable, no external resources. */
public final class ShareStyle {
    /** The rules, for the page's {@code <style>} element. */
    public static final String CSS = "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;"
            + "color:#1d1d1f;line-height:1.5;background:#f5f5f7}main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem "
            + "3rem}"
            + "header.top{background:#1d1d1f;color:#fff;padding:.6rem 1rem;font-weight:600;letter-spacing:.02em}"
            + "h1{margin:.2rem 0;font-size:1.9rem;line-height:1.2}h2{font-size:1.2rem;margin:2rem 0 .6rem}"
            + ".meta{color:#6e6e73;margin:.2rem 0}.description{white-space:pre-wrap}"
            + AnalysisHtml.STYLE
            + ".about{margin-top:2.5rem;padding-top:1rem;border-top:1px solid #d2d2d7;color:#3a3a3c;font-size:.95rem}"
            + "footer{margin-top:1rem;color:#6e6e73;font-size:.9rem}a{color:#2f6fdb}"
            + "ol.creators{list-style:none;padding:0;background:#fff;border-radius:14px;box-shadow:0 1px 3px "
            + "rgba(0,0,0,.08)}"
            + "ol.creators li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.3rem 1rem;padding:.6rem "
            + "1rem}"
            + "ol.creators li+li{border-top:1px solid #f0f0f2}ol.creators .stats{color:#6e6e73;font-size:.92rem}"
            + "@media (max-width:480px){h1{font-size:1.5rem}main{padding:1rem .75rem 2rem}.picture{padding:.5rem}}";

    private ShareStyle() {}
}
