// A small MCP Apps host: loads one Sigment view (the HTML our server returned for its ui:// resource) into a
// sandboxed iframe under the CSP its _meta declares, connects ext-apps' AppBridge to it, and hands it a real tool
// result. The view's requests through the bridge are answered from what the test read from the running stack,
// and recorded, so the test can check which tools a view called.
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

function csp(meta) {
  const c = (meta && meta.ui && meta.ui.csp) || {};
  const list = (domains) => (domains && domains.length ? " " + domains.join(" ") : "");
  return "default-src 'none'; script-src 'unsafe-inline'" + list(c.resourceDomains)
    + "; style-src 'unsafe-inline'" + list(c.resourceDomains) + "; img-src data:" + list(c.resourceDomains)
    + "; connect-src 'none'" + list(c.connectDomains) + "; frame-src 'none'; object-src 'none'; base-uri 'none'";
}

window.sigmentHost = {
  calls: [],
  reads: [],
  ready: false,
  /** view: the resources/read content; toolInput/toolResult: the tools/call; answers: {tools, resources}. */
  async load(view, toolInput, toolResult, answers) {
    const html = view.text.replace("<head>", "<head><meta http-equiv=\"Content-Security-Policy\" content=\""
      + csp(view._meta) + "\">");
    const iframe = document.createElement("iframe");
    iframe.id = "view";
    iframe.setAttribute("sandbox", "allow-scripts allow-forms");
    iframe.setAttribute("title", "Sigment view");
    document.getElementById("host").replaceChildren(iframe);
    const bridge = new AppBridge(null, { name: "sigment-test-host", version: "1.0.0" },
      { serverTools: {}, serverResources: {}, logging: {} },
      { hostContext: { theme: "light", displayMode: "inline", platform: "web",
        containerDimensions: { maxHeight: 6000, width: iframe.clientWidth || 360 } } });
    bridge.oncalltool = async (params) => {
      window.sigmentHost.calls.push(params);
      const answer = answers.tools[params.name + " " + JSON.stringify(params.arguments)];
      if (!answer) throw new Error("this test host has no answer for " + params.name);
      return answer;
    };
    bridge.onreadresource = async (params) => {
      window.sigmentHost.reads.push(params.uri);
      const answer = answers.resources[params.uri];
      if (!answer) throw new Error("this test host has no resource " + params.uri);
      return answer;
    };
    bridge.onsizechange = ({ height }) => { if (height != null) iframe.style.height = height + "px"; };
    bridge.oninitialized = async () => {
      await bridge.sendToolInput({ arguments: toolInput });
      await bridge.sendToolResult(toolResult);
      window.sigmentHost.ready = true;
    };
    // Listen before the document runs: the view asks ui/initialize as soon as its script starts.
    await bridge.connect(new PostMessageTransport(iframe.contentWindow, iframe.contentWindow));
    iframe.srcdoc = html;
  }
};
