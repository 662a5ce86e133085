// The official MCP TypeScript SDK's OAuth client against a Sigment gateway whose authorization server is a real
// Keycloak (SIGMENT_AUTH_EXTERNAL=true): the SDK discovers Keycloak from the gateway's 401, registers itself there
// (dynamic client registration), builds the authorization URL with PKCE and `resource`; redirectToAuthorization
// plays the user's browser at Keycloak (its login form, then its consent form, cookies kept), then the SDK
// exchanges the code. Then, at Sigment: refused as not approved, approved in the app, served, revoked and refused
// at once; Keycloak's refresh tokens rotate; tokens of the same Keycloak for another audience, and of another
// issuer naming Sigment, are refused.
// Env: SIGMENT_MCP_URL, SIGMENT_EMAIL and SIGMENT_PASSWORD (the app's sign-in), KEYCLOAK_PASSWORD (the same
// person's Keycloak password), KEYCLOAK_OTHER_AUDIENCE_TOKEN_URL and KEYCLOAK_OTHER_ISSUER_TOKEN_URL (token
// endpoints where a password grant gives that person the refused tokens). Prints one JSON line; exits 1 on any surprise.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { UnauthorizedError, discoverAuthorizationServerMetadata, refreshAuthorization } from "@modelcontextprotocol/sdk/client/auth.js";

const mcpUrl = new URL(process.env.SIGMENT_MCP_URL);
const base = mcpUrl.origin;
const redirectUrl = "http://localhost:3000/callback";
const seen = { steps: [] };
const step = (name) => seen.steps.push(name);

/** A cookie jar per host, as a browser keeps one for Keycloak and one for Sigment's app. */
const jars = new Map();

async function browse(url, init = {}) {
  const target = new URL(url, base);
  const jar = jars.get(target.host) ?? new Map();
  jars.set(target.host, jar);
  const headers = { ...(init.headers ?? {}), Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
  const res = await fetch(target, { ...init, headers, redirect: "manual" });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
  }
  return res;
}

const unescape = (value) => value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#39;", "'")
  .replaceAll("&lt;", "<").replaceAll("&gt;", ">");

/** The first form in a Keycloak page whose action contains {@code path}: its action and its hidden inputs. */
function keycloakForm(html, path, pageUrl) {
  const form = [...html.matchAll(/<form[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(path));
  if (!form) return undefined;
  const action = unescape(form.match(/action="([^"]+)"/)[1]);
  const fields = {};
  for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = m[0].match(/name="([^"]+)"/);
    const value = m[0].match(/value="([^"]*)"/);
    if (name) fields[name[1]] = unescape(value ? value[1] : "");
  }
  return { action: new URL(action, pageUrl).href, fields };
}

function sigmentHiddenFields(html) {
  const fields = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]] ??= unescape(m[2]);
  return fields;
}

const form = (fields) => ({ method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString() });

/** Follows Keycloak's redirects and pages (login form, consent form) until it sends the browser to redirectUrl. */
async function signInAtKeycloak(authorizationUrl) {
  let page = new URL(authorizationUrl);
  let res = await browse(page);
  for (let hops = 0; hops < 10; hops++) {
    if (res.status >= 300 && res.status < 400) {
      page = new URL(res.headers.get("location"), page);
      if (page.href.startsWith(redirectUrl)) return page;
      res = await browse(page);
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`Keycloak answered ${res.status}: ${html.slice(0, 500)}`);
    const login = keycloakForm(html, "/login-actions/authenticate", page);
    if (login) {
      if (seen.loginFormShown) throw new Error(`Keycloak refused the sign-in: ${html.slice(0, 2000)}`);
      seen.loginFormShown = true;
      res = await browse(login.action, form({ ...login.fields, username: process.env.SIGMENT_EMAIL,
        password: process.env.KEYCLOAK_PASSWORD, credentialId: "" }));
      continue;
    }
    const consent = keycloakForm(html, "/login-actions/consent", page);
    if (consent) {
      seen.consentShown = true;
      seen.consentNamesMcpScope = unescape(html).includes("Use Sigment's MCP tools");
      res = await browse(consent.action, form({ ...consent.fields, accept: "Yes" }));
      continue;
    }
    throw new Error(`an unexpected Keycloak page: ${html.slice(0, 2000)}`);
  }
  throw new Error("Keycloak never sent the browser back to the client");
}

