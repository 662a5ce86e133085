package io.sigment.web;

/** The app's and the sign-in pages' one small stylesheet (the frame {@code app/frame.jte} holds it). */
public final class AppStyle {
    public static final String CSS = """
      *{box-sizing:border-box}body{font-family:system-ui,-apple-system,sans-serif;margin:0;background:#f6f7f9;\
      color:#1d1d1f;line-height:1.5}header{background:#14213d;color:#fff;padding:.8rem 1.5rem;display:flex;\
      align-items:center;justify-content:space-between}header a,header button{color:#fff}header .brand{font-weight:700;\
      font-size:1.1rem;text-decoration:none}main{max-width:60rem;margin:1.5rem auto;padding:0 1rem}\
      section{background:#fff;border:1px solid #e3e5e8;border-radius:10px;padding:1.1rem 1.4rem;margin-bottom:1.2rem;\
      overflow-x:auto}\
      h1{font-size:1.5rem;margin:.2rem 0 1rem}h2{font-size:1.15rem;margin:.1rem 0 .8rem}table{width:100%;\
      border-collapse:collapse;font-size:.93rem}th,td{text-align:left;padding:.45rem .4rem;border-bottom:1px solid #eee}\
      th{color:#6e6e73;font-weight:600}.muted{color:#6e6e73}.state{border-radius:99px;padding:.1rem .6rem;\
      font-size:.8rem;font-weight:600}.agent-workspace{margin-bottom:.5rem}.state-approved{background:#e3f6e8;color:#17692e}.state-not_approved{\
      background:#fff4d6;color:#7a5500}.state-revoked{background:#fde7e7;color:#9b1c1c}button,.button{\
      background:#2f5fd0;color:#fff;border:0;border-radius:6px;padding:.45rem .9rem;font-size:.9rem;cursor:pointer;\
      text-decoration:none;display:inline-block}button.secondary{background:#e9ecf1;color:#1d1d1f}button.danger{\
      background:#c62828}form.inline{display:inline}input[type=text],input[type=email],input[type=password]{\
      padding:.5rem;border:1px solid #c9cdd3;border-radius:6px;font-size:1rem;width:100%;margin:.2rem 0 .8rem}\
      .card{max-width:26rem;margin:3rem auto}.notice{background:#fff8e1;border:1px solid #f2d27a;border-radius:8px;\
      padding:.7rem 1rem}.error{background:#fde7e7;border:1px solid #f1a9a9;border-radius:8px;padding:.7rem 1rem}\
      .secret{font-family:ui-monospace,monospace;background:#f0f2f5;padding:.5rem;border-radius:6px;word-break:break-all}\
      .figures{display:flex;gap:2rem;flex-wrap:wrap}.figure b{display:block;font-size:1.6rem}\
      footer{max-width:60rem;margin:0 auto 2rem;padding:0 1rem;font-size:.85rem;color:#6e6e73}""";

    private AppStyle() {}
}
