// The official MCP TypeScript SDK's OAuth client flow against a running Sigment, headless: the SDK discovers,
// registers, builds the authorization URL with PKCE; our redirectToAuthorization plays the user's browser
// (sign-in and consent forms, cookies kept), then the SDK exchanges the code. Then: refused as not approved,
// approved in the app, accepted, revoked, and a reused refresh token refused with invalid_grant.
// Env: SIGMENT_MCP_URL, SIGMENT_EMAIL, SIGMENT_PASSWORD. Prints one JSON line; exits 1 on any surprise.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { UnauthorizedError, discoverAuthorizationServerMetadata, refreshAuthorization } from "@modelcontextprotocol/sdk/client/auth.js";

const mcpUrl = new URL(process.env.SIGMENT_MCP_URL);
const base = mcpUrl.origin;
const redirectUrl = "http://localhost:3000/callback";
const cookies = new Map();
const seen = {};

async function browse(url, init = {}) {
  const headers = { ...(init.headers ?? {}), Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
  const res = await fetch(new URL(url, base), { ...init, headers, redirect: "manual" });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return res;
}

function hiddenFields(html) {
  const fields = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[m[1]] ??= m[2].replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">").replaceAll("&amp;", "&");
  }
  return fields;
}

const form = (fields) => ({ method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString() });

let authorizationCode;
const store = {};
const provider = {
  get redirectUrl() { return redirectUrl; },
  get clientMetadata() {
    return { client_name: "SDK OAuth test", redirect_uris: [redirectUrl], grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"], token_endpoint_auth_method: "none" };
  },
  clientInformation: () => store.client,
  saveClientInformation: (info) => { store.client = info; },
  tokens: () => store.tokens,
  saveTokens: (tokens) => { store.tokens = tokens; },
  saveCodeVerifier: (verifier) => { store.verifier = verifier; },
  codeVerifier: () => store.verifier,
  async redirectToAuthorization(url) {
    seen.authorizeHasResource = url.searchParams.get("resource");
    const signInPage = await browse("/app/sign-in");
    const signIn = await browse("/app/sign-in", form({ ...hiddenFields(await signInPage.text()),
      email: process.env.SIGMENT_EMAIL, password: process.env.SIGMENT_PASSWORD, return_to: url.pathname + url.search }));
    if (signIn.status !== 303) throw new Error(`sign-in answered ${signIn.status}`);
    const consentPage = await browse(signIn.headers.get("location"));
    const html = await consentPage.text();
    seen.consentSaysUnverified = html.includes("unverified");
    const consent = await browse("/oauth/authorize", form({ ...hiddenFields(html), decision: "allow" }));
    const callback = new URL(consent.headers.get("location"));
    seen.callbackIss = callback.searchParams.get("iss");
    authorizationCode = callback.searchParams.get("code");
  },
};

async function connect() {
  const client = new Client({ name: "sigment-oauth-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
  return client;
}

const text = (result) => result.content[0].text;

try {
  try {
    await connect();
    throw new Error("connected without signing in");
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
  }
  await new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }).finishAuth(authorizationCode);
  seen.accessTokenPrefix = store.tokens.access_token.slice(0, 4);
  const client = await connect();
  seen.tools = (await client.listTools()).tools.length;
  seen.notApproved = text(await client.callTool({ name: "get_account", arguments: {} }));

  const agents = await (await browse("/app/api/agents")).json();
  const agentId = agents.agents[0].agent_id;
  const approval = await browse(`/app/api/agents/${agentId}/approve`, { method: "POST",
    headers: { "Content-Type": "application/json" }, body: "{}" });
  seen.approval = approval.status;
  const approved = await client.callTool({ name: "get_account", arguments: {} });
  seen.approvedIsError = approved.isError === true;
  seen.approvedText = text(approved).slice(0, 200);
  await browse(`/app/api/agents/${agentId}/revoke`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
  seen.revoked = text(await client.callTool({ name: "get_account", arguments: {} }));

  const first = store.tokens.refresh_token;
  const metadata = await discoverAuthorizationServerMetadata(base);
  const refreshOptions = { metadata, clientInformation: store.client, resource: mcpUrl };
  const rotated = await refreshAuthorization(base, { ...refreshOptions, refreshToken: first });
  seen.rotated = rotated.refresh_token !== first;
  for (const [name, token] of [["reused", first], ["familyAfterReuse", rotated.refresh_token]]) {
    try {
      await refreshAuthorization(base, { ...refreshOptions, refreshToken: token });
      seen[name] = "accepted";
    } catch (error) {
      seen[name] = error.errorCode ?? error.constructor.name;
    }
  }
  await client.close();
  console.log(JSON.stringify(seen));
} catch (error) {
  console.log(JSON.stringify({ ...seen, failure: String(error?.stack ?? error) }));
  process.exit(1);
}