let authorizationCode;
const store = {};
const provider = {
  get redirectUrl() { return redirectUrl; },
  get clientMetadata() {
    return { client_name: "Keycloak SDK test", redirect_uris: [redirectUrl], grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"], token_endpoint_auth_method: "none" };
  },
  clientInformation: () => store.client,
  saveClientInformation: (info) => { store.client = info; },
  tokens: () => store.tokens,
  saveTokens: (tokens) => { store.tokens = tokens; },
  saveCodeVerifier: (verifier) => { store.verifier = verifier; },
  codeVerifier: () => store.verifier,
  async redirectToAuthorization(url) {
    step("authorize");
    seen.authorizeOrigin = url.origin;
    seen.authorizeResource = url.searchParams.get("resource");
    seen.authorizeChallengeMethod = url.searchParams.get("code_challenge_method");
    seen.authorizeScope = url.searchParams.get("scope");
    const callback = await signInAtKeycloak(url);
    seen.callbackIss = callback.searchParams.get("iss");
    if (callback.searchParams.get("error")) throw new Error(`Keycloak refused: ${callback}`);
    authorizationCode = callback.searchParams.get("code");
  },
};

async function connect() {
  const client = new Client({ name: "sigment-keycloak-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
  return client;
}

const text = (result) => result.content[0].text;
const claimsOf = (jwt) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString());

async function passwordGrant(tokenUrl, clientId) {
  const res = await fetch(tokenUrl, form({ grant_type: "password", client_id: clientId, scope: "openid",
    username: process.env.SIGMENT_EMAIL, password: process.env.KEYCLOAK_PASSWORD }));
  const body = await res.json();
  if (!body.access_token) throw new Error(`no token from ${tokenUrl}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** What /mcp answers a tools/list with this bearer token: its status and challenge. */
async function mcpWith(token) {
  const res = await fetch(mcpUrl, { method: "POST", headers: { Authorization: `Bearer ${token}`,
    "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": "2025-11-25" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }) });
  return { status: res.status, challenge: res.headers.get("www-authenticate") };
}

try {
  try {
    await connect();
    throw new Error("connected without signing in");
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
  }
  step("registered");
  seen.clientId = store.client.client_id;
  await new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }).finishAuth(authorizationCode);
  step("token");
  const claims = claimsOf(store.tokens.access_token);
  seen.token = { iss: claims.iss, aud: claims.aud, azp: claims.azp, email: claims.email,
    email_verified: claims.email_verified, scope: claims.scope, typ: claims.typ };
  const client = await connect();
  seen.tools = (await client.listTools()).tools.length;
  seen.notApproved = text(await client.callTool({ name: "get_account", arguments: {} }));
  step("refused as not approved");

  const signInPage = await browse("/app/sign-in");
  const signIn = await browse("/app/sign-in", form({ ...sigmentHiddenFields(await signInPage.text()),
    email: process.env.SIGMENT_EMAIL, password: process.env.SIGMENT_PASSWORD }));
  if (signIn.status !== 303) throw new Error(`the app's sign-in answered ${signIn.status}`);
  const agents = (await (await browse("/app/api/agents")).json()).agents;
  seen.agentsInApp = agents.map((agent) => ({ client_id: agent.client_id, status: agent.status }));
  const agent = agents.find((a) => a.client_id === seen.clientId);
  if (!agent) throw new Error(`the app lists no agent ${seen.clientId}: ${JSON.stringify(agents)}`);
  const json = { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" };
  seen.approval = (await browse(`/app/api/agents/${agent.agent_id}/approve`, json)).status;
  const approved = await client.callTool({ name: "get_account", arguments: {} });
  seen.approvedIsError = approved.isError === true;
  seen.approvedText = text(approved).slice(0, 300);
  step("served once approved");

  const first = store.tokens.refresh_token;
  const metadata = await discoverAuthorizationServerMetadata(new URL(seen.callbackIss ?? seen.token.iss));
  const refreshOptions = { metadata, clientInformation: store.client, resource: new URL(seen.authorizeResource) };
  const rotated = await refreshAuthorization(new URL(seen.token.iss), { ...refreshOptions, refreshToken: first });
  seen.rotated = rotated.refresh_token !== first;
  seen.refreshedAud = claimsOf(rotated.access_token).aud;
  seen.refreshedTokenServed = (await mcpWith(rotated.access_token)).status;
  try {
    await refreshAuthorization(new URL(seen.token.iss), { ...refreshOptions, refreshToken: first });
    seen.reused = "accepted";
  } catch (error) {
    seen.reused = error.errorCode ?? error.constructor.name;
  }
  step("refresh tokens rotate");

  seen.revocation = (await browse(`/app/api/agents/${agent.agent_id}/revoke`, json)).status;
  seen.revoked = text(await client.callTool({ name: "get_account", arguments: {} }));
  step("refused at once when revoked");
  await client.close();

  const otherAudience = await passwordGrant(process.env.KEYCLOAK_OTHER_AUDIENCE_TOKEN_URL, "other-resource-cli");
  seen.otherAudience = { ...(await mcpWith(otherAudience)), aud: claimsOf(otherAudience).aud, iss: claimsOf(otherAudience).iss };
  const otherIssuer = await passwordGrant(process.env.KEYCLOAK_OTHER_ISSUER_TOKEN_URL, "elsewhere-cli");
  seen.otherIssuer = { ...(await mcpWith(otherIssuer)), aud: claimsOf(otherIssuer).aud, iss: claimsOf(otherIssuer).iss };
  step("other audience and issuer refused");
  console.log(JSON.stringify(seen));
} catch (error) {
  console.log(JSON.stringify({ ...seen, failure: String(error?.stack ?? error) }));
  process.exit(1);
}
